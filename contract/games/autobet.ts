import { z } from 'zod';
import { errorMessage } from '../api/errors';
import { PositiveAmount } from '../api/wallet';
import { CoinflipBetBody } from './coinflip';
import { DiceBetBody } from './dice';
import { KenoBetBody } from './keno';
import { MinerStartBody } from './miner';
import { RouletteBetBody } from './roulette';

/**
 * Auto-bet: the player's strategy for a run of rounds and its pure arithmetic, in integer minor units. The worker's
 * loop (workers/autobet/autobet.ts) asks `nextBet` before each round and `afterRound` after it; the page only shows.
 */

/** The games that auto-bet. */
export const AUTO_BET_GAMES = ['dice', 'coinflip', 'keno', 'roulette', 'miner'] as const;
export type AutoBetGame = (typeof AUTO_BET_GAMES)[number];

/**
 * What a run plays: the first round's body, as a manual bet of the game sends it (its amount, or roulette's chips,
 * is the first stake); miner adds the tiles to open in each round, in order, before cashing out.
 */
export const AutoBetPlan = z.discriminatedUnion('game', [
  z.strictObject({ game: z.literal('dice'), body: DiceBetBody }),
  z.strictObject({ game: z.literal('coinflip'), body: CoinflipBetBody }),
  z.strictObject({ game: z.literal('keno'), body: KenoBetBody }),
  z.strictObject({ game: z.literal('roulette'), body: RouletteBetBody }),
  z
    .strictObject({
      game: z.literal('miner'),
      body: MinerStartBody,
      tiles: z.array(z.number().int().min(0).max(24)).min(1).max(24),
    })
    .refine((plan) => new Set(plan.tiles).size === plan.tiles.length, {
      path: ['tiles'],
      message: errorMessage('tiles_repeated', 'Each tile once'),
    })
    .refine((plan) => plan.tiles.length <= 25 - plan.body.mines, {
      path: ['tiles'],
      message: errorMessage('tiles_too_many', 'More tiles than safe tiles'),
    }),
]);
export type AutoBetPlan = z.infer<typeof AutoBetPlan>;

/**
 * The loop waits for the page to show each round (its animation landed) before the next one leaves, but never
 * longer than this: more than the page's longest hold of an outcome (src/stores/reveal.ts, 15 s).
 */
export const AUTO_ROUND_SHOWN_WITHIN_MS = 20_000;

/** "Number of bets: 0" runs until a stop rule ends it, but never longer than this. */
export const AUTO_BET_MAX_ROUNDS = 10_000;
/** The largest change of the stake after a round: +1000% (the stake × 11). */
const MAX_INCREASE_BP = 100_000;

/** After a win (or a loss): back to the first stake, or the last stake raised by a percentage. */
export const StakeChange = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('reset') }),
  /** `percentBp`: hundredths of a percent (100% = 10 000: the stake doubles). */
  z.strictObject({ mode: z.literal('increase'), percentBp: z.number().int().min(0).max(MAX_INCREASE_BP) }),
]);
export type StakeChange = z.infer<typeof StakeChange>;

export const AutoBetSettings = z.strictObject({
  /** Rounds to play; 0: until a stop rule (at most AUTO_BET_MAX_ROUNDS). */
  rounds: z.number().int().min(0).max(AUTO_BET_MAX_ROUNDS),
  onWin: StakeChange,
  onLoss: StakeChange,
  /** Stop once the run's net result reaches this profit. */
  stopOnProfit: PositiveAmount.nullable(),
  /** Stop before a round whose loss would take the run's net loss past this amount. */
  stopOnLoss: PositiveAmount.nullable(),
  /** Stop after a round that paid more than this. */
  stopOnWinAbove: PositiveAmount.nullable(),
});
export type AutoBetSettings = z.infer<typeof AutoBetSettings>;

