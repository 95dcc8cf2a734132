import type { MarketKind, MarketTerms } from '../../../contract/sports/markets';
import { MAX_ODDS, ODDS_SCALE, type Odds } from '../../../contract/sports/odds';
import { settleSelection } from '../../../contract/sports/settlement';

/** Final scores with their probabilities. */
export type ScoreDistribution = { home: number; away: number; p: number }[];

/** Below this chance of winning, or above 1 − it, the simulator offers no price (a decided or dead outcome). */
const UNPRICED = 0.01;

/**
 * The fair (margin-free) odds of a selection over a distribution of final scores: the price at which its expected
 * return is the stake, settled score by score with the book's own rules (so Asian halves are priced as they pay).
 * Null when the outcome is all but decided either way.
 */
export function fairOddsOf(market: MarketTerms, key: string, distribution: ScoreDistribution): Odds | null {
  const scores = collapsed(distribution, market.kind);
  let win = 0;
  let back = 0; // the part of the stake returned without a win: voids and the returned halves
  for (const { home, away, p } of scores) {
    const outcome = settleSelection(market, key, { kind: 'score', home, away });
    if (outcome.kind === 'win') win += p;
    else if (outcome.kind === 'void') back += p;
    else if (outcome.kind === 'half_win') {
      win += p / 2;
      back += p / 2;
    } else if (outcome.kind === 'half_loss') back += p / 2;
  }
  if (win < UNPRICED || win + back > 1 - UNPRICED) return null;
  const odds = Math.round(((1 - back) / win) * ODDS_SCALE);
  return odds > MAX_ODDS ? null : odds;
}

type Measure = 'total' | 'difference' | 'score';
const MEASURE: Record<MarketKind, Measure> = {
  total: 'total',
  match_result: 'difference',
  match_winner: 'difference',
  double_chance: 'difference',
  handicap: 'difference',
  btts: 'score',
  correct_score: 'score',
  outright: 'score',
};
const collapses = new WeakMap<ScoreDistribution, Map<Measure, ScoreDistribution>>();

/**
 * The distribution folded onto what a market kind settles on (totals read only the sum, results and handicaps only
 * the difference): a basketball market prices over a few hundred points instead of thousands of scores.
 */
function collapsed(scores: ScoreDistribution, kind: MarketKind): ScoreDistribution {
  const measure = MEASURE[kind];
  if (measure === 'score') return scores;
  let byMeasure = collapses.get(scores);
  if (!byMeasure) {
    byMeasure = new Map();
    collapses.set(scores, byMeasure);
  }
  const known = byMeasure.get(measure);
  if (known) return known;
  const sums = new Map<number, number>();
  for (const { home, away, p } of scores) {
    const value = measure === 'total' ? home + away : home - away;
    sums.set(value, (sums.get(value) ?? 0) + p);
  }
  const folded = [...sums].map(([value, p]) =>
    measure === 'total' ? { home: value, away: 0, p } : { home: Math.max(value, 0), away: Math.max(-value, 0), p },
  );
  byMeasure.set(measure, folded);
  return folded;
}

/** P(X = k) for a Poisson variable of mean `mean`, for k = 0 … max. */
export function poissonPmf(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p *= mean / (k + 1);
  }
  return out;
}

/** The final scores: today's score plus independent Poisson goals for each side's remaining mean. */
export function poissonScores(
  current: { home: number; away: number },
  meanHome: number,
  meanAway: number,
): ScoreDistribution {
  const span = (mean: number) => Math.ceil(mean + 4 * Math.sqrt(mean) + 5);
  const low = (mean: number) => Math.max(0, Math.floor(mean - 4 * Math.sqrt(mean)));
  const home = poissonPmf(meanHome, span(meanHome));
  const away = poissonPmf(meanAway, span(meanAway));
  const scores: ScoreDistribution = [];
  for (let h = low(meanHome); h < home.length; h++) {
    for (let a = low(meanAway); a < away.length; a++) {
      const p = (home[h] as number) * (away[a] as number);
      if (p > 1e-6) scores.push({ home: current.home + h, away: current.away + a, p });
    }
  }
  return scores;
}

/** Best-of-three: the final set scores from today's, each further set won by home with probability `p`. */
export function setScores(current: { home: number; away: number }, p: number, toWin = 2): ScoreDistribution {
  const scores: ScoreDistribution = [];
  const walk = (home: number, away: number, prob: number) => {
    if (home === toWin || away === toWin) {
      scores.push({ home, away, p: prob });
      return;
    }
    walk(home + 1, away, prob * p);
    walk(home, away + 1, prob * (1 - p));
  };
  walk(current.home, current.away, 1);
  return scores;
}
