import { type Currency, scaleFromRub } from '../money';

// The feed's numbers, without zod (the page imports them; the schemas are in feed.ts).

/** How many bets a feed list holds (the snapshot and the page's list). */
export const FEED_SIZE = 30;

/** A big win: a multiplier of at least this many basis points (10×)… */
export const BIG_WIN_MULTIPLIER_BP = 100_000;
/** …or a payout of at least this much, in RUB minor units (10,000 RUB), scaled for the other currencies (§9). */
export const BIG_WIN_PAYOUT_RUB_MINOR = 1_000_000n;

export function bigWinPayoutMinor(currency: Currency): bigint {
  return scaleFromRub(BIG_WIN_PAYOUT_RUB_MINOR, currency);
}

export function isBigWin(multiplierBp: number, payoutMinor: bigint, currency: Currency): boolean {
  return payoutMinor > 0n && (multiplierBp >= BIG_WIN_MULTIPLIER_BP || payoutMinor >= bigWinPayoutMinor(currency));
}

/**
 * The lists' order: the newest settlement first, then by id (code-point order, as the server's query sorts them).
 * Takes what both the entries and the page's rows have.
 */
export function newerFirst(a: { settled_at: string; id: string }, b: { settled_at: string; id: string }): number {
  if (a.settled_at !== b.settled_at) return a.settled_at < b.settled_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
