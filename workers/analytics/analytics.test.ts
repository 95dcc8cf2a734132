import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../contract/api/analytics';
import { deviceInfo } from '../../contract/device';
import type { WorkerEvent } from '../events';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createAnalytics } from './analytics';
import type { AnalyticsIdentity, AnalyticsStore } from './store';

function memoryStore(): AnalyticsStore & { events: AnalyticsEvent[]; current: AnalyticsIdentity | null } {
  const state = { events: [] as AnalyticsEvent[], current: null as AnalyticsIdentity | null };
  return Object.assign(state, {
    add: async (event: AnalyticsEvent) => void state.events.push(event),
    count: async () => state.events.length,
    oldest: async (limit: number) => state.events.slice(0, limit),
    remove: async (ids: readonly string[]) => {
      state.events = state.events.filter((e) => !ids.includes(e.id));
    },
    dropOldest: async (n: number) => void state.events.splice(0, n),
    identity: async () => state.current,
    saveIdentity: async (identity: AnalyticsIdentity) => {
      state.current = identity;
    },
  });
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function setup(userAgent = CHROME, status = 200, answer: unknown = { data: { accepted: 1, duplicates: 0 } }) {
  const server = scriptedFetch(() => json(status, status === 200 ? answer : {}));
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => null,
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const store = memoryStore();
  const analytics = createAnalytics({ http, device: deviceInfo(userAgent), locale: () => 'kz', store });
  const names = () => store.events.map((e) => e.name);
  return { analytics, store, names, calls: server.calls };
}

const session = (token: string | null): WorkerEvent => ({ type: 'session', payload: { token } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('worker analytics', () => {
  it('tracks logged-out to logged-in once the session is known, not a restored session', async () => {
    const restored = setup();
    restored.analytics.observe(session('t0'));
    restored.analytics.settle(true);
    await settle();
    expect(restored.names()).toEqual([]);

    const { analytics, names, store } = setup();
    analytics.settle(false);
    analytics.observe(session('t1'));
    await settle();
    // It waits for the profile, so the event carries the player.
    expect(names()).toEqual([]);
    analytics.observe({
      type: 'profile',
      payload: { profile: { data: { id: 9 } } as never, updatedAt: 1, stale: false },
    });
    await settle();
    expect(names()).toEqual(['logged_in']);
    expect(store.events[0]?.user_id).toBe(9);
  });

  it('follows the profile for the identity and forgets it at logout (spec §4)', async () => {
    const { analytics, store } = setup();
    analytics.settle(false);
    analytics.track('page_view');
    await settle();
    const guest = store.current?.anonymousId;
    analytics.observe(session('t1'));
    analytics.observe({
      type: 'profile',
      payload: { profile: { data: { id: 42 } } as never, updatedAt: 1, stale: false },
    });
    await settle();
    expect(store.current).toMatchObject({ userId: 42, anonymousId: guest });
    analytics.observe(session(null));
    await settle();
    expect(store.current?.userId).toBeNull();
    expect(store.current?.anonymousId).not.toBe(guest);
  });

  it('adds the device and locale to every event and sends batches to our collector', async () => {
    const { analytics, store, calls } = setup();
    analytics.track('bet_placed', { game: 'dice' });
    await settle();
    expect(store.events[0]?.properties).toEqual({
      device: 'desktop',
      os: 'windows',
      browser: 'chrome',
      locale: 'kz',
      game: 'dice',
    });
    await analytics.flush();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v2/analytics/events']);
    expect(store.events).toEqual([]);
  });

  it('keeps a batch the collector could not take (503) for later', async () => {
    const { analytics, store } = setup(CHROME, 503);
    analytics.track('page_view');
    await settle();
    await analytics.flush();
    expect(store.events).toHaveLength(1);
  });

  it('keeps a batch whose answer it does not understand (checked against the endpoint) for later', async () => {
    const { analytics, store } = setup(CHROME, 200, { data: { accepted: 'all' } });
    analytics.track('page_view');
    await settle();
    await analytics.flush();
    expect(store.events).toHaveLength(1);
  });

  it('records nothing for crawlers', async () => {
    const { analytics, store } = setup('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    analytics.settle(false);
    analytics.track('page_view');
    analytics.observe(session('t'));
    await settle();
    expect(store.events).toEqual([]);
  });
});
