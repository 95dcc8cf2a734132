import { ODDS_SCALE, type Odds } from './odds';

/** What a bet does when an odds moved before it was accepted: take any, take only higher, or ask the player. */
export const ODDS_POLICIES = ['any', 'higher', 'ask'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

/** A selection on the slip: which event it belongs to and its price. */
export interface SlipLeg {
  eventId: number;
  odds: Odds;
}

/** Most legs an accumulator may hold. */
export const MAX_ACCUMULATOR_LEGS = 20;

/**
 * The accumulator's combined odds: the product of its legs' odds, rounded down to thousandths (what the slip shows).
 * The payout itself is computed from the exact product (`potentialPayout`).
 */
export function combinedOdds(odds: readonly Odds[]): Odds {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= BigInt(ODDS_SCALE);
  }
  return Number((num * BigInt(ODDS_SCALE)) / den);
}

/** Stake × the exact product of the odds, in minor units, rounded down. */
export function potentialPayout(stakeMinor: bigint, odds: readonly Odds[]): bigint {
  let num = stakeMinor;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= BigInt(ODDS_SCALE);
  }
  return num / den;
}

/** Why a set of legs cannot be one accumulator: two legs of one event are not independent. */
export function accumulatorProblem(legs: readonly SlipLeg[]): 'too_few_legs' | 'too_many_legs' | 'same_event' | null {
  if (legs.length < 2) return 'too_few_legs';
  if (legs.length > MAX_ACCUMULATOR_LEGS) return 'too_many_legs';
  const events = new Set(legs.map((leg) => leg.eventId));
  return events.size === legs.length ? null : 'same_event';
}
