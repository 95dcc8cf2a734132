import type { Odds } from './odds';
import { returnFactor, type SettledLeg } from './settlement';

/** A leg of an open bet: the odds it was accepted at, and either its settlement or the market's current price. */
export type CashOutLeg =
  | { acceptedOdds: Odds; settled: SettledLeg['outcome'] }
  | { acceptedOdds: Odds; currentOdds: Odds | null };

/** The house's cut of a cash-out, in basis points, unless the operator sets another. */
export const DEFAULT_CASH_OUT_MARGIN_BP = 500;

/**
 * What the house pays now to close an open bet: the stake × the settled legs' factors × for each open leg
 * (accepted odds / current odds), the bet's value at today's prices, less `marginBp`; rounded down. Null when it
 * cannot be offered: a leg lost, an open leg without a price (suspended), or nothing left open.
 */
export function cashOutValue(stakeMinor: bigint, legs: readonly CashOutLeg[], marginBp: number): bigint | null {
  let num = stakeMinor * BigInt(10_000 - marginBp);
  let den = 10_000n;
  let open = 0;
  for (const leg of legs) {
    if ('settled' in leg) {
      const factor = returnFactor(leg.acceptedOdds, leg.settled);
      if (factor.num === 0n) return null;
      num *= factor.num;
      den *= factor.den;
    } else {
      if (leg.currentOdds === null) return null;
      open++;
      num *= BigInt(leg.acceptedOdds);
      den *= BigInt(leg.currentOdds);
    }
  }
  if (open === 0) return null;
  const value = num / den;
  return value > 0n ? value : null;
}
