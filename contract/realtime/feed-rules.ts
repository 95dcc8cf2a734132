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
