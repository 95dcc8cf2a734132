import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BetAnswer,
  CaseOpenAnswer,
  GAMES_API,
  type GameBet,
  PLAY_API,
  RotateSeedsAnswer,
} from '../../contract/api/games';
import { type BetSeeds, betFloats } from '../../contract/fairness/bytes';
import { hashServerSeed } from '../../contract/fairness/seeds';
import type { OneShotGame, OpenRound, Settlement, StepGame } from '../../contract/games/game';
import { HILO_GUESSES } from '../../contract/games/hilo';
import { BP, formatMultiplier } from '../../contract/games/multiplier';
import { BetRefused, RoundConflict } from '../../contract/games/refusal';
import { type BetName, GAMES, gameOf, type StepName } from '../../contract/games/registry';
import { fromMinor, toMinor } from '../../contract/money';
import type { ApiResult } from '../../workers/api-result';
import { createDemoBank } from '../../workers/games/demo';
import { createMultistep } from '../../workers/games/multistep';
import type { HttpClient } from '../../workers/http/client';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';

/**
 * One definition per game: for the same seeds and choices, the registry's rules (contract/games/registry.ts), the
 * server's round (this server, through the HTTP API, on its database) and the worker's demo mode end a round with
 * the same multiplier, payout and outcome, and refuse the same choices. Each round is played on the server first;
 * rotating the pair then reveals its seeds, which the demo (started from that pair) and the rules play again.
 */

const RUNS = 50;

let server: TestServer;
let player: Player;

beforeAll(async () => {
  server = await startTestServer();
  player = await registerPlayer(server);
  await createWalletService(server.db).credit({
    userId: player.userId,
    currency: 'RUB',
    amountMinor: toMinor('10000000', 'RUB'),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
});
afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.close();
});

/** How a round ended, as each of the three reports it. */
interface Ended {
  multiplier: string;
  payout: string;
  outcome: unknown;
  /** The codes of the refused choices or steps, in order. */
  refused: string[];
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value));
const endedOf = (bet: GameBet, refused: string[]): Ended => ({
  multiplier: bet.multiplier,
  payout: bet.payout,
  outcome: json(bet.outcome),
  refused,
});
const settled = (s: Settlement, refused: string[]): Ended => ({
  multiplier: formatMultiplier(s.multiplier),
  payout: fromMinor(s.payout, 'RUB'),
  outcome: json(s.outcome),
  refused,
});

function codeOfServer(res: { statusCode: number; json(): unknown }): string {
  const body = res.json() as { code?: string; errors?: Record<string, string[]> };
  if (body.code) return body.code;
  return Object.values(body.errors ?? {})[0]?.[0]?.split(':')[0] ?? `status ${res.statusCode}`;
}

function codeOfRule(error: unknown): string {
  if (error instanceof BetRefused || error instanceof RoundConflict) return error.code;
  throw error;
}

function codeOfDemo<T>(result: ApiResult<T>): string {
  if (result.ok) throw new Error('expected a refusal');
  const { failure } = result;
  if (failure.kind === 'validation') return Object.values(failure.errors)[0]?.[0]?.split(':')[0] ?? 'no code';
  if (failure.kind === 'http') return failure.code;
  throw new Error(`unexpected failure ${failure.kind}`);
}

