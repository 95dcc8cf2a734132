import { MONEY_WHEEL_SEGMENTS } from '../../../contract/live/money-wheel';
import { pocketColor, WHEEL_ORDER } from '../../../contract/live/roulette';
import type { LiveTable } from '../../../contract/live/tables';

/** One slice of a drawn wheel, clockwise from the pointer. */
export interface Slice {
  label: string;
  color: string;
}

/** Each colour carries white text at 4.5:1 or more (WCAG AA for the small labels on the wheel, the board, the history). */
export const POCKET_COLORS = { green: '#1a7a43', red: '#c8283a', black: '#1d1f24' } as const;
/** The money wheel's numbers in colours of their own (as printed on such wheels), as dark as white text needs. */
export const MONEY_COLORS: Record<number, string> = {
  1: '#946a0a',
  2: '#2f74c0',
  5: '#7a3fb0',
  10: '#1a7a43',
  20: '#b8461f',
  40: '#b8323f',
};

export const rouletteColor = (pocket: number) => POCKET_COLORS[pocketColor(pocket)];

/** The table's wheel, and which slice an outcome is (a roulette outcome is a pocket, a money wheel's a segment). */
export function wheelOf(table: LiveTable): { slices: Slice[]; sliceOf(outcome: number): number } {
  if (table === 'roulette') {
    return {
      slices: WHEEL_ORDER.map((pocket) => ({ label: String(pocket), color: rouletteColor(pocket) })),
      sliceOf: (outcome) => WHEEL_ORDER.indexOf(outcome),
    };
  }
  return {
    slices: MONEY_WHEEL_SEGMENTS.map((n) => ({ label: String(n), color: MONEY_COLORS[n] ?? '#555' })),
    sliceOf: (outcome) => outcome,
  };
}

/** What an outcome shows: the pocket, or the segment's number. */
export const outcomeLabel = (table: LiveTable, outcome: number): string =>
  table === 'roulette' ? String(outcome) : String(MONEY_WHEEL_SEGMENTS[outcome]);

export const outcomeColor = (table: LiveTable, outcome: number): string =>
  table === 'roulette' ? rouletteColor(outcome) : (MONEY_COLORS[MONEY_WHEEL_SEGMENTS[outcome] ?? 1] ?? '#555');

/** The wheel's turn (degrees, always forward from `from`) that brings a slice's centre under the pointer at the top. */
export function turnTo(from: number, slice: number, slices: number, spins: number): number {
  const target = -((slice + 0.5) * 360) / slices;
  const base = from - (from % 360);
  let next = base + spins * 360 + (((target % 360) + 360) % 360);
  if (next <= from) next += 360;
  return next;
}
