import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_API } from '../../contract/api/support';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createSupport, SUPPORT_OPEN_POLL_MS, SUPPORT_REFRESH_DELAY_MS } from './support';

function setup(unread: () => number, signedIn = true) {
  const server = scriptedFetch((call) =>
    call.url.pathname === SUPPORT_API.unread.path ? json(200, { data: { unread: unread() } }) : json(404, {}),
  );
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => (signedIn ? 'token' : null),
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const counts: number[] = [];
  const support = createSupport({
    http,
    emit: (type, payload) => {
      if (type === 'support') counts.push((payload as { unread: number }).unread);
    },
    signedIn: () => signedIn,
  });
  return { support, counts, calls: server.calls };
}

describe('support chat unread count (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes 250 ms after the last route change, once for a burst', async () => {
    const { support, counts, calls } = setup(() => 2);
    expect(SUPPORT_REFRESH_DELAY_MS).toBe(250);
    support.scheduleRefresh();
    await vi.advanceTimersByTimeAsync(100);
    support.scheduleRefresh();
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(counts).toEqual([2]));
    expect(calls).toHaveLength(1);
  });

  it('polls every 10 s while the conversation is open, and stops when it closes', async () => {
    const { support, calls } = setup(() => 1);
    expect(SUPPORT_OPEN_POLL_MS).toBe(10_000);
    support.watch(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(2);
    support.watch(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('emits only when the count changes, and a guest has none without asking the server', async () => {
    let unread = 1;
    const { support, counts } = setup(() => unread);
    await support.refresh();
    await support.refresh();
    unread = 0;
    await support.refresh();
    expect(counts).toEqual([1, 0]);
    const guest = setup(() => 5, false);
    await guest.support.refresh();
    expect(guest.counts).toEqual([0]);
    expect(guest.calls).toHaveLength(0);
  });
});

describe('support answers are checked', () => {
  it('refuses a malformed conversation with a clear failure and publishes no count from it', async () => {
    const server = scriptedFetch(() =>
      json(200, { data: { items: [{ id: 1, author: 'bot', body: 'hi' }], unread: 1 } }),
    );
    const http = createHttpClient({
      baseURL: () => 'http://api.localhost:8080',
      accessToken: () => 'token',
      region: () => null,
      locale: () => 'en',
      refreshAccessToken: async () => null,
      fetch: server.fetch,
      retryDelayMs: 0,
    });
    const counts: number[] = [];
    const support = createSupport({ http, emit: () => counts.push(1), signedIn: () => true });
    expect(await support.conversation()).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 502, code: 'answer_malformed' },
    });
    expect(counts).toEqual([]);
  });
});
