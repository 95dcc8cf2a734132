import { BET_LIMITS, type BetLimitGame } from '../bet-limits';
import type { Currency } from '../money';
import { MONEY_WHEEL_SEGMENTS, MONEY_WHEEL_SPOTS, moneyWheelCovers, moneyWheelPaysToOne } from './money-wheel';
import { ROULETTE_POCKETS, ROULETTE_SPOTS, rouletteCovers, roulettePaysToOne } from './roulette';

/**
 * The live tables (spec §1, live casino): shared timed rounds the server plays automatically, one round at a time
 * per table. Each table: its bet spots, how many outcomes its draw picks from, which spots an outcome wins and what
 * each pays, and the column of spec §9's bet limits that bounds each bet. Pure: no zod (the page imports it).
 */
export const LIVE_TABLES = ['roulette', 'money-wheel'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

export interface LiveTableRules {
  spots: readonly string[];
  /** The draw picks an outcome in [0, outcomes). */
  outcomes: number;
  covers(spot: string, outcome: number): boolean;
  paysToOne(spot: string): number;
  /** Spec §9's column: roulette's for the roulette, the wheel of fortune's for the money wheel. */
  limit: BetLimitGame;
}

export const LIVE_RULES: Record<LiveTable, LiveTableRules> = {
  roulette: {
    spots: ROULETTE_SPOTS,
    outcomes: ROULETTE_POCKETS,
    covers: rouletteCovers,
    paysToOne: roulettePaysToOne,
    limit: 'roulette',
  },
  'money-wheel': {
    spots: MONEY_WHEEL_SPOTS,
    outcomes: MONEY_WHEEL_SEGMENTS.length,
    covers: moneyWheelCovers,
    paysToOne: moneyWheelPaysToOne,
    limit: 'wheelOfFortune',
  },
};

export const isLiveTable = (value: string): value is LiveTable => (LIVE_TABLES as readonly string[]).includes(value);

/** What a bet returns once its round is drawn, in minor units: the stake and its winnings, or nothing. */
export function livePayout(table: LiveTable, spot: string, stake: bigint, outcome: number): bigint {
  const rules = LIVE_RULES[table];
  return rules.covers(spot, outcome) ? stake * BigInt(rules.paysToOne(spot) + 1) : 0n;
}

/** A bet's stake bounds in minor units (null: no bound; every stake is at least one minor unit). */
export function liveLimits(table: LiveTable, currency: Currency): { min: bigint | null; max: bigint | null } {
  return BET_LIMITS[currency][LIVE_RULES[table].limit];
}

/**
 * The chips the board offers: the smallest stake (the minimum, or a tenth of the maximum when the column gives no
 * minimum) and its 5, 10, 50 and 100 times, those within the maximum.
 */
export function liveChips(table: LiveTable, currency: Currency): bigint[] {
  const { min, max } = liveLimits(table, currency);
  const base = min ?? (max !== null && max >= 10n ? max / 10n : 1n);
  return [1n, 5n, 10n, 50n, 100n].map((times) => base * times).filter((chip) => max === null || chip <= max);
}
