/**
 * Multipliers and house edges are integers in basis points (1/10000): 1.98× is 19800, a 1% edge is 100.
 * Integers keep every published paytable exact and let payouts stay in bigint minor units.
 */
export type Bp = number;

export const BP = 10_000;

/** floor(numerator / denominator) for integers: multipliers round down, never in the player's favour. */
export function divFloor(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Bad ratio ${numerator}/${denominator}`);
  }
  return Math.floor(numerator / denominator);
}

/** The payout of a bet at a multiplier, in minor units, rounded down. */
export function payoutMinor(bet: bigint, multiplier: Bp): bigint {
  if (!Number.isSafeInteger(multiplier) || multiplier < 0) throw new RangeError(`Bad multiplier: ${multiplier}`);
  return (bet * BigInt(multiplier)) / BigInt(BP);
}

/** The highest multiplier a round may reach: a step past it is refused (the player cashes out first). */
export const MAX_MULTIPLIER: Bp = Number.MAX_SAFE_INTEGER;

/** A running multiplier times a step's, rounded down to a basis point; null past MAX_MULTIPLIER. */
export function chainMultiplier(running: Bp, step: Bp): Bp | null {
  const next = (BigInt(running) * BigInt(step)) / BigInt(BP);
  return next > BigInt(MAX_MULTIPLIER) ? null : Number(next);
}

/** For display: 19800 -> "1.98", 247500 -> "24.75", 10000 -> "1.00". */
export function formatMultiplier(multiplier: Bp): string {
  const whole = Math.floor(multiplier / BP);
  const fraction = String(multiplier % BP)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

export function assertEdge(houseEdge: Bp): void {
  if (!Number.isInteger(houseEdge) || houseEdge < 0 || houseEdge >= BP) throw new RangeError(`Bad edge: ${houseEdge}`);
}