const post = (url: string, payload: unknown, key: string | null = randomUUID()) =>
  server.api({
    method: 'POST',
    url,
    headers: { ...player.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

/** Rotates the player's pair: the seeds of the rounds just played, and the pair the demo starts from. */
async function reveal(nonce: number) {
  const res = await server.api({ method: 'PUT', url: GAMES_API.rotateSeeds.path, headers: player.auth, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  const { revealed } = RotateSeedsAnswer.parse(res.json()).data;
  const seeds: BetSeeds = { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce };
  const pair = {
    serverSeed: seeds.serverSeed,
    serverSeedHash: revealed.server_seed_hash,
    clientSeed: seeds.clientSeed,
    nonce,
    nextServerSeed: 'next',
    nextServerSeedHash: await hashServerSeed('next'),
  };
  return { seeds, pair };
}

const noRequests = { request: () => Promise.reject(new Error('demo rounds make no request')) } as unknown as HttpClient;

// ---------------------------------------------------------------- one-shot games

/** A round of a one-shot game on the server, by the rules and in the demo, from the same seeds and choices. */
async function playOneShot(name: BetName | 'cases', body: Record<string, unknown>) {
  const game = gameOf(name) as OneShotGame;
  const res = await post(name === 'cases' ? GAMES_API.casesOpen.path : PLAY_API[name].bet.path, body);
  if (res.statusCode !== 200) {
    const refused = codeOfServer(res);
    let rules = 'accepted';
    try {
      game.check?.(body);
      game.stake(body, 'RUB');
    } catch (error) {
      rules = codeOfRule(error);
    }
    const demo = await createDemoBank(() => 'RUB')
      .play(game, body)
      .then(
        () => 'accepted',
        (error) => codeOfRule(error),
      );
    return { server: { refused }, rules: { refused: rules }, demo: { refused: demo } };
  }
  const bet = (name === 'cases' ? CaseOpenAnswer : BetAnswer).parse(res.json()).data.bet;
  const { seeds, pair } = await reveal(bet.nonce);
  const floats = await betFloats(seeds, game.floats(body));
  const rules = settled(game.settle(floats, body, game.stake(body, 'RUB'), 'RUB'), []);
  const demo = await createDemoBank(() => 'RUB', pair).play(game, body);
  expect(demo.bet.nonce).toBe(bet.nonce);
  return { server: endedOf(bet, []), rules, demo: endedOf(demo.bet, []) };
}

const amount = fc.integer({ min: 100, max: 100_000 }).map((minor) => fromMinor(BigInt(minor), 'RUB'));

const BODIES: Record<BetName | 'cases', fc.Arbitrary<Record<string, unknown>>> = {
  dice: fc.record({
    amount,
    direction: fc.constantFrom('over' as const, 'under' as const),
    // Mostly offered chances, some not (0 and 99%+): all three refuse those alike.
    target: fc.oneof(fc.integer({ min: 1, max: 9800 }), fc.integer({ min: 0, max: 10_000 })),
  }),
  coinflip: fc.record({ amount, side: fc.constantFrom('heads' as const, 'tails' as const) }),
  keno: fc.record({
    amount,
    risk: fc.constantFrom('classic' as const, 'low' as const, 'medium' as const, 'high' as const),
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
  }),
  roulette: fc.record({
    chips: fc.array(
      fc.record({
        bet: fc.oneof(
          fc.record({ kind: fc.constant('straight' as const), number: fc.integer({ min: 0, max: 36 }) }),
          fc.record({ kind: fc.constantFrom('red' as const, 'black' as const, 'odd' as const, 'low' as const) }),
          fc.record({ kind: fc.constantFrom('dozen' as const, 'column' as const), index: fc.constantFrom(1, 2, 3) }),
          fc.record({
            kind: fc.constantFrom('split' as const, 'street' as const, 'corner' as const),
            numbers: fc.constantFrom([0, 1], [1, 2], [1, 5], [0, 2, 3], [2, 3, 4], [1, 2, 4, 5]),
          }),
        ),
        amount: fc.integer({ min: 100, max: 2_000 }).map((minor) => fromMinor(BigInt(minor), 'RUB')),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
  cases: fc.constant({ case_id: 'starter' }),
};

describe('one-shot games: the rules, the server and the demo pay the same', () => {
  it('covers every one-shot game of the registry', () => {
    const oneShot = GAMES.filter((game) => game.kind === 'one-shot').map((game) => game.id);
    expect(Object.keys(BODIES).sort()).toEqual([...oneShot].sort());
  });

  for (const name of Object.keys(BODIES) as (BetName | 'cases')[]) {
    it(`${name}: for random choices, on the server's seeds`, async () => {
      await fc.assert(
        fc.asyncProperty(BODIES[name], async (body) => {
          const { server: fromServer, rules, demo } = await playOneShot(name, body);
          expect(rules, JSON.stringify(body)).toEqual(fromServer);
          expect(demo, JSON.stringify(body)).toEqual(fromServer);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// ---------------------------------------------------------------- step games

type Move = Record<string, unknown>;

async function serverSteps(name: StepName, body: Move, moves: Move[]) {
  const started = await post(PLAY_API[name].start.path, body);
  if (started.statusCode !== 200) return { refused: [codeOfServer(started)] };
  let bet = BetAnswer.parse(started.json()).data.bet;
  const refused: string[] = [];
  for (const move of moves) {
    if (bet.status !== 'active') break;
    const res = await post(PLAY_API[name].step.path, { ...move, version: bet.version });
    if (res.statusCode === 200) bet = BetAnswer.parse(res.json()).data.bet;
    else refused.push(codeOfServer(res));
  }
  if (bet.status === 'active') {
    const res = await post(PLAY_API[name].cashout.path, { version: bet.version });
    expect(res.statusCode, res.body).toBe(200);
    bet = BetAnswer.parse(res.json()).data.bet;
  }
  return { refused, bet };
}

async function rulesSteps(name: StepName, seeds: BetSeeds, body: Move, moves: Move[]): Promise<Ended> {
  const game = gameOf(name) as StepGame;
  const started = await game.start(seeds, body);
  const round: OpenRound<unknown> = { state: started.state, running: BP, stake: game.stake(body, 'RUB') };
  const refused: string[] = [];
  for (const move of moves) {
    try {
      const next = await game.step(seeds, round, { ...move, version: 0 });
      round.state = next.state;
      round.running = next.multiplier;
      if (next.ended) return settled(next, refused);
    } catch (error) {
      refused.push(codeOfRule(error));
    }
  }
  return settled(game.cashout(round), refused);
}

async function demoSteps(name: StepName, pair: Parameters<typeof createDemoBank>[1], body: Move, moves: Move[]) {
  const demo = createDemoBank(() => 'RUB', pair);
  const steps = createMultistep({
    http: noRequests,
    signedIn: () => false,
    onCashBalance: () => {},
    demo,
    confirmedPost: () => Promise.reject(new Error('demo rounds make no request')),
    emit: () => {},
  });
  const started = await steps.start(name, body as never);
  if (!started.ok) throw new Error('the demo refused a start the server accepted');
  let bet = started.data.bet;
  const refused: string[] = [];
  for (const move of moves) {
    if (bet.status !== 'active') break;
    const stepped = await steps.step(name, { ...move, version: bet.version } as never);
    if (stepped.ok) bet = stepped.data.bet;
    else refused.push(codeOfDemo(stepped));
  }
  if (bet.status === 'active') {
    const cashed = await steps.cashout(name, bet.version);
    if (!cashed.ok) throw new Error(`the demo refused the cash-out: ${codeOfDemo(cashed)}`);
    bet = cashed.data.bet;
  }
  return endedOf(bet, refused);
}

const STEP_GAMES: Record<StepName, { body: fc.Arbitrary<Move>; moves: fc.Arbitrary<Move[]> }> = {
  hilo: {
    body: fc.record({ amount }),
    moves: fc.array(fc.record({ guess: fc.constantFrom(...HILO_GUESSES) }), { maxLength: 8 }),
  },
  miner: {
    body: fc.record({ amount, mines: fc.integer({ min: 1, max: 24 }) }),
    // The first tile is on the board, so a started round opens one and may cash out.
    moves: fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 10 }))
      .map(([first, rest]) => [first, ...rest].map((tile) => ({ tile }))),
  },
};

describe('step games: the rules, the server and the demo pay the same', () => {
  it('covers every step game of the registry', () => {
    const stepGames = GAMES.filter((game) => game.kind === 'steps').map((game) => game.id);
    expect(Object.keys(STEP_GAMES).sort()).toEqual([...stepGames].sort());
  });

  for (const name of Object.keys(STEP_GAMES) as StepName[]) {
    it(`${name}: for random stakes and moves, on the server's seeds`, async () => {
      await fc.assert(
        fc.asyncProperty(STEP_GAMES[name].body, STEP_GAMES[name].moves, async (body, moves) => {
          const played = await serverSteps(name, body, moves);
          if (!played.bet) throw new Error(`the server refused the start: ${played.refused.join()}`);
          const fromServer = endedOf(played.bet, played.refused);
          const { seeds, pair } = await reveal(played.bet.nonce);
          const label = JSON.stringify({ body, moves });
          expect(await rulesSteps(name, seeds, body, moves), label).toEqual(fromServer);
          expect(await demoSteps(name, pair, body, moves), label).toEqual(fromServer);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
