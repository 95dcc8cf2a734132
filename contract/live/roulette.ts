/**
 * European roulette (one zero) as the live table plays it: the outcome is a pocket 0–36. Bets: a straight number
 * (35 to 1), red/black, odd/even, low (1–18)/high (19–36) (1 to 1), a dozen or a column (2 to 1). Zero loses every
 * outside bet (no la partage). Pure: no zod (the page imports it).
 */
export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** The pockets in the order they sit on a European wheel, clockwise from zero (for the animation). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export const OUTSIDE_SPOTS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const DOZEN_SPOTS = ['dozen:1', 'dozen:2', 'dozen:3'] as const;
export const COLUMN_SPOTS = ['column:1', 'column:2', 'column:3'] as const;
export const STRAIGHT_SPOTS: readonly string[] = Array.from({ length: ROULETTE_POCKETS }, (_, n) => `straight:${n}`);

export const ROULETTE_SPOTS: readonly string[] = [...STRAIGHT_SPOTS, ...OUTSIDE_SPOTS, ...DOZEN_SPOTS, ...COLUMN_SPOTS];

export const pocketColor = (pocket: number): 'green' | 'red' | 'black' =>
  pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';

/** Whether a bet on `spot` wins when the ball lands in `pocket`. */
export function rouletteCovers(spot: string, pocket: number): boolean {
  const [kind, value] = spot.split(':');
  const n = Number(value);
  if (kind === 'straight') return n === pocket;
  if (pocket === 0) return false;
  switch (kind) {
    case 'red':
      return pocketColor(pocket) === 'red';
    case 'black':
      return pocketColor(pocket) === 'black';
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === n;
    case 'column':
      return ((pocket - 1) % 3) + 1 === n;
    default:
      return false;
  }
}

/** What a winning bet on `spot` pays to one (the stake comes back besides). */
export function roulettePaysToOne(spot: string): number {
  const kind = spot.split(':')[0];
  if (kind === 'straight') return 35;
  if (kind === 'dozen' || kind === 'column') return 2;
  return 1;
}
