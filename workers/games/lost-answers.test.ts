import { describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { GAMES_API, type GameBet, PLAY_API } from '../../contract/api/games';
import type { WorkerEvent } from '../events';
import { createHttpClient } from '../http/client';
import { createPendingWrites } from '../http/pending-writes';
import { json, type RecordedCall, scriptedFetch } from '../http/scripted-fetch.testing';
import { createGames } from './games';

/** A bet as the server shows it (only what these tests read). */
function betOf(id: number, game: GameBet['game'], fields: Partial<GameBet> = {}): GameBet {
  return {
    id,
    game,
    engine_version: 1,
    status: 'settled',
    currency: 'RUB',
    amount: '10.00',
    payout: '0.00',
    multiplier: '0.00',
    params: {},
    outcome: {},
    nonce: id,
    server_seed_hash: 'h',
    client_seed: 'c',
    server_seed: null,
    version: 0,
    created_at: '2026-11-24T00:00:00.000Z',
    ...fields,
  };
}

/**
 * A server that applies each write once per Idempotency-Key (as the real one does) and a network that loses the
 * next `lose` answers after the server applied the call, like a phone's.
 */
function flakyServer() {
  const applied = new Map<string, unknown>();
  let balance = 1000;
  let ids = 0;
  let miner = betOf(0, 'miner');
  const state = { lose: 0, down: false, balance: () => balance, applied };
  const answer = (call: RecordedCall): unknown => {
    const key = call.headers.get('idempotency-key') ?? '';
    const path = call.url.pathname;
    if (call.method === 'GET' && path === GAMES_API.bets.path)
      return { data: { items: [miner], page: 1, per_page: 20, has_more: false } };
    if (call.method === 'GET' && path === PLAY_API.miner.active.path)
      return { data: { bet: miner.status === 'active' ? miner : null } };
    if (call.method === 'GET' && path === pathOf(GAMES_API.bet.path, { id: miner.id })) return { data: { bet: miner } };
    const first = applied.get(key);
    if (first) return first;
    let data: unknown;
    if (path === PLAY_API.dice.bet.path) {
      balance -= 10;
      data = { data: { bet: betOf(++ids, 'dice'), balance: `${balance}.00` } };
    } else if (path === PLAY_API.miner.start.path) {
      balance -= 10;
      miner = betOf(++ids, 'miner', { status: 'active' });
      data = { data: { bet: miner, balance: `${balance}.00` } };
    } else if (path === PLAY_API.miner.cashout.path) {
      balance += 25;
      miner = { ...miner, status: 'settled', payout: '25.00', version: miner.version + 1 };
      data = { data: { bet: miner, balance: `${balance}.00` } };
    } else throw new Error(`unexpected ${call.method} ${path}`);
    applied.set(key, data);
    return data;
  };
  const server = scriptedFetch((call) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const body = answer(call);
    if (state.lose > 0) {
      state.lose--;
      throw new TypeError('Failed to fetch');
    }
    return json(200, body);
  });
  return { ...server, state };
}

function setup(options: { withinMs?: number } = {}) {
  const server = flakyServer();
  const events: WorkerEvent[] = [];
  const balances: string[] = [];
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 'token',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const games = createGames({
    http,
    signedIn: () => true,
    currency: () => 'RUB',
    onCashBalance: (balance) => balances.push(balance),
    emit: (type, payload) => events.push({ type, payload } as WorkerEvent),
    pending: createPendingWrites({ delaysMs: [5] }),
    confirm: { withinMs: options.withinMs ?? 1_000, delaysMs: [5] },
  });
  const writes = () => server.calls.filter((call) => call.method === 'POST');
  return { server, events, balances, games, writes };
}

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('a game write whose answer is lost', () => {
  it('is resent with the same key and body, and the page gets the bet the server made', async () => {
    const { server, balances, games, writes } = setup();
    server.state.lose = 2;
    const result = await games.bet('dice', { amount: '10', target: 5000, direction: 'under' });
    expect(result.ok && result.data.bet.id).toBe(1);
    expect(writes()).toHaveLength(3);
    const keys = new Set(writes().map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect(writes().every((call) => JSON.stringify(call.body) === JSON.stringify(writes()[0]?.body))).toBe(true);
    expect(server.state.applied.size).toBe(1);
    expect(balances).toEqual(['990.00']);
  });

  it('a miner cash-out is resent with its key and the page gets the settled round and the payout', async () => {
    const { server, balances, games } = setup();
    const started = await games.multistep.start('miner', { amount: '10', mines: 3 });
    if (!started.ok) throw new Error('start failed');
    server.state.lose = 1;
    const out = await games.multistep.cashout('miner', 0);
    expect(out.ok && out.data.bet).toMatchObject({ status: 'settled', payout: '25.00' });
    expect(balances.at(-1)).toBe('1015.00');
    const cashouts = server.calls.filter((call) => call.url.pathname === PLAY_API.miner.cashout.path);
    expect(cashouts).toHaveLength(2);
    expect(cashouts[0]?.headers.get('idempotency-key')).toBe(cashouts[1]?.headers.get('idempotency-key'));
  });

  it('gives up in time as "unconfirmed", then learns the answer in the background and pushes it', async () => {
    const { server, events, balances, games, writes } = setup({ withinMs: 40 });
    server.state.lose = 1_000;
    const result = await games.bet('dice', { amount: '10', target: 5000, direction: 'under' });
    expect(result.ok).toBe(false);
    if (result.ok || result.failure.kind !== 'unconfirmed') throw new Error('expected unconfirmed');
    expect(result.failure.key).toBe(writes()[0]?.headers.get('idempotency-key'));
    expect(balances).toEqual([]);

    server.state.lose = 0;
    await until(() => events.some((event) => event.type === 'confirmed'));
    const confirmed = events.find((event) => event.type === 'confirmed');
    expect(confirmed?.payload).toMatchObject({ op: 'bet', key: result.failure.key, game: 'dice' });
    if (confirmed?.type !== 'confirmed' || confirmed.payload.op !== 'bet') throw new Error('no bet confirmed');
    expect(confirmed.payload.result.ok && confirmed.payload.result.data.bet.id).toBe(1);
    // The server made one bet, whatever the number of sends; the header shows its balance.
    expect(server.state.applied.size).toBe(1);
    expect(new Set(writes().map((call) => call.headers.get('idempotency-key'))).size).toBe(1);
    expect(balances).toEqual(['990.00']);
  });

  it('after the connection returns, pushes the newest rounds and the open round of the games shown', async () => {
    const { server, events, games } = setup();
    await games.bets('miner');
    await games.multistep.active('miner');
    const started = await games.multistep.start('miner', { amount: '10', mines: 3 });
    if (!started.ok) throw new Error('start failed');
    await games.refresh();
    expect(events.find((event) => event.type === 'activeRound')?.payload).toEqual({
      game: 'miner',
      bet: started.data.bet,
    });
    expect(events.find((event) => event.type === 'recentBets')?.payload).toEqual({
      game: 'miner',
      items: [started.data.bet],
    });
    expect(server.state.balance()).toBe(990);
  });
});
