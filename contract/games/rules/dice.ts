/**
 * Dice's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../dice.ts.
 */
import { diceRoll } from '../../fairness/outcomes';
import { assertEdge, BP, type Bp, divFloor } from '../multiplier';

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
