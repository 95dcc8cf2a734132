import 'fake-indexeddb/auto';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CRASH_BASE, type CrashBet, type CrashRound } from '../../contract/api/crash';
import { CHECKPOINT_GAMES, crashPoint, earlierGameHash } from '../../contract/fairness/crash';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import type { TopicUpdate } from '../realtime/connection';
import { type CrashUpdate, createCrash } from './crash';
import { dexieProvenCheckpoints } from './proven-checkpoints';
import { verifyCrashRound } from './verify';

const round = (over: Partial<CrashRound> = {}): CrashRound => ({
  id: 5,
  game: 5,
  phase: 'betting',
  opened_at: 1_000,
  running_at: 6_000,
  bust: null,
  hash: null,
  busted_at: null,
  ...over,
});
const bet = (over: Partial<CrashBet> = {}): CrashBet => ({
  id: 11,
  round_id: 5,
  player: null,
  mine: false,
  currency: 'RUB',
  amount: '10.00',
  auto_cashout: null,
  status: 'active',
  cashout: null,
  payout: '0.00',
  ...over,
});

/** Crash over a fake socket (the test pushes its updates) and a scripted server; `base`: crash's service base. */
function setup(answer: (path: string, method: string) => unknown, base = 'http://api.localhost:8080') {
  const server = scriptedFetch((call) => json(200, answer(call.url.pathname, call.method)));
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 't',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  let push: (update: TopicUpdate) => void = () => {};
  const balances: string[] = [];
  const crash = createCrash({
    http,
    base: () => base,
    realtime: {
      subscribe: (_topic, callback) => {
        push = callback;
        return () => {};
      },
      clockOffset: () => 25,
    },
    onCashBalance: (balance) => balances.push(balance),
    newKey: (() => {
      let n = 0;
      return () => `key-${++n}`;
    })(),
  });
  const heard: CrashUpdate[] = [];
  crash.watch((update) => heard.push(update));
  const send = (kind: 'snapshot' | 'event', data: unknown, serverTime = 2_000) =>
    push({ kind, topic: 'crash', data, serverTime });
  return { crash, heard, send, calls: server.calls, balances };
}

const state = (over = {}) => ({ round: round(), server_time: 2_000, multiplier: '1.00', bets: [], ...over });

describe('crash in the worker', () => {
  it('bets under a new Idempotency-Key, applies the balance, and marks that bet as the player’s on the bus', async () => {
    const { crash, heard, send, calls, balances } = setup(() => ({ data: { bet: bet(), balance: '90.00' } }));
    send('snapshot', state());
    const answer = await crash.bet({ amount: '10.00', auto_cashout: '2.00' });
    expect(answer).toMatchObject({ ok: true, data: { bet: { id: 11, mine: true }, balance: '90.00' } });
    expect(calls[0]?.url.pathname).toBe(`${CRASH_BASE}/bets`);
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]?.body).toEqual({ amount: '10.00', auto_cashout: '2.00' });
    expect(balances).toEqual(['90.00']);

    send('event', { type: 'cashed_out', bet: bet({ status: 'cashed_out', cashout: '1.50', payout: '15.00' }) });
    const last = heard.at(-1);
    expect(last).toMatchObject({ kind: 'event', offsetMs: 25, data: { type: 'cashed_out', bet: { mine: true } } });
  });

  it('cashes out one bet by its id under its own key', async () => {
    const { crash, calls } = setup(() => ({
      data: { bet: bet({ status: 'cashed_out', cashout: '1.20', payout: '12.00' }), balance: '102.00' },
    }));
    expect((await crash.cashout(11)).ok).toBe(true);
    expect(calls[0]?.url.pathname).toBe(`${CRASH_BASE}/bets/11/cashout`);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
  });

  it("sends every crash call to crash's own service base (spec §7), not the client's API base", async () => {
    const { crash, calls } = setup(
      (path) =>
        path.endsWith('/rounds')
          ? { data: [] }
          : path.endsWith('/fairness')
            ? { data: null }
            : path.endsWith('/state')
              ? { data: state() }
              : { data: { bet: bet(), balance: '90.00' } },
      'http://api.localhost:9443',
    );
    expect((await crash.bet({ amount: '10.00' })).ok).toBe(true);
    expect((await crash.cashout(11)).ok).toBe(true);
    expect((await crash.state()).ok).toBe(true);
    expect((await crash.history()).ok).toBe(true);
    expect(calls.map((call) => `${call.url.origin}${call.url.pathname}`).sort()).toEqual(
      [
        `${CRASH_BASE}/bets`,
        `${CRASH_BASE}/bets/11/cashout`,
        `${CRASH_BASE}/state`,
        `${CRASH_BASE}/rounds`,
        `${CRASH_BASE}/fairness`,
      ]
        .map((path) => `http://api.localhost:9443${path}`)
        .sort(),
    );
  });

  it('refuses an answer the contract does not describe', async () => {
    const { crash } = setup(() => ({ data: { bet: { id: 'x' }, balance: 1 } }));
    expect(await crash.bet({ amount: '10.00' })).toMatchObject({ ok: false, failure: { code: 'answer_malformed' } });
  });

  it('resyncs from GET state when an event names a round it was not told about', async () => {
    const { heard, send, calls } = setup((path) =>
      path.endsWith('/state') ? { data: state({ round: round({ id: 6, phase: 'running' }), multiplier: '1.10' }) } : {},
    );
    send('snapshot', state());
    send('event', { type: 'tick', r: 6, m: 110, t: 8_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.url.pathname)).toEqual([`${CRASH_BASE}/state`]);
    expect(heard.map((update) => update.kind)).toEqual(['snapshot', 'snapshot']);
    expect(heard[1]).toMatchObject({ data: { round: { id: 6 } } });
    // The next round's events pass again without another resync.
    send('event', { type: 'tick', r: 6, m: 112, t: 8_100 });
    expect(heard).toHaveLength(3);
    expect(calls).toHaveLength(1);
  });
});

