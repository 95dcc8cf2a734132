/**
 * Keno's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../keno.ts.
 */
import { KENO_DRAWN, KENO_SQUARES, kenoDraw } from '../../fairness/outcomes';
import { binomial } from '../combinatorics';
import type { Bp } from '../multiplier';

export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export const KENO_MAX_PICKS = 10;

/**
 * Published on the keno page: KENO_PAYTABLES[risk][picks − 1][hits] is the multiplier in basis points
 * (39_600 = 3.96×). Each table returns between 98.6% and 99.0% (exact values: kenoRtp, tested).
 */
export const KENO_PAYTABLES: Record<KenoRisk, readonly (readonly Bp[])[]> = {
  classic: [
    [0, 39_600],
    [0, 16_400, 62_000],
    [0, 11_000, 24_900, 136_000],
    [0, 0, 24_800, 81_400, 595_000],
    [0, 0, 16_200, 39_100, 172_000, 1_640_000],
    [0, 0, 12_200, 23_600, 76_000, 435_000, 5_350_000],
    [0, 0, 0, 25_200, 64_900, 273_000, 2_020_000, 30_000_000],
    [0, 0, 0, 18_200, 39_100, 131_000, 710_000, 6_830_000, 30_000_000],
    [0, 0, 0, 14_200, 26_200, 73_100, 316_000, 2_230_000, 12_000_000, 30_000_000],
    [0, 0, 0, 0, 29_200, 69_900, 252_000, 1_420_000, 4_800_000, 12_000_000, 30_000_000],
  ],
  low: [
    [7000, 18_600],
    [0, 18_000, 51_200],
    [0, 12_500, 23_900, 90_500],
    [0, 10_300, 15_500, 39_300, 188_000],
    [0, 0, 19_300, 38_600, 123_000, 725_000],
    [0, 0, 14_700, 24_600, 61_700, 243_000, 1_740_000],
    [0, 0, 12_200, 17_600, 37_100, 115_000, 551_000, 4_870_000],
    [0, 0, 10_700, 13_800, 25_000, 64_800, 245_000, 1_450_000, 10_000_000],
    [0, 0, 0, 17_200, 27_700, 62_200, 196_000, 913_000, 4_000_000, 10_000_000],
    [0, 0, 0, 14_200, 20_600, 40_800, 112_000, 434_000, 1_600_000, 4_000_000, 10_000_000],
  ],
  medium: [
    [0, 39_600],
    [0, 15_200, 69_700],
    [0, 0, 44_800, 311_000],
    [0, 0, 21_800, 84_600, 822_000],
    [0, 0, 0, 62_300, 339_000, 4_450_000],
    [0, 0, 0, 33_000, 126_000, 925_000, 16_260_000],
    [0, 0, 0, 0, 102_000, 530_000, 5_210_000, 50_000_000],
    [0, 0, 0, 0, 55_600, 222_000, 1_530_000, 20_000_000, 50_000_000],
    [0, 0, 0, 0, 0, 197_000, 1_050_000, 8_000_000, 20_000_000, 50_000_000],
    [0, 0, 0, 0, 0, 109_000, 475_000, 3_200_000, 8_000_000, 20_000_000, 50_000_000],
  ],
  high: [
    [0, 39_600],
    [0, 0, 171_000],
    [0, 0, 40_600, 358_000],
    [0, 0, 0, 143_000, 1_850_000],
    [0, 0, 0, 52_100, 349_000, 6_330_000],
    [0, 0, 0, 0, 178_000, 1_690_000, 42_410_000],
    [0, 0, 0, 0, 0, 898_000, 11_750_000, 100_000_000],
    [0, 0, 0, 0, 0, 335_000, 2_950_000, 40_000_000, 100_000_000],
    [0, 0, 0, 0, 0, 0, 2_130_000, 16_000_000, 40_000_000, 100_000_000],
    [0, 0, 0, 0, 0, 0, 859_000, 6_400_000, 16_000_000, 40_000_000, 100_000_000],
  ],
};

interface KenoBet {
  risk: KenoRisk;
  /** 1..10 distinct squares of 1..40. */
  picks: readonly number[];
}

export function validKenoPicks(picks: readonly number[]): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((square) => Number.isInteger(square) && square >= 1 && square <= KENO_SQUARES)
  );
}

function kenoMultiplier(risk: KenoRisk, picks: number, hits: number, paytables = KENO_PAYTABLES): Bp {
  const multiplier = paytables[risk][picks - 1]?.[hits];
  if (multiplier === undefined) throw new RangeError(`No keno payout for ${picks} picks, ${hits} hits`);
  return multiplier;
}

export function kenoPayout(bet: KenoBet, floats: readonly number[], paytables = KENO_PAYTABLES) {
  if (!validKenoPicks(bet.picks)) throw new RangeError('Bad keno picks');
  const drawn = kenoDraw(floats);
  const hits = bet.picks.filter((square) => drawn.includes(square)).length;
  return { drawn, hits, multiplier: kenoMultiplier(bet.risk, bet.picks.length, hits, paytables) };
}

/** P(hits) for `picks` squares when 10 of 40 are drawn: hypergeometric C(picks, h) C(40 − picks, 10 − h) / C(40, 10). */
export function kenoHitProbability(picks: number, hits: number): number {
  return (
    (binomial(picks, hits) * binomial(KENO_SQUARES - picks, KENO_DRAWN - hits)) / binomial(KENO_SQUARES, KENO_DRAWN)
  );
}

/** The exact return to player of one paytable row, as a fraction of the bet. */
export function kenoRtp(risk: KenoRisk, picks: number, paytables = KENO_PAYTABLES): number {
  let rtp = 0;
  for (let hits = 0; hits <= picks; hits++) {
    rtp += (kenoMultiplier(risk, picks, hits, paytables) / 10_000) * kenoHitProbability(picks, hits);
  }
  return rtp;
}
