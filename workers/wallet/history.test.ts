import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { loadHistory } from './history';
import { dexieHistoryCache } from './history-cache';

const page = (id: number) => ({
  items: [
    {
      id,
      kind: 'deposit',
      currency: 'RUB',
      balance_change: '500.00',
      bonus_balance_change: '0.00',
      bonus_change: '0.00',
      hold_change: '0.00',
      reference: null,
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  page: 1,
  per_page: 20,
  has_more: false,
});

function client(online: () => boolean) {
  const server = scriptedFetch(() => {
    if (!online()) throw new TypeError('Failed to fetch');
    return json(200, { data: page(7) });
  });
  return createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 't',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
}

describe('history offline (profile → history)', () => {
  it('answers the saved copy with its time when the network is gone, only for the same player', async () => {
    let online = true;
    const http = client(() => online);
    const cache = dexieHistoryCache('history-test');
    const fresh = await loadHistory(http, { kinds: ['deposit'], page: 1 }, { cache, userId: 1 });
    expect(fresh).toMatchObject({ ok: true, data: { savedAt: null } });

    online = false;
    const saved = await loadHistory(http, { kinds: ['deposit'], page: 1 }, { cache, userId: 1 });
    expect(saved.ok && saved.data.items[0]?.id).toBe(7);
    expect(saved.ok && saved.data.savedAt).toBeGreaterThan(0);

    const otherPlayer = await loadHistory(http, { kinds: ['deposit'], page: 1 }, { cache, userId: 2 });
    expect(otherPlayer).toMatchObject({ ok: false, failure: { kind: 'network' } });

    await cache.clear();
    const afterLogout = await loadHistory(http, { kinds: ['deposit'], page: 1 }, { cache, userId: 1 });
    expect(afterLogout.ok).toBe(false);
  });
});

describe('history answers are checked', () => {
  it('refuses a malformed page with a clear failure instead of handing it to the page', async () => {
    const http = clientAnswering({ data: { ...page(7), items: [{ id: 'x' }] } });
    expect(await loadHistory(http, { kinds: [], page: 1 })).toMatchObject(MALFORMED);
  });
});
