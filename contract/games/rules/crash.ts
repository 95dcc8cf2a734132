/**
 * Crash's curve and settlement arithmetic, shared by the server (which decides) and the page (which draws).
 * Multipliers are integer hundredths (100 = 1.00×); times are whole milliseconds of server time.
 *
 * - While running, the multiplier at `elapsed` ms is floor(100 · e^(GROWTH_PER_MS · elapsed)) hundredths.
 * - A round of bust B ends at the first whole millisecond where that reaches B (`bustAfterMs`): the bust instant.
 *   A cash-out counts only if the server's clock reads strictly before it; at or after it, the bet is lost.
 * - An automatic cash-out at target T wins T exactly when T < B (the curve passes T before the bust instant).
 */
export const GROWTH_PER_MS = 0.00006;

/** The lowest automatic cash-out target (1.01×) and the highest one accepted (1,000,000×). */
export const MIN_AUTO_CASHOUT = 101;
export const MAX_AUTO_CASHOUT = 100_000_000;

export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs));
}

/** The bust instant of a round of bust `bust`, in ms after the curve starts (0 for 1.00×: nobody cashes out). */
export function bustAfterMs(bust: number): number {
  if (bust <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(bust / 100) / GROWTH_PER_MS) - 2);
  while (multiplierAt(ms) < bust) ms++;
  return ms;
}

/**
 * A manual cash-out at `elapsed` ms of a bet with automatic target `auto` (or none): the multiplier it is paid at,
 * or null when it came at or after the bust instant. A target the curve had already passed pays the target: the
 * automatic cash-out happened first.
 */
export function cashoutMultiplier(elapsedMs: number, bust: number, auto: number | null): number | null {
  if (elapsedMs < 0 || elapsedMs >= bustAfterMs(bust)) return null;
  const reached = multiplierAt(elapsedMs);
  return auto !== null && auto <= reached ? auto : reached;
}

/** A stake (minor units) at a multiplier in hundredths, rounded down. */
export function crashPayout(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(hundredths)) / 100n;
}
