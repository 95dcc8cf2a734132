import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { HISTORY_API } from '../../contract/api/history';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { loadHistory, loadHistoryRow } from './history';
import { dexieHistoryCache } from './history-cache';

const round = (id: number) => ({
  kind: 'round',
  id,
  game: 'dice',
  currency: 'RUB',
  amount: '1.00',
  multiplier: '1.98',
  payout: '1.98',
  net: '0.98',
  status: 'settled',
  seeds_revealed: false,
  created_at: '2026-11-21T10:00:00.000Z',
});
const cursorAfter = (id: number) => `2026-11-21T10:00:00.000000Z~round~${id}`;

/** A server with rounds 9, 8, 7 …, one per page; throws like fetch when offline. */
function client(online: () => boolean) {
  return clientOf(
    scriptedFetch(({ url }) => {
      if (!online()) throw new TypeError('Failed to fetch');
      expect(url.pathname).toBe(HISTORY_API.list.path);
      const after = url.searchParams.get('cursor');
      const id = after ? Number(after.split('~')[2]) - 1 : 9;
      return json(200, { data: { items: [round(id)], next_cursor: cursorAfter(id) } });
    }),
  );
}

function clientOf(server: ReturnType<typeof scriptedFetch>) {
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
  it('answers the saved pages with their time when the network is gone, only for the same player and filter', async () => {
    let online = true;
    const http = client(() => online);
    const cache = dexieHistoryCache('history-test');
    const saved = { cache, userId: 1 };
    const first = await loadHistory(http, { kind: 'rounds' }, saved);
    expect(first).toMatchObject({ ok: true, data: { savedAt: null, items: [{ id: 9 }] } });
    const second = await loadHistory(http, { kind: 'rounds', cursor: cursorAfter(9) }, saved);
    expect(second).toMatchObject({ ok: true, data: { items: [{ id: 8 }] } });

    online = false;
    const offlineFirst = await loadHistory(http, { kind: 'rounds' }, saved);
    expect(offlineFirst.ok && offlineFirst.data.items[0]?.id).toBe(9);
    expect(offlineFirst.ok && offlineFirst.data.savedAt).toBeGreaterThan(0);
    const offlineSecond = await loadHistory(http, { kind: 'rounds', cursor: cursorAfter(9) }, saved);
    expect(offlineSecond.ok && offlineSecond.data.items[0]?.id).toBe(8);
    // A page never fetched, another filter, another player: nothing saved.
    expect(await loadHistory(http, { kind: 'rounds', cursor: cursorAfter(8) }, saved)).toMatchObject({ ok: false });
    expect(await loadHistory(http, { kind: 'deposits' }, saved)).toMatchObject({ ok: false });
    const otherPlayer = await loadHistory(http, { kind: 'rounds' }, { cache, userId: 2 });
    expect(otherPlayer).toMatchObject({ ok: false, failure: { kind: 'network' } });

    await cache.clear();
    expect((await loadHistory(http, { kind: 'rounds' }, saved)).ok).toBe(false);
  });
});

describe('one row of the history', () => {
  it('reads a round by its kind and id, and hands on the 404 of a row that is none of the player’s', async () => {
    const http = clientOf(
      scriptedFetch(({ url }) =>
        url.pathname === pathOf(HISTORY_API.row.path, { kind: 'round', id: 7 })
          ? json(200, { data: round(7) })
          : json(404, { code: 'history_row_not_found', message: 'No such row in your history' }),
      ),
    );
    expect(await loadHistoryRow(http, 'round', 7)).toEqual({ ok: true, data: round(7) });
    expect(await loadHistoryRow(http, 'crash_bet', 7)).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 404, code: 'history_row_not_found' },
    });
  });
});

describe('history answers are checked', () => {
  it('refuses a malformed page with a clear failure instead of handing it to the page', async () => {
    const http = clientAnswering({ data: { items: [{ ...round(7), net: undefined }], next_cursor: null } });
    expect(await loadHistory(http, {})).toMatchObject(MALFORMED);
  });

  it('refuses a row of an unknown kind', async () => {
    const http = clientAnswering({ data: { items: [{ ...round(7), kind: 'bet' }], next_cursor: null } });
    expect(await loadHistory(http, {})).toMatchObject(MALFORMED);
  });
});
