import { describe, expect, it } from 'vitest';
import type { GameBet } from '../../contract/api/games';
import { PLAY_API } from '../../contract/api/games';
import type { AutoBetSettings } from '../../contract/games/autobet';
import type { WorkerEvent } from '../events';
import { createGames, type GamesConfig } from '../games/games';
import { createHttpClient } from '../http/client';
import { createPendingWrites } from '../http/pending-writes';
import { json, type RecordedCall, scriptedFetch } from '../http/scripted-fetch.testing';
import { type AutoBet, type AutoBetEvent, createAutoBet } from './autobet';

const settings = (fields: Partial<AutoBetSettings> = {}): AutoBetSettings => ({
  rounds: 10,
  onWin: { mode: 'reset' },
  onLoss: { mode: 'reset' },
  stopOnProfit: null,
  stopOnLoss: null,
  stopOnWinAbove: null,
  ...fields,
});
const dice = { game: 'dice', body: { amount: '1.00', target: 5000, direction: 'under' } } as const;

/**
 * A dice server: each bet takes a few milliseconds, wins when `wins` says so (×2), applies a key once, and counts
 * how many bets it holds at once. `answer` may replace an answer (a refusal, a lost one).
 */
function diceServer(wins: (n: number) => boolean, answer?: (n: number, call: RecordedCall) => Response | null) {
  let balance = 10_000;
  let inFlight = 0;
  const state = { most: 0, bets: 0 };
  const server = scriptedFetch(async (call) => {
    if (call.url.pathname !== PLAY_API.dice.bet.path) throw new Error(`unexpected ${call.url.pathname}`);
    inFlight++;
    state.most = Math.max(state.most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 3));
    inFlight--;
    const n = ++state.bets;
    const replaced = answer?.(n, call);
    if (replaced) return replaced;
    const amount = (call.body as { amount: string }).amount;
    const payout = wins(n) ? (Number(amount) * 2).toFixed(2) : '0.00';
    balance += Math.round(Number(payout) * 100) - Math.round(Number(amount) * 100);
    const bet: GameBet = {
      id: n,
      game: 'dice',
      engine_version: 1,
      status: 'settled',
      currency: 'RUB',
      amount,
      payout,
      multiplier: wins(n) ? '2.00' : '0.00',
      params: {},
      outcome: { roll: 1 },
      nonce: n,
      server_seed_hash: 'h',
      client_seed: 'c',
      server_seed: null,
      version: 0,
      created_at: '2026-11-24T00:00:00.000Z',
    };
    return json(200, { data: { bet, balance: (balance / 100).toFixed(2) } });
  });
  return { ...server, state };
}

/**
 * The page's side of a run's events: each round is shown (its animation lands) a moment after it arrives, unless
 * `shows` is false (the test answers itself).
 */
function pageShowing(autoBet: () => AutoBet, shows = true) {
  const events: WorkerEvent[] = [];
  const emit = (type: string, payload: unknown) => {
    events.push({ type, payload } as WorkerEvent);
    const ack = type === 'autoBet' ? (payload as AutoBetEvent).ack : undefined;
    if (shows && ack) queueMicrotask(() => autoBet().shown(ack));
  };
  return { events, emit };
}

const tick = (ms = 1) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(
  server: ReturnType<typeof diceServer>,
  options: { withinMs?: number; shows?: boolean; shownWithinMs?: number } = {},
) {
  /** The browser's network and the safer-gambling clock, as the test sets them. */
  const world = { online: true, realityCheckDue: false };
  const page = pageShowing(() => autoBet, options.shows);
  const { events, emit } = page;
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
    onCashBalance: () => {},
    emit,
    pending: createPendingWrites({ delaysMs: [60_000] }),
    confirm: { withinMs: options.withinMs ?? 1_000, delaysMs: [5] },
  });
  const config = { currency: 'RUB', limits: { dice: { min: '1.00', max: '10000.00' } } } as unknown as GamesConfig;
  const autoBet = createAutoBet({
    games: { ...games, config: async () => ({ ok: true, data: config }) },
    signedIn: () => true,
    online: () => world.online,
    realityCheckDue: () => world.realityCheckDue,
    emit,
    shownWithinMs: options.shownWithinMs,
  });
  const progress = () =>
    events.flatMap((event) => (event.type === 'autoBet' ? [event.payload.progress] : [])).map((p) => ({ ...p }));
  const ended = async () => {
    const end = Date.now() + 5_000;
    while (!progress().some((p) => !p.running)) {
      if (Date.now() > end) throw new Error('the run did not end');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return progress().find((p) => !p.running);
  };
  return { autoBet, events, progress, ended, world };
}