describe('the offline verifier', () => {
  it('recomputes the bust and walks the hash down to the terminating hash, checking published rounds', async () => {
    // A chain of four games: game 4 is the newest; game 0 is the terminating hash.
    const game4 = 'ab'.repeat(32);
    const game3 = await earlierGameHash(game4);
    const game2 = await earlierGameHash(game3);
    const game1 = await earlierGameHash(game2);
    const terminating = await earlierGameHash(game1);
    const answer = await verifyCrashRound(
      {
        hash: game4,
        salt: 'salt',
        game: 4,
        terminatingHash: terminating,
        known: { 3: game3, 2: 'cd'.repeat(32) },
      },
      new Map(),
      dexieProvenCheckpoints(`proofs-${randomUUID()}`),
    );
    expect(answer.bust).toBe(await crashPoint(game4, 'salt'));
    expect(answer).toMatchObject({ walked: 4, reached: true, via: 0, matched: 1, mismatched: 1 });
    expect(answer.links.map((link) => [link.game, link.matchesPublished])).toEqual([
      [3, true],
      [2, false],
      [1, null],
      [0, null],
    ]);
    const wrong = await verifyCrashRound(
      { hash: game4, salt: 'salt', game: 4, terminatingHash: game1 },
      new Map(),
      dexieProvenCheckpoints(`proofs-${randomUUID()}`),
    );
    expect(wrong.reached).toBe(false);
  });

  describe('a round past game 100,000, through the published checkpoints', () => {
    const sha = (hex: string) => createHash('sha256').update(hex).digest('hex');
    // A chain played up to game 120,005: game n's hash is hashes[n]; hashes[0] is the terminating hash.
    const GAMES = 120_005;
    const hashes: string[] = new Array(GAMES + 1);
    hashes[GAMES] = randomBytes(32).toString('hex');
    for (let game = GAMES; game > 0; game--) hashes[game - 1] = sha(hashes[game] as string);
    const terminatingHash = hashes[0] as string;
    const published = new Map<number, string>();
    for (let game = CHECKPOINT_GAMES; game <= GAMES; game += CHECKPOINT_GAMES) {
      published.set(game, hashes[game] as string);
    }
    const input = (hash: string) => ({ hash, salt: 'salt', game: GAMES, terminatingHash });

    it('links to the commitment, each checkpoint proven once and remembered: later checks walk only to the nearest one, offline too', async () => {
      const database = `proofs-${randomUUID()}`;
      const first = await verifyCrashRound(input(hashes[GAMES] as string), published, dexieProvenCheckpoints(database));
      expect(first).toMatchObject({ reached: true, via: 120_000, walked: GAMES });
      // Another visit (a new worker, the same browser storage): the proofs were kept.
      const again = await verifyCrashRound(input(hashes[GAMES] as string), published, dexieProvenCheckpoints(database));
      expect(again).toMatchObject({ reached: true, via: 120_000, walked: 5 });
      const earlier = { ...input(hashes[55_555] as string), game: 55_555 };
      expect(await verifyCrashRound(earlier, published, dexieProvenCheckpoints(database))).toMatchObject({
        reached: true,
        via: 50_000,
        walked: 5_555,
      });
      // Offline, with no published checkpoint: the proven ones are the stepping stones.
      const offline = await verifyCrashRound(
        input(hashes[GAMES] as string),
        new Map(),
        dexieProvenCheckpoints(database),
      );
      expect(offline).toMatchObject({ reached: true, via: 120_000, walked: 5 });
    }, 120_000);

    it('a forged hash does not link, nor one that reaches a forged checkpoint, which is not remembered', async () => {
      const proofs = dexieProvenCheckpoints(`proofs-${randomUUID()}`);
      const forged = randomBytes(32).toString('hex');
      expect(await verifyCrashRound(input(forged), published, proofs)).toMatchObject({ reached: false, via: 120_000 });
      // The server forges the round and the checkpoint it reaches: the checkpoint's own walk gives it away.
      let stone = forged;
      for (let step = 0; step < 5; step++) stone = sha(stone);
      const lying = new Map(published).set(120_000, stone);
      expect(await verifyCrashRound(input(forged), lying, proofs)).toMatchObject({ reached: false, via: 120_000 });
      expect([...(await proofs.read(terminatingHash))]).toEqual([]);
    }, 120_000);
  });
});
