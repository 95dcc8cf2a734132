/**
 * The book's vocabulary: sports, market kinds and their selections. A line (totals, handicaps) is an integer of
 * quarters (2.5 is 10, -0.25 is -1): a quarter line (odd) is an Asian line whose stake is split into two halves
 * on the neighbouring lines (2.25 is half on 2.0, half on 2.5).
 */
export const SPORTS = ['football', 'hockey', 'tennis', 'basketball', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

export const MARKET_KINDS = [
  /** 1X2: home, draw, away. */
  'match_result',
  /** Two-way winner (no draw): home, away. */
  'match_winner',
  /** Two of the three 1X2 outcomes. */
  'double_chance',
  /** Over / under a line of the total score. */
  'total',
  /** The home side's score plus the line against the away side's. */
  'handicap',
  /** Both teams to score: yes, no. */
  'btts',
  /** The exact final score ("2:1"). */
  'correct_score',
  /** The winner of a competition, by placings (dead heat when competitors tie). */
  'outright',
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** The fixed selection keys of each kind (correct score and outright keys are scores and competitors). */
export const SELECTION_KEYS = {
  match_result: ['home', 'draw', 'away'],
  match_winner: ['home', 'away'],
  double_chance: ['home_draw', 'home_away', 'draw_away'],
  total: ['over', 'under'],
  handicap: ['home', 'away'],
  btts: ['yes', 'no'],
} as const satisfies Partial<Record<MarketKind, readonly string[]>>;

/** A market as settlement needs it: its kind, its line in quarters (totals, handicaps), its paid places (outright). */
export interface MarketTerms {
  kind: MarketKind;
  lineQuarters?: number | null;
  places?: number | null;
}

/** The official result of an event. `positions` ranks an outright's competitors (ties share a position). */
export type EventResult =
  | { kind: 'score'; home: number; away: number }
  | { kind: 'placings'; positions: Readonly<Record<string, number>> }
  | { kind: 'abandoned' };

/** 2.5 → 10; null unless the number is a whole number of quarters. */
export function quartersOf(line: number): number | null {
  const quarters = line * 4;
  return Number.isInteger(quarters) ? quarters : null;
}

/** 10 → "2.5", -3 → "-0.75", 4 → "1". */
export function formatLine(quarters: number): string {
  return String(quarters / 4);
}

export const isAsianQuarterLine = (quarters: number) => quarters % 2 !== 0;

export const correctScoreKey = (home: number, away: number) => `${home}:${away}`;
