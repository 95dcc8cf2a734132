import { KENO_SQUARES } from '../../../../contract/fairness/outcomes';
import { KENO_MAX_PICKS, kenoHitProbability } from '../../../../contract/games/rules/keno';

/** The board's squares, 1..40, and its columns (the arrow keys move across this grid). */
export const KENO_BOARD = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
export const KENO_COLUMNS = 8;

/** A click on a square: picks it, or unpicks it; a pick beyond the tenth is ignored. */
export function togglePick(picks: readonly number[], square: number): number[] {
  if (picks.includes(square)) return picks.filter((pick) => pick !== square);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, square].sort((a, b) => a - b);
}

/** `count` distinct squares at random, sorted (the auto-pick button). */
export function autoPick(count: number, random: () => number = Math.random): number[] {
  const pool = [...KENO_BOARD];
  const picks: number[] = [];
  const wanted = Math.max(1, Math.min(KENO_MAX_PICKS, Math.floor(count)));
  while (picks.length < wanted) {
    const [square] = pool.splice(Math.floor(random() * pool.length), 1);
    if (square !== undefined) picks.push(square);
  }
  return picks.sort((a, b) => a - b);
}

/** The square the arrow keys move to from `square` (1..40, rows of KENO_COLUMNS), or null for another key. */
export function arrowTarget(square: number, key: string): number | null {
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -KENO_COLUMNS,
    ArrowDown: KENO_COLUMNS,
  };
  if (key === 'Home') return 1;
  if (key === 'End') return KENO_SQUARES;
  const delta = step[key];
  if (delta === undefined) return null;
  const next = square + delta;
  return next >= 1 && next <= KENO_SQUARES ? next : square;
}

/** The paytable row for `picks` squares (multipliers by hits, "3.96"), as GET config publishes it. */
export function paytableRow(
  paytables: Readonly<Record<string, readonly (readonly string[])[]>> | undefined,
  risk: string,
  picks: number,
) {
  return picks >= 1 ? [...(paytables?.[risk]?.[picks - 1] ?? [])] : [];
}

/** The return to player of a published row: Σ multiplier × P(hits), e.g. 0.989. */
export function paytableRtp(row: readonly string[], picks: number): number {
  return row.reduce((sum, multiplier, hits) => sum + Number(multiplier) * kenoHitProbability(picks, hits), 0);
}