/** Why a run ended. */
export type AutoBetStop =
  | 'rounds'
  | 'profit'
  | 'loss'
  | 'bigWin'
  | 'balance'
  | 'requested'
  /** The network went away (a real-money run needs it to know each round's answer). */
  | 'offline'
  /** A reality check is due (the player's safer-gambling interval): the run waits for no "continue". */
  | 'realityCheck'
  /** The player signed in or out: a run never moves from demo money to real money or back. */
  | 'session'
  /** A round was refused or failed (its failure says how); `unconfirmed`: its answer is still unknown. */
  | 'failed'
  | 'unconfirmed';

/** The strategy in minor units (the settings' amounts parsed in the run's currency). */
export interface Strategy {
  rounds: number;
  onWin: StakeChange;
  onLoss: StakeChange;
  stopOnProfit: bigint | null;
  stopOnLoss: bigint | null;
  stopOnWinAbove: bigint | null;
  /** The game's stake limits in minor units (null: no bound). */
  min: bigint | null;
  max: bigint | null;
}

/** A run's running figures. */
export interface RunState {
  base: bigint;
  /** The stake of the next round. */
  stake: bigint;
  played: number;
  /** Payouts minus stakes so far (negative: a loss). */
  net: bigint;
}

export const startRun = (base: bigint): RunState => ({ base, stake: base, played: 0, net: 0n });

/**
 * Before a round: its stake, or why the run stops instead. `balance` is what the player holds now (null: not known
 * yet; the server refuses a short balance anyway). A short balance stops the run: the stake is never cut to fit.
 */
export function nextBet(strategy: Strategy, run: RunState, balance: bigint | null): bigint | AutoBetStop {
  const limit = strategy.rounds === 0 ? AUTO_BET_MAX_ROUNDS : strategy.rounds;
  if (run.played >= limit) return 'rounds';
  if (strategy.stopOnLoss !== null && run.stake - run.net > strategy.stopOnLoss) return 'loss';
  if (balance !== null && run.stake > balance) return 'balance';
  return run.stake;
}

/**
 * After a round of `stake` that paid `payout`: the new figures and, when a stop rule applies, why the run ends. A
 * round is a win when it paid more than its stake.
 */
export function afterRound(
  strategy: Strategy,
  run: RunState,
  stake: bigint,
  payout: bigint,
): { run: RunState; stop: AutoBetStop | null } {
  const won = payout > stake;
  const net = run.net + payout - stake;
  const next: RunState = {
    base: run.base,
    stake: changeStake(strategy, run.base, stake, won ? strategy.onWin : strategy.onLoss),
    played: run.played + 1,
    net,
  };
  if (strategy.stopOnWinAbove !== null && payout > strategy.stopOnWinAbove) return { run: next, stop: 'bigWin' };
  if (strategy.stopOnProfit !== null && net >= strategy.stopOnProfit) return { run: next, stop: 'profit' };
  if (strategy.stopOnLoss !== null && -net >= strategy.stopOnLoss) return { run: next, stop: 'loss' };
  return { run: next, stop: null };
}

/** The next stake: the base again, or the last raised by the percentage (half a minor unit rounds up), in limits. */
export function changeStake(strategy: Pick<Strategy, 'min' | 'max'>, base: bigint, last: bigint, change: StakeChange) {
  const raw = change.mode === 'reset' ? base : (last * (10_000n + BigInt(change.percentBp)) + 5_000n) / 10_000n;
  return clampStake(raw, strategy.min, strategy.max);
}

export function clampStake(stake: bigint, min: bigint | null, max: bigint | null): bigint {
  if (max !== null && stake > max) return max;
  if (min !== null && stake < min) return min;
  return stake < 1n ? 1n : stake;
}

/**
 * Roulette's chips for a total stake: each chip keeps its share of the first layout (rounded down), and the minor
 * units left over go to the first chips, so the chips always sum to the stake. Null when a chip would be empty.
 */
export function scaleChips(base: readonly bigint[], stake: bigint): bigint[] | null {
  const total = base.reduce((sum, chip) => sum + chip, 0n);
  if (total <= 0n) return null;
  const scaled = base.map((chip) => (chip * stake) / total);
  let left = stake - scaled.reduce((sum, chip) => sum + chip, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % scaled.length, left--) scaled[i] = (scaled[i] ?? 0n) + 1n;
  return scaled.some((chip) => chip <= 0n) ? null : scaled;
}
