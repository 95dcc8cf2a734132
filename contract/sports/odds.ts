/**
 * Decimal odds as integer thousandths (1.850 is 1850): exact to add, compare and store, never a float in money.
 * Margins are basis points (600 = 6 %). Every rounding goes against the player (down), never in their favour.
 */
export type Odds = number;

export const ODDS_SCALE = 1000;
/** The lowest price the book offers: 1.01. */
export const MIN_ODDS: Odds = 1010;
/** The highest single price the book offers: 1000.00. */
export const MAX_ODDS: Odds = 1_000_000;

/** "1.85" or "1.850" → 1850; null when it is not a price the book could offer. */
export function parseOdds(text: string): Odds | null {
  const match = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const odds = Number(match[1]) * ODDS_SCALE + Number((match[2] ?? '').padEnd(3, '0'));
  return odds >= MIN_ODDS && odds <= MAX_ODDS ? odds : null;
}

/** 1850 → "1.85", 1925 → "1.925" (two decimals at least, three when needed). */
export function formatOdds(odds: Odds): string {
  const whole = Math.floor(odds / ODDS_SCALE);
  const fraction = String(odds % ODDS_SCALE).padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

/**
 * The price of an outcome of probability `p` with the book's margin: 1 / (p × (1 + margin)), rounded down to
 * hundredths and kept within [MIN_ODDS, MAX_ODDS].
 */
export function priceOf(probability: number, marginBp: number): Odds {
  if (!(probability > 0)) return MAX_ODDS;
  const raw = 1 / (probability * (1 + marginBp / 10_000));
  const hundredths = Math.floor(raw * 100 + 1e-9) * 10;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, hundredths));
}

/** Fair (margin-free) odds turned into the book's price with `marginBp` on top. */
export function withMargin(fairOdds: Odds, marginBp: number): Odds {
  return priceOf(ODDS_SCALE / fairOdds, marginBp);
}

/** A market's overround in basis points: (Σ 1/odds − 1) × 10 000 (the margin the operator sees per market). */
export function overroundBp(odds: readonly Odds[]): number {
  const book = odds.reduce((sum, o) => sum + ODDS_SCALE / o, 0);
  return Math.round((book - 1) * 10_000);
}