describe('auto-bet in the worker', () => {
  it('keeps one bet in flight, each under its own key, and ends after the number of rounds', async () => {
    const server = diceServer((n) => n % 3 === 0);
    const { autoBet, ended, events } = setup(server);
    const started = await autoBet.start(dice, settings({ rounds: 7 }));
    expect(started.ok).toBe(true);
    expect(await ended()).toMatchObject({ stop: 'rounds', played: 7, net: '-3.00' });
    expect(server.state.most).toBe(1);
    expect(new Set(server.calls.map((call) => call.headers.get('idempotency-key'))).size).toBe(7);
    // Each round reaches the page like a manual bet.
    expect(events.filter((event) => event.type === 'autoBet' && event.payload.round)).toHaveLength(7);
  });

  it('refuses a second run while one runs, and bad settings', async () => {
    const { autoBet, ended } = setup(diceServer(() => false));
    await autoBet.start(dice, settings({ rounds: 2 }));
    const second = await autoBet.start(dice, settings());
    expect(second.ok || second.failure).toMatchObject({ status: 409, code: 'auto_bet_running' });
    await ended();
    const bad = await autoBet.start(dice, { ...settings(), onLoss: { mode: 'increase', percentBp: -5 } });
    expect(bad.ok || bad.failure).toMatchObject({ kind: 'validation', status: 422 });
  });

  it('doubles the stake after a loss and stops before a bet that could pass stop-on-loss', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended } = setup(server);
    await autoBet.start(
      dice,
      settings({ rounds: 20, onLoss: { mode: 'increase', percentBp: 10_000 }, stopOnLoss: '10.00' }),
    );
    // 1 + 2 + 4 = 7 lost; 8 more would make 15 > 10.
    expect(await ended()).toMatchObject({ stop: 'loss', played: 3, net: '-7.00', stake: '8.00' });
    expect(server.calls.map((call) => (call.body as { amount: string }).amount)).toEqual(['1.00', '2.00', '4.00']);
  });

  it('stops on request before the next bet leaves', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended } = setup(server);
    await autoBet.start(dice, settings({ rounds: 0 }));
    while (server.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    autoBet.stop();
    const end = await ended();
    expect(end).toMatchObject({ stop: 'requested', played: 2 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls).toHaveLength(2);
  });

  it('sends the next round only once the page has shown the last one', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended, events } = setup(server, { shows: false });
    await autoBet.start(dice, settings({ rounds: 3 }));
    const acks = () =>
      events.flatMap((event) => (event.type === 'autoBet' && event.payload.ack ? [event.payload.ack] : []));
    for (let round = 1; round <= 3; round++) {
      while (acks().length < round) await tick();
      await tick(40);
      // The wheel still spins: no new round has left.
      expect(server.calls).toHaveLength(round);
      const ack = acks()[round - 1];
      expect(ack?.round).toBe(round);
      // An answer about another run moves nothing.
      autoBet.shown({ run: (ack?.run ?? 0) + 1, round });
      await tick(20);
      expect(server.calls).toHaveLength(round);
      if (ack) autoBet.shown(ack);
    }
    // The run ends once its last round was shown.
    expect(await ended()).toMatchObject({ stop: 'rounds', played: 3 });
    expect(server.calls).toHaveLength(3);
  });

  it('a stop while the page shows a round ends the run: nothing more is sent', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended } = setup(server, { shows: false });
    await autoBet.start(dice, settings({ rounds: 0 }));
    while (server.calls.length < 1) await tick();
    await tick(20);
    autoBet.stop();
    expect(await ended()).toMatchObject({ stop: 'requested', played: 1 });
    await tick(30);
    expect(server.calls).toHaveLength(1);
  });

  it('goes on when the page stays silent past the limit', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended } = setup(server, { shows: false, shownWithinMs: 30 });
    await autoBet.start(dice, settings({ rounds: 3 }));
    expect(await ended()).toMatchObject({ stop: 'rounds', played: 3 });
  });

  it('stops on a refused bet with its failure, and sends nothing after it', async () => {
    const server = diceServer(
      () => false,
      (n) => (n === 3 ? json(422, { errors: { amount: ['insufficient_funds: Not enough money'] } }) : null),
    );
    const { autoBet, ended } = setup(server);
    await autoBet.start(dice, settings({ rounds: 10 }));
    const end = await ended();
    expect(end).toMatchObject({ stop: 'failed', played: 2, failure: { kind: 'validation', status: 422 } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls).toHaveLength(3);
  });

  it('stops on a bet a responsible-gambling limit refuses, saying so, and sends nothing after it', async () => {
    const limit = 'loss_limit_reached: Your day loss limit allows 0.00 RUB more';
    const server = diceServer(
      () => false,
      (n) => (n === 4 ? json(422, { errors: { amount: [limit] } }) : null),
    );
    const { autoBet, ended } = setup(server);
    await autoBet.start(dice, settings({ rounds: 0 }));
    const end = await ended();
    expect(end).toMatchObject({ stop: 'failed', played: 3, failure: { errors: { amount: [limit] } } });
    await tick(30);
    expect(server.calls).toHaveLength(4);
    expect(server.state.most).toBe(1);
  });

  it('a reality check coming due ends the run at once, while the page shows a round; none starts while it is open', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended, world } = setup(server, { shows: false });
    await autoBet.start(dice, settings({ rounds: 0 }));
    while (server.calls.length < 1) await tick();
    await tick(20);
    world.realityCheckDue = true;
    autoBet.interrupt('realityCheck');
    expect(await ended()).toMatchObject({ stop: 'realityCheck', played: 1 });
    await tick(30);
    expect(server.calls).toHaveLength(1);

    const again = setup(server);
    again.world.realityCheckDue = true;
    await again.autoBet.start(dice, settings({ rounds: 5 }));
    expect(await again.ended()).toMatchObject({ stop: 'realityCheck', played: 0 });
    expect(server.calls).toHaveLength(1);
  });

  it('a lost connection ends the run before its next bet, saying so', async () => {
    const server = diceServer(() => false);
    const { autoBet, ended, world } = setup(server, { shows: false });
    await autoBet.start(dice, settings({ rounds: 0 }));
    while (server.calls.length < 1) await tick();
    await tick(20);
    world.online = false;
    autoBet.interrupt('offline');
    expect(await ended()).toMatchObject({ stop: 'offline', played: 1 });
    await tick(30);
    expect(server.calls).toHaveLength(1);

    // Offline already between two rounds (no event heard): the loop's own check.
    const quiet = setup(server);
    await quiet.autoBet.start(dice, settings({ rounds: 0 }));
    while (server.calls.length < 3) await tick();
    quiet.world.online = false;
    expect(await quiet.ended()).toMatchObject({ stop: 'offline' });
    await tick(30);
    expect(server.calls.length).toBeLessThanOrEqual(4);
  });

  it('stops when a bet stays unanswered (unconfirmed), and sends no new bet', async () => {
    const server = diceServer(
      () => false,
      (n) => {
        if (n >= 2) throw new TypeError('Failed to fetch');
        return null;
      },
    );
    const { autoBet, ended } = setup(server, { withinMs: 40 });
    await autoBet.start(dice, settings({ rounds: 10 }));
    const end = await ended();
    expect(end).toMatchObject({ stop: 'unconfirmed', played: 1, failure: { kind: 'unconfirmed' } });
    // Only the lost bet's resends follow, all under its one key.
    const keys = new Set(server.calls.slice(1).map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });

  it('miner (demo): opens the picked tiles in order each round, cashes out, and shows every step', async () => {
    const { events, emit } = pageShowing(() => autoBet);
    const games = createGames({
      http: createHttpClient({
        baseURL: () => 'http://api.localhost:8080',
        accessToken: () => null,
        region: () => null,
        locale: () => 'en',
        refreshAccessToken: async () => null,
        fetch: scriptedFetch(() => {
          throw new Error('a demo round needs no server');
        }).fetch,
        retryDelayMs: 0,
      }),
      signedIn: () => false,
      currency: () => 'RUB',
      onCashBalance: () => {},
      emit,
      pending: createPendingWrites(),
    });
    const config = { currency: 'RUB', limits: { miner: { min: '1.00', max: '1000.00' } } } as unknown as GamesConfig;
    const autoBet = createAutoBet({
      games: { ...games, config: async () => ({ ok: true, data: config }) },
      signedIn: () => false,
      online: () => false,
      realityCheckDue: () => false,
      emit,
    });
    const tiles = [12, 0, 24];
    await autoBet.start({ game: 'miner', body: { amount: '1.00', mines: 3 }, tiles }, settings({ rounds: 6 }));
    const end = Date.now() + 5_000;
    while (!events.some((event) => event.type === 'autoBet' && !event.payload.progress.running)) {
      if (Date.now() > end) throw new Error('the run did not end');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const steps = events.flatMap((event) =>
      event.type === 'autoBet' && event.payload.round?.kind === 'step' ? [event.payload.round.answer.bet] : [],
    );
    const ended = steps.filter((bet) => bet.status !== 'active');
    expect(ended).toHaveLength(6);
    for (const bet of ended) {
      const revealed = (bet.outcome as { revealed: number[] }).revealed;
      const mines = (bet.outcome as { mine_tiles: number[] }).mine_tiles;
      // The picked tiles, in order, up to the first mine; all three safe: cashed out at their multiplier.
      expect(revealed).toEqual(tiles.slice(0, revealed.length));
      const hit = revealed.find((tile) => mines.includes(tile));
      if (hit === undefined) expect([revealed.length, Number(bet.payout) > 1]).toEqual([3, true]);
      else expect([revealed.at(-1), bet.payout]).toEqual([hit, '0.00']);
    }
    const last = events.at(-1);
    expect(last?.type === 'autoBet' && last.payload.progress).toMatchObject({ stop: 'rounds', played: 6 });
  });
});
