import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetSeeds, betFloats } from '../../contract/fairness/bytes';
import type { OneShotGame } from '../../contract/games/game';
import { HILO_GUESSES } from '../../contract/games/hilo';
import { BP, type Bp, formatMultiplier, payoutMinor } from '../../contract/games/multiplier';
import { BetRefused } from '../../contract/games/refusal';
import { gameOf } from '../../contract/games/registry';
import type { RouletteBetBody } from '../../contract/games/roulette';
import { type HiloMove, hiloOutcome, hiloStart, hiloStep } from '../../contract/games/rules/hilo';
import { type MinerState, minerOutcome, minerStart, minerStep } from '../../contract/games/rules/miner';
import { checkRouletteChips, type RouletteBet, settleRouletteChips } from '../../contract/games/rules/roulette';
import { fromMinor, toMinor } from '../../contract/money';
import { createRounds, oneShotRound } from '../../server/games/rounds';
import { type BetRow, betView, type Decision, type GamesService, type NewRound } from '../../server/games/service';
import { HttpError, ValidationError } from '../../server/lib/http-error';
import type { ApiResult } from '../api-result';
import type { HttpClient } from '../http/client';
import { createDemoBank } from './demo';
import { createMultistep } from './multistep';

/**
 * The demo pays as the server does: for random seeds, stakes and choices, a round played by the worker's demo mode,
 * by the server's rounds (server/games/rounds.ts over a service that keeps the row in memory instead of the
 * database) and by the contract's functions directly ends with the same multiplier, payout, outcome and refusals.
 */

/** What a round ended with, as each path reports it. */
interface Ended {
  multiplier: string;
  payout: string;
  outcome: unknown;
  /** The codes of the refused steps, in order. */
  refused: string[];
}

const RUNS = 2_000;
const clientSeed = fc.stringMatching(/^[\x20-\x7e]{1,64}$/);
const stake = fc.integer({ min: 1, max: 100_000 }).map((minor) => fromMinor(BigInt(minor), 'RUB'));

/** The demo's server seed is random: a failure names the revealed seeds, so the round can be replayed. */
const seedsOf = (seeds: BetSeeds) => `seeds ${JSON.stringify(seeds)}`;

const codeOf = (message: string | undefined) => message?.split(':')[0] ?? 'no message';

function failureCode<T>(result: ApiResult<T>): string {
  if (result.ok) throw new Error('expected a refusal');
  const { failure } = result;
  if (failure.kind === 'validation') return codeOf(Object.values(failure.errors)[0]?.[0]);
  if (failure.kind === 'http') return failure.code ?? 'no code';
  throw new Error(`unexpected failure ${failure.kind}`);
}

function refusalCode(error: unknown): string {
  if (error instanceof ValidationError) return codeOf(Object.values(error.errors)[0]?.[0]);
  if (error instanceof HttpError || error instanceof BetRefused) return error.code;
  throw error;
}

// ---------------------------------------------------------------- the demo's path (the worker, signed out)

function demoPlayer(seed: string) {
  const demo = createDemoBank(() => 'RUB');
  const steps = createMultistep({
    http: { request: () => Promise.reject(new Error('demo rounds make no request')) } as unknown as HttpClient,
    signedIn: () => false,
    onCashBalance: () => {},
    demo,
    confirmedPost: () => Promise.reject(new Error('demo rounds make no request')),
    emit: () => {},
  });
  return {
    demo,
    steps,
    /** Chooses the client seed before the round: the rounds then use nonce 0 of a fresh pair. */
    ready: () => demo.rotate(seed),
    /** The round's seeds, revealed by rotating the pair after it. */
    async reveal(nonce: number): Promise<BetSeeds> {
      const { revealed } = await demo.rotate();
      return { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce };
    },
  };
}

// ---------------------------------------------------------------- the server's path (rounds.ts, row kept in memory)

