import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { diceRoll } from '../fairness/outcomes';
import { type OneShotGame, parseStake } from './game';
import { assertEdge, BP, type Bp, divFloor, formatMultiplier, payoutMinor } from './multiplier';
import { BetRefused } from './refusal';
import { onlyFloat, type RoundVerifier } from './verifier';

/** Published on the dice page. Win chances and targets are in hundredths of a percent (4950 = 49.50%). */
export const DICE = {
  houseEdge: 100 as Bp,
  minWinChance: 1,
  maxWinChance: 9800,
  /** A roll takes 10001 values, 0.00 to 100.00. */
  outcomes: 10_001,
} as const;

export type DiceConfig = { houseEdge: Bp; minWinChance: number; maxWinChance: number };

/** Roll over: wins when roll > target. Roll under: wins when roll < target. Target in hundredths. */
export interface DiceBet {
  direction: 'over' | 'under';
  target: number;
}

/** The advertised win chance in hundredths of a percent: 100 − target (over) or target (under). */
export function diceWinChance(bet: DiceBet): number {
  return bet.direction === 'over' ? 10_000 - bet.target : bet.target;
}

export function validDiceBet(bet: DiceBet, config: DiceConfig = DICE): boolean {
  const chance = diceWinChance(bet);
  return (
    Number.isInteger(bet.target) &&
    bet.target >= 0 &&
    bet.target <= 10_000 &&
    chance >= config.minWinChance &&
    chance <= config.maxWinChance
  );
}

/** Multiplier = (100 − houseEdge) / winChance, in basis points, rounded down. */
export function diceMultiplier(bet: DiceBet, config: DiceConfig = DICE): Bp {
  assertEdge(config.houseEdge);
  if (!validDiceBet(bet, config)) throw new RangeError(`Bad dice bet ${bet.direction} ${bet.target}`);
  return divFloor((BP - config.houseEdge) * BP, diceWinChance(bet));
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'over' ? roll > bet.target : roll < bet.target;
}

/** The multiplier a settled bet pays: 0 on a loss. */
export function dicePayout(bet: DiceBet, f: number, config: DiceConfig = DICE): { roll: number; multiplier: Bp } {
  const roll = diceRoll(f);
  return { roll, multiplier: diceWins(bet, roll) ? diceMultiplier(bet, config) : 0 };
}

/** Exact probability of a win over the 10001 equally likely rolls. */
export function diceWinProbability(bet: DiceBet): number {
  const winning = bet.direction === 'over' ? 10_000 - bet.target : bet.target;
  return winning / DICE.outcomes;
}

/** Formats a roll in hundredths as the published 0.00..100.00. */
export function formatDiceRoll(roll: number): string {
  return (roll / 100).toFixed(2);
}

// ---------------------------------------------------------------- the game

/**
 * POST /api/v2/games/dice/bet. `target` in hundredths (4950 = 49.50). Over wins when roll > target, under when
 * roll < target; the roll is 0.00..100.00 in hundredths. From a win chance c (hundredths): under → target = c,
 * over → target = 10000 − c. From a multiplier m: c = (100 − edge) / m. Chances 0.01%..98%.
 * Outcome: `{ roll, win_chance }`.
 */
export const DiceBetBody = z.strictObject({
  amount: PositiveAmount,
  target: z.number().int().min(0).max(10_000),
  direction: z.enum(['over', 'under']),
});
export type DiceBetBody = z.infer<typeof DiceBetBody>;

const choices = (body: DiceBetBody): DiceBet => ({ direction: body.direction, target: body.target });

/** The roll of a round, recomputed from its seeds. */
const DICE_VERIFIER: RoundVerifier<object, { roll: number }> = {
  flags: {},
  options: () => ({}),
  draw: async (seeds) => ({ roll: diceRoll(onlyFloat(await betFloats(seeds, 1))) }),
  summary: (draw) => `roll ${formatDiceRoll(draw.roll)}`,
};

export const DICE_GAME = {
  kind: 'one-shot',
  id: 'dice',
  engineVersion: 1,
  limit: 'dice',
  body: DiceBetBody,
  config: DICE,
  published: z.object({ house_edge: text(), min_win_chance: z.number().int(), max_win_chance: z.number().int() }),
  publish: () => ({
    house_edge: formatMultiplier(DICE.houseEdge),
    min_win_chance: DICE.minWinChance,
    max_win_chance: DICE.maxWinChance,
  }),
  check(body) {
    if (!validDiceBet(choices(body))) {
      const range = `${DICE.minWinChance / 100}% to ${DICE.maxWinChance / 100}%`;
      throw new BetRefused('target', 'target_invalid', `The win chance must be ${range}`);
    }
  },
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount, ...choices(body) }),
  roundConfig: () => DICE,
  verifier: DICE_VERIFIER,
  floats: () => 1,
  settle([f = 0], body, stake) {
    const bet = choices(body);
    const { roll, multiplier } = dicePayout(bet, f);
    return { outcome: { roll, win_chance: diceWinChance(bet) }, multiplier, payout: payoutMinor(stake, multiplier) };
  },
} as const satisfies OneShotGame<'dice', typeof DiceBetBody>;
