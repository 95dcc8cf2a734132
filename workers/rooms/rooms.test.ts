import { describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, type RoomRound } from '../../contract/api/rooms';
import { createConfirmedPost } from '../games/confirmed-post';
import { createHttpClient } from '../http/client';
import { createPendingWrites } from '../http/pending-writes';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createRooms } from './rooms';

const round = (entries: number): RoomRound => ({
  id: 3,
  room: 'red',
  currency: 'RUB',
  phase: 'waiting',
  opened_at: 1,
  closes_at: null,
  server_seed_hash: 'h',
  server_seed: null,
  client_seed: Array.from({ length: entries }, (_, i) => i + 1).join(','),
  pot: `${entries}.00`,
  entries: Array.from({ length: entries }, (_, i) => ({ id: i + 1, stake: '1.00', mine: true, seat: 0 })),
  players: entries ? [{ player: null, mine: true, stake: `${entries}.00`, chance: '1.0000' }] : [],
  winner_entry_id: null,
  winner: null,
  commission: null,
  payout: null,
  drawn_at: null,
});

/** A rooms server that makes one stake per Idempotency-Key, on a network that loses the next `lose` answers. */
function setup() {
  const applied = new Map<string, unknown>();
  const state = { lose: 0, balance: 100 };
  const server = scriptedFetch((call) => {
    const key = call.headers.get('idempotency-key') ?? '';
    if (call.url.pathname !== pathOf(ROOMS_API.join.path, { room: 'red' })) throw new Error(call.url.pathname);
    let answer = applied.get(key);
    if (!answer) {
      state.balance -= 1;
      answer = { data: { entry_id: applied.size + 1, round: round(applied.size + 1), balance: `${state.balance}.00` } };
      applied.set(key, answer);
    }
    if (state.lose > 0) {
      state.lose--;
      throw new TypeError('Failed to fetch');
    }
    return json(200, answer);
  });
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 'token',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const balances: string[] = [];
  const rooms = createRooms({
    http,
    currency: () => 'RUB',
    confirmedPost: createConfirmedPost({
      http,
      pending: createPendingWrites({ delaysMs: [5] }),
      confirm: { withinMs: 1_000, delaysMs: [5] },
    }),
    onCashBalance: (balance) => balances.push(balance),
  });
  return { server, state, applied, rooms, balances };
}

describe('a stake in a room whose answer is lost', () => {
  it('is sent again with the same key to the room, one stake is made, and the balance follows its answer', async () => {
    const { server, state, applied, rooms, balances } = setup();
    state.lose = 2;
    const result = await rooms.join('red', '1.00');
    expect(result.ok && result.data.entry_id).toBe(1);
    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((call) => call.headers.get('idempotency-key'))).size).toBe(1);
    expect(posts.every((call) => call.url.pathname === pathOf(ROOMS_API.join.path, { room: 'red' }))).toBe(true);
    expect(applied.size).toBe(1);
    expect(balances).toEqual(['99.00']);
  });

  it('a second stake is a new key: a second entry', async () => {
    const { applied, rooms } = setup();
    await rooms.join('red', '1.00');
    const again = await rooms.join('red', '1.00');
    expect(again.ok && again.data.round.entries).toHaveLength(2);
    expect(applied.size).toBe(2);
  });
});
