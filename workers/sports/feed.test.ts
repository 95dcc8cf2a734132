import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportsEvent } from '../../contract/api/sports';
import type { SportsChanges } from '../../contract/realtime/sports';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import type { ConnectionStatus, TopicUpdate } from '../realtime/connection';
import { createSportsFeed, SPORTS_POLL_MS, type SportsPush } from './feed';

/** The tab's socket as the feed sees it: its status, and the `sports` topic's messages sent by hand. */
function fakeRealtime(initial: ConnectionStatus) {
  let status = initial;
  const listeners = new Set<(status: ConnectionStatus) => void>();
  const subscribers = new Set<(update: TopicUpdate) => void>();
  return {
    realtime: {
      status: () => status,
      onStatus(listener: (status: ConnectionStatus) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      subscribe(_topic: string, callback: (update: TopicUpdate) => void) {
        subscribers.add(callback);
        return () => subscribers.delete(callback);
      },
    },
    setStatus(next: ConnectionStatus) {
      status = next;
      for (const listener of listeners) listener(next);
    },
    send(kind: 'snapshot' | 'event', data: unknown) {
      for (const callback of subscribers) callback({ kind, topic: 'sports', data, serverTime: Date.now() });
    },
  };
}

const event = (id: number, odds: string): SportsEvent => ({
  id,
  sport: 'football',
  country: 'GB',
  league_id: 1,
  league: 'Test League',
  kind: 'match',
  name: `Home ${id} v Away ${id}`,
  home: `Home ${id}`,
  away: `Away ${id}`,
  starts_at: '2026-11-25T10:00:00.000Z',
  status: 'live',
  clock: "1H 10'",
  score: { home: 0, away: 0 },
  main_market: {
    id: id * 10,
    kind: 'match_winner',
    line: null,
    places: null,
    status: 'open',
    suspend_reason: null,
    selections: [
      { id: id * 100, key: 'home', name: 'home', odds, outcome: null },
      { id: id * 100 + 1, key: 'away', name: 'away', odds: '2.00', outcome: null },
    ],
  },
});

function feedWith(status: ConnectionStatus, answer: (url: URL) => unknown = () => ({ data: { items: [] } })) {
  const server = scriptedFetch(async (call) => json(200, await answer(call.url)));
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 't',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const live = fakeRealtime(status);
  const pushes: SportsPush[] = [];
  const emit = vi.fn((_name: string, payload: unknown) => void pushes.push(payload as SportsPush));
  const refreshProfile = vi.fn(async () => undefined);
  const feed = createSportsFeed({ http, emit, refreshProfile, realtime: live.realtime });
  return { server, live, pushes, refreshProfile, feed };
}

const eventReads = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/events')).length;
const noChanges: SportsChanges = { events: [], markets: [], selections: [], listed: 0 };
const view = { state: 'live' as const, leagueId: null, eventId: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('sports feed', () => {
  it('sends a bet under the slip’s Idempotency-Key', async () => {
    const { server, feed } = feedWith('open');
    await feed.placeBet(
      { legs: [{ selection_id: 5, odds: '1.85' }], stake: '10.00', odds_policy: 'ask' },
      'slip-key-123456',
    );
    expect(server.calls.at(-1)?.headers.get('idempotency-key')).toBe('slip-key-123456');
  });

  it('answers an odds change with today’s odds (the refusal’s details)', async () => {
    const changes = [{ selection_id: 5, odds: '1.70' }];
    const server = scriptedFetch(() =>
      json(409, { code: 'odds_changed', message: 'The odds changed', details: { changes } }),
    );
    const http = createHttpClient({
      baseURL: () => 'http://api.localhost:8080',
      accessToken: () => 't',
      region: () => null,
      locale: () => 'en',
      refreshAccessToken: async () => null,
      fetch: server.fetch,
      retryDelayMs: 0,
    });
    const refreshProfile = vi.fn(async () => undefined);
    const feed = createSportsFeed({ http, emit: vi.fn(), refreshProfile, realtime: fakeRealtime('open').realtime });
    const result = await feed.placeBet(
      { legs: [{ selection_id: 5, odds: '1.85' }], stake: '10.00', odds_policy: 'ask' },
      'slip-key-123456',
    );
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'http', status: 409, code: 'odds_changed', message: 'The odds changed', details: { changes } },
    });
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('while the socket is open, patches the book from its changes and does not poll', async () => {
    vi.useFakeTimers();
    const { server, live, pushes, feed } = feedWith('open', () => ({ data: { items: [event(1, '1.90')] } }));
    feed.watch(view);
    await vi.advanceTimersByTimeAsync(10);
    expect(pushes.at(-1)?.events?.[0]?.main_market?.selections[0]?.odds).toBe('1.90');

    live.send('event', { ...noChanges, selections: [{ id: 100, odds: '1.75' }] });
    expect(pushes.at(-1)?.events?.[0]?.main_market?.selections[0]?.odds).toBe('1.75');
    live.send('event', {
      ...noChanges,
      markets: [{ id: 10, status: 'suspended', suspend_reason: 'dangerous_moment' }],
    });
    expect(pushes.at(-1)?.events?.[0]?.main_market?.status).toBe('suspended');

    const reads = eventReads(server.calls);
    await vi.advanceTimersByTimeAsync(5 * SPORTS_POLL_MS);
    expect(eventReads(server.calls)).toBe(reads);
    feed.watch(null);
  });

  it('polls while the socket is down, stops once it is open again, and rereads at the snapshot', async () => {
    vi.useFakeTimers();
    const { server, live, feed } = feedWith('waiting', () => ({ data: { items: [event(1, '1.90')] } }));
    feed.watch(view);
    await vi.advanceTimersByTimeAsync(3 * SPORTS_POLL_MS + 10);
    expect(eventReads(server.calls)).toBe(4);

    live.setStatus('open');
    live.send('snapshot', { resync: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(eventReads(server.calls)).toBe(5);
    await vi.advanceTimersByTimeAsync(3 * SPORTS_POLL_MS);
    expect(eventReads(server.calls)).toBe(5);
    feed.watch(null);
  });

  it('reads the list again when an event of another state goes live', async () => {
    vi.useFakeTimers();
    const { server, live, feed } = feedWith('open', () => ({ data: { items: [event(1, '1.90')] } }));
    feed.watch(view);
    await vi.advanceTimersByTimeAsync(10);
    live.send('event', {
      ...noChanges,
      events: [{ id: 2, status: 'live', clock: "1H 1'", score: { home: 0, away: 0 } }],
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(eventReads(server.calls)).toBe(2);
    feed.watch(null);
  });

  it('a price that moves while the book is read reaches the page once, on top of the answer', async () => {
    vi.useFakeTimers();
    const { live, pushes, feed } = feedWith('open', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { data: { items: [event(1, '1.90')] } };
    });
    feed.watch(view);
    await vi.advanceTimersByTimeAsync(50);
    live.send('event', { ...noChanges, selections: [{ id: 100, odds: '1.75' }] });
    await vi.advanceTimersByTimeAsync(100);
    expect(pushes.map((p) => p.events?.[0]?.main_market?.selections[0]?.odds)).toEqual(['1.75']);
    feed.watch(null);
  });
});