/** createRounds over a games service that settles and steps as service.ts does, keeping the one row in memory. */
function serverRounds(seeds: BetSeeds) {
  let row: BetRow | null = null;
  const write = (base: BetRow, decision: Decision, state: unknown): BetRow => ({
    ...base,
    status: decision.status ?? 'settled',
    outcome: JSON.parse(JSON.stringify(decision.outcome)),
    state: JSON.parse(JSON.stringify(state)),
    multiplier_bp: String(decision.multiplier),
    payout_minor: decision.payout.toString(),
  });
  const service = {
    async play(_userId: number, _key: string, round: NewRound) {
      const amount = round.stake('RUB');
      const decision = await round.settle(seeds, amount, 'RUB');
      const base: BetRow = {
        id: 1,
        user_id: 1,
        game: round.game,
        engine_version: 1,
        status: 'settled',
        currency: 'RUB',
        amount_minor: amount.toString(),
        payout_minor: '0',
        multiplier_bp: '0',
        params: round.params,
        config: round.config('RUB'),
        outcome: null,
        state: null,
        nonce: seeds.nonce,
        server_seed_hash: '',
        client_seed: seeds.clientSeed,
        server_seed: seeds.serverSeed,
        pair_active: false,
        version: 0,
        created_at: new Date(0),
        stake_bonus_minor: '0',
        bonus_grant_id: null,
      };
      row = write(base, decision, decision.state ?? null);
      return { row, balance: '0' };
    },
    async advance(
      _userId: number,
      _game: string,
      request: { version: number },
      step: (row: BetRow, seeds: BetSeeds) => Promise<Decision>,
    ) {
      if (row?.status !== 'active' || row.version !== request.version) throw new HttpError(409, 'no_round', 'No round');
      const decision = await step(row, seeds);
      row = { ...write(row, decision, decision.state ?? {}), version: row.version + 1 };
      return { row, balance: '0' };
    },
  };
  return Object.assign(createRounds(service as unknown as GamesService), {
    /** A new round as the server's routes build it (rounds.ts), settled by this service. */
    playRound: (round: NewRound) => service.play(1, 'key', round),
  });
}

const ended = (row: BetRow, refused: string[]): Ended => {
  const bet = betView(row);
  return { multiplier: bet.multiplier, payout: bet.payout, outcome: bet.outcome, refused };
};

const endedAt = (amount: string, multiplier: Bp, outcome: unknown, refused: string[]): Ended => ({
  multiplier: formatMultiplier(multiplier),
  payout: fromMinor(payoutMinor(toMinor(amount, 'RUB'), multiplier), 'RUB'),
  outcome,
  refused,
});

// ---------------------------------------------------------------- hilo

