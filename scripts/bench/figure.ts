/**
 * One machine-readable line per headline figure of a benchmark, for `npm run bench:all` to collect into its table.
 * The human-readable output of each benchmark stays as it is; this line comes in addition.
 */
export interface BenchFigure {
  /** What was measured, e.g. "dice bets/s (PostgreSQL 15)". */
  name: string;
  value: number;
  unit: string;
  /** The target, as text ("≥ 1500", "≤ 120 KB"), or null for a figure measured for the record only. */
  target: string | null;
  met: boolean | null;
}

const FIGURE_PREFIX = 'BENCH-FIGURE ';

export function reportFigure(figure: BenchFigure): void {
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

export function parseFigures(output: string): BenchFigure[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(FIGURE_PREFIX))
    .map((line) => JSON.parse(line.slice(FIGURE_PREFIX.length)) as BenchFigure);
}