describe('hilo: the demo, the server and the contract pay the same', () => {
  async function demoHilo(seed: string, amount: string, moves: HiloMove[]) {
    const player = demoPlayer(seed);
    await player.ready();
    const started = await player.steps.start('hilo', { amount });
    if (!started.ok) throw new Error('the demo refused the start');
    let bet = started.data.bet;
    const refused: string[] = [];
    for (const guess of moves) {
      if (bet.status !== 'active') break;
      const stepped = await player.steps.step('hilo', { guess, version: bet.version });
      if (stepped.ok) bet = stepped.data.bet;
      else refused.push(failureCode(stepped));
    }
    if (bet.status === 'active') {
      const cashed = await player.steps.cashout('hilo', bet.version);
      if (!cashed.ok) throw new Error('the demo refused the cash-out');
      bet = cashed.data.bet;
    }
    const seeds = await player.reveal(bet.nonce);
    return { seeds, ended: { multiplier: bet.multiplier, payout: bet.payout, outcome: bet.outcome, refused } };
  }

  async function serverHilo(seeds: BetSeeds, amount: string, moves: HiloMove[]): Promise<Ended> {
    const rounds = serverRounds(seeds);
    let { row } = await rounds.start('hilo', 1, 'key', { amount });
    const refused: string[] = [];
    for (const guess of moves) {
      if (row.status !== 'active') break;
      try {
        ({ row } = await rounds.step('hilo', 1, 'key', { guess, version: row.version }));
      } catch (error) {
        refused.push(refusalCode(error));
      }
    }
    if (row.status === 'active') ({ row } = await rounds.cashout('hilo', 1, 'key', row.version));
    return ended(row, refused);
  }

  async function contractHilo(seeds: BetSeeds, amount: string, moves: HiloMove[]): Promise<Ended> {
    let state = await hiloStart(seeds);
    let running: Bp = BP;
    const refused: string[] = [];
    for (const move of moves) {
      try {
        const next = await hiloStep(seeds, state, running, move);
        state = next.state;
        running = next.multiplier;
        if (next.lost) break;
      } catch (error) {
        refused.push(refusalCode(error));
      }
    }
    return endedAt(amount, running, hiloOutcome(state, running, true), refused);
  }

  it('for random seeds, stakes and guesses', async () => {
    await fc.assert(
      fc.asyncProperty(
        clientSeed,
        stake,
        fc.array(fc.constantFrom(...HILO_GUESSES), { maxLength: 10 }),
        async (seed, amount, moves) => {
          const demo = await demoHilo(seed, amount, moves);
          expect(await serverHilo(demo.seeds, amount, moves), seedsOf(demo.seeds)).toEqual(demo.ended);
          expect(await contractHilo(demo.seeds, amount, moves), seedsOf(demo.seeds)).toEqual(demo.ended);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------- miner

describe('miner: the demo, the server and the contract pay the same', () => {
  /** The first tile is on the board, so a started round always opens one and can be cashed out. */
  const tiles = fc
    .tuple(fc.integer({ min: 0, max: 24 }), fc.array(fc.integer({ min: -1, max: 25 }), { maxLength: 24 }))
    .map(([first, rest]) => [first, ...rest]);

  async function demoMiner(seed: string, amount: string, mines: number, open: number[]) {
    const player = demoPlayer(seed);
    await player.ready();
    const started = await player.steps.start('miner', { amount, mines });
    if (!started.ok) return { seeds: null, ended: { refused: [failureCode(started)] } };
    let bet = started.data.bet;
    const refused: string[] = [];
    for (const tile of open) {
      if (bet.status !== 'active') break;
      const stepped = await player.steps.step('miner', { tile, version: bet.version });
      if (stepped.ok) bet = stepped.data.bet;
      else refused.push(failureCode(stepped));
    }
    if (bet.status === 'active') {
      const cashed = await player.steps.cashout('miner', bet.version);
      if (!cashed.ok) throw new Error('the demo refused the cash-out');
      bet = cashed.data.bet;
    }
    const seeds = await player.reveal(bet.nonce);
    return { seeds, ended: { multiplier: bet.multiplier, payout: bet.payout, outcome: bet.outcome, refused } };
  }

  async function serverMiner(seeds: BetSeeds, amount: string, mines: number, open: number[]) {
    const rounds = serverRounds(seeds);
    let row: BetRow;
    try {
      ({ row } = await rounds.start('miner', 1, 'key', { amount, mines }));
    } catch (error) {
      return { refused: [refusalCode(error)] };
    }
    const refused: string[] = [];
    for (const tile of open) {
      if (row.status !== 'active') break;
      try {
        ({ row } = await rounds.step('miner', 1, 'key', { tile, version: row.version }));
      } catch (error) {
        refused.push(refusalCode(error));
      }
    }
    if (row.status === 'active') ({ row } = await rounds.cashout('miner', 1, 'key', row.version));
    return ended(row, refused);
  }

  async function contractMiner(seeds: BetSeeds, amount: string, mines: number, open: number[]) {
    let state: MinerState;
    try {
      state = await minerStart(seeds, mines);
    } catch (error) {
      return { refused: [refusalCode(error)] };
    }
    let multiplier: Bp = BP;
    const refused: string[] = [];
    for (const tile of open) {
      try {
        const next = minerStep(state, tile);
        state = next.state;
        multiplier = next.multiplier;
        if (next.lost || next.cleared) break;
      } catch (error) {
        refused.push(refusalCode(error));
      }
    }
    return endedAt(amount, multiplier, minerOutcome(state, true), refused);
  }

  it('for random seeds, stakes, mine counts and tiles (refusals included)', async () => {
    const someSeeds = { serverSeed: 'a'.repeat(64), clientSeed: 'refused-start', nonce: 0 };
    await fc.assert(
      fc.asyncProperty(clientSeed, stake, fc.integer({ min: 0, max: 25 }), tiles, async (seed, amount, mines, open) => {
        const demo = await demoMiner(seed, amount, mines, open);
        const seeds = demo.seeds ?? someSeeds;
        expect(await serverMiner(seeds, amount, mines, open), seedsOf(seeds)).toEqual(demo.ended);
        expect(await contractMiner(seeds, amount, mines, open), seedsOf(seeds)).toEqual(demo.ended);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------- roulette

describe('roulette: the demo, the server and the contract pay the same', () => {
  const bet = fc.oneof(
    fc.record({ kind: fc.constant('straight' as const), number: fc.integer({ min: 0, max: 36 }) }),
    fc.record({ kind: fc.constantFrom('red' as const, 'black' as const, 'odd' as const, 'even' as const) }),
    fc.record({ kind: fc.constantFrom('low' as const, 'high' as const) }),
    fc.record({ kind: fc.constantFrom('dozen' as const, 'column' as const), index: fc.constantFrom(1 as const, 2, 3) }),
    // Inside bets, some of them not on the layout (1-5, 2-3-4): all three refuse those alike.
    fc.record({
      kind: fc.constantFrom('split' as const, 'street' as const, 'corner' as const, 'line' as const),
      numbers: fc.constantFrom(
        [0, 1],
        [1, 2],
        [1, 4],
        [1, 5],
        [0, 2, 3],
        [1, 2, 3],
        [2, 3, 4],
        [1, 2, 4, 5],
        [1, 2, 3, 4, 5, 6],
      ),
    }),
  );
  const chips = fc.array(
    fc.record({ bet, amount: fc.integer({ min: 1, max: 2_000 }).map((minor) => fromMinor(BigInt(minor), 'RUB')) }),
    { minLength: 1, maxLength: 5 },
  );

  async function demoRoulette(seed: string, body: RouletteBetBody) {
    const player = demoPlayer(seed);
    await player.ready();
    try {
      const { bet: played } = await player.demo.play(gameOf('roulette'), body);
      const seeds = await player.reveal(played.nonce);
      return { seeds, ended: { multiplier: played.multiplier, payout: played.payout, outcome: played.outcome } };
    } catch (error) {
      return { seeds: null, ended: { refused: refusalCode(error) } };
    }
  }

  async function serverRoulette(seeds: BetSeeds, body: RouletteBetBody) {
    try {
      const { row } = await serverRounds(seeds).bet('roulette', 1, 'key', body);
      const { refused: _, ...result } = ended(row, []);
      return result;
    } catch (error) {
      return { refused: refusalCode(error) };
    }
  }

  async function contractRoulette(seeds: BetSeeds, body: RouletteBetBody) {
    const [f = 0] = await betFloats(seeds, 1);
    const placed = body.chips.map((chip) => ({
      bet: chip.bet as RouletteBet,
      amountMinor: toMinor(chip.amount, 'RUB'),
    }));
    try {
      checkRouletteChips(placed);
    } catch (error) {
      return { refused: refusalCode(error) };
    }
    const settled = settleRouletteChips(placed, f, 'RUB');
    return {
      multiplier: formatMultiplier(settled.multiplier),
      payout: fromMinor(settled.payout, 'RUB'),
      outcome: settled.outcome,
    };
  }

  it('for random seeds and chips', async () => {
    const someSeeds = { serverSeed: 'a'.repeat(64), clientSeed: 'refused-bet', nonce: 0 };
    await fc.assert(
      fc.asyncProperty(clientSeed, chips, async (seed, placed) => {
        const body = { chips: placed } as RouletteBetBody;
        const demo = await demoRoulette(seed, body);
        const seeds = demo.seeds ?? someSeeds;
        expect(await serverRoulette(seeds, body), seedsOf(seeds)).toEqual(demo.ended);
        expect(await contractRoulette(seeds, body), seedsOf(seeds)).toEqual(demo.ended);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------- every one-shot game of the registry

describe('one-shot games: the demo, the server and the registry pay the same', () => {
  const body = {
    dice: fc.record({
      amount: stake,
      direction: fc.constantFrom('over' as const, 'under' as const),
      target: fc.integer({ min: 0, max: 10_000 }),
    }),
    coinflip: fc.record({ amount: stake, side: fc.constantFrom('heads' as const, 'tails' as const) }),
    keno: fc.record({
      amount: stake,
      risk: fc.constantFrom('classic' as const, 'low' as const, 'medium' as const, 'high' as const),
      // Mostly distinct squares; now and then a repeated one, which all three refuse alike.
      picks: fc.oneof(
        { weight: 9, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }) },
        { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 10 }) },
      ),
    }),
    cases: fc.constant({ case_id: 'starter' }),
  } as const;

  for (const name of Object.keys(body) as (keyof typeof body)[]) {
    const game = gameOf(name) as OneShotGame;

    it(`${name}: for random seeds and choices (refusals included)`, async () => {
      const someSeeds = { serverSeed: 'a'.repeat(64), clientSeed: 'refused-bet', nonce: 0 };
      await fc.assert(
        fc.asyncProperty(clientSeed, body[name] as fc.Arbitrary<Record<string, unknown>>, async (seed, choices) => {
          const player = demoPlayer(seed);
          await player.ready();
          let demo: unknown;
          let seeds: BetSeeds = someSeeds;
          try {
            const { bet } = await player.demo.play(game, choices);
            seeds = await player.reveal(bet.nonce);
            demo = { multiplier: bet.multiplier, payout: bet.payout, outcome: bet.outcome };
          } catch (error) {
            demo = { refused: refusalCode(error) };
          }
          let server: unknown;
          try {
            const { row } = await serverRounds(seeds).playRound(oneShotRound(game, choices));
            const { refused: _, ...result } = ended(row, []);
            server = result;
          } catch (error) {
            server = { refused: refusalCode(error) };
          }
          let registry: unknown;
          try {
            game.check?.(choices);
            const amount = game.stake(choices, 'RUB');
            const settled = game.settle(await betFloats(seeds, game.floats(choices)), choices, amount, 'RUB');
            registry = {
              multiplier: formatMultiplier(settled.multiplier),
              payout: fromMinor(settled.payout, 'RUB'),
              outcome: settled.outcome,
            };
          } catch (error) {
            registry = { refused: refusalCode(error) };
          }
          expect(server, seedsOf(seeds)).toEqual(demo);
          expect(registry, seedsOf(seeds)).toEqual(demo);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
