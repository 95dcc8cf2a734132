import type { RouletteChip } from '../../../../contract/api/games';
import { RED, type RouletteBet, rouletteCovered } from '../../../../contract/games/rules/roulette';

export type TableBet = RouletteChip['bet'];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export type OutsideKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

/** Where a cell sits: CSS grid lines for the wide table (zero on the left) and the tall one (zero on top). */
export interface TableCell {
  key: string;
  bet: TableBet;
  color: 'red' | 'black' | 'green' | null;
  wide: { row: string; column: string };
  tall: { row: string; column: string };
}

/** The European wheel's pockets clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

export function pocketColor(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return (RED as readonly number[]).includes(pocket) ? 'red' : 'black';
}

export function betKey(bet: TableBet): string {
  switch (bet.kind) {
    case 'straight':
      return `straight:${bet.number}`;
    case 'dozen':
    case 'column':
      return `${bet.kind}:${bet.index}`;
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
    default:
      return bet.kind;
  }
}

const OUTSIDE: OutsideKind[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

/** The straight-up numbers, the columns ("2 to 1"), the dozens and the even-money bets. */
export function tableCells(): TableCell[] {
  const cells: TableCell[] = [
    {
      key: 'straight:0',
      bet: { kind: 'straight', number: 0 },
      color: 'green',
      wide: { row: '1 / span 3', column: '1' },
      tall: { row: '1', column: '3 / span 3' },
    },
  ];
  for (let n = 1; n <= 36; n++) {
    const third = (n - 1) % 3; // 0: bottom row of the wide table (1, 4, …), 2: top row (3, 6, …)
    const line = Math.ceil(n / 3);
    cells.push({
      key: `straight:${n}`,
      bet: { kind: 'straight', number: n },
      color: pocketColor(n) === 'red' ? 'red' : 'black',
      wide: { row: String(3 - third), column: String(1 + line) },
      tall: { row: String(1 + line), column: String(3 + third) },
    });
  }
  for (const index of [1, 2, 3] as const) {
    cells.push({
      key: `column:${index}`,
      bet: { kind: 'column', index },
      color: null,
      wide: { row: String(4 - index), column: '14' },
      tall: { row: '14', column: String(2 + index) },
    });
  }
  for (const index of [1, 2, 3] as const) {
    cells.push({
      key: `dozen:${index}`,
      bet: { kind: 'dozen', index },
      color: null,
      wide: { row: '4', column: `${2 + 4 * (index - 1)} / span 4` },
      tall: { row: `${2 + 4 * (index - 1)} / span 4`, column: '2' },
    });
  }
  OUTSIDE.forEach((kind, i) => {
    cells.push({
      key: kind,
      bet: { kind },
      color: kind === 'red' ? 'red' : kind === 'black' ? 'black' : null,
      wide: { row: '5', column: `${2 + 2 * i} / span 2` },
      tall: { row: `${2 + 2 * i} / span 2`, column: '1' },
    });
  });
  return cells;
}

export type InsideKind = 'split' | 'street' | 'corner' | 'line';

/**
 * A split, street, corner or six line: a small target on the border or corner its numbers share. It sits in the
 * grid area of its `anchor` number at a fraction (0, ½ or 1) of that cell's width and height, per layout.
 */
export interface Hotspot {
  key: string;
  bet: { kind: InsideKind; numbers: number[] };
  anchor: number;
  wide: { x: number; y: number };
  tall: { x: number; y: number };
}

/** Every inside bet of the layout (the contract's rules decide what is allowed; this decides where it sits). */
export function tableHotspots(): Hotspot[] {
  const spots: Hotspot[] = [];
  const add = (kind: InsideKind, numbers: number[], anchor: number, wide: [number, number], tall: [number, number]) => {
    const bet = { kind, numbers };
    spots.push({ key: betKey(bet), bet, anchor, wide: { x: wide[0], y: wide[1] }, tall: { x: tall[0], y: tall[1] } });
  };
  // Wide table: n + 1 sits above n, n + 3 to its right. Tall table: n + 1 to its right, n + 3 below.
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add('split', [n, n + 1], n, [0.5, 0], [1, 0.5]);
    if (n <= 33) add('split', [n, n + 3], n, [1, 0.5], [0.5, 1]);
    if (n % 3 === 1) add('street', [n, n + 1, n + 2], n, [0.5, 1], [0, 0.5]);
    if (n % 3 !== 0 && n <= 32) add('corner', [n, n + 1, n + 3, n + 4], n, [1, 0], [1, 1]);
    if (n % 3 === 1 && n <= 31) add('line', range(n, n + 5), n, [1, 1], [0, 1]);
  }
  // The zero: left of 1-2-3 on the wide table, above them on the tall one.
  for (const n of [1, 2, 3]) add('split', [0, n], n, [0, 0.5], [0.5, 0]);
  add('street', [0, 1, 2], 1, [0, 0], [1, 0]);
  add('street', [0, 2, 3], 2, [0, 0], [1, 0]);
  add('corner', [0, 1, 2, 3], 1, [0, 1], [0, 0]);
  return spots;
}

/** A chip put on the table, in the order placed (undo takes the last one off). */
export interface PlacedChip {
  key: string;
  bet: TableBet;
  /** Minor units. */
  amount: bigint;
}

export function stakes(placed: readonly PlacedChip[]): Map<string, bigint> {
  const byKey = new Map<string, bigint>();
  for (const chip of placed) byKey.set(chip.key, (byKey.get(chip.key) ?? 0n) + chip.amount);
  return byKey;
}

export function totalStake(placed: readonly PlacedChip[]): bigint {
  return placed.reduce((sum, chip) => sum + chip.amount, 0n);
}

export const minorToText = (minor: bigint) =>
  `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;

export function textToMinor(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The request's chips: one per cell with its summed stake, in the order the cells were first played. */
export function chipsBody(placed: readonly PlacedChip[]): RouletteChip[] {
  const order: PlacedChip[] = [];
  for (const chip of placed) if (!order.some((seen) => seen.key === chip.key)) order.push(chip);
  const byKey = stakes(placed);
  return order.map((chip) => ({ bet: chip.bet, amount: minorToText(byKey.get(chip.key) ?? 0n) }));
}

/** The cells and hotspots whose bet covers the pocket. */
export function coveringKeys(
  pocket: number,
  targets: readonly { key: string; bet: TableBet }[] = [...tableCells(), ...tableHotspots()],
): Set<string> {
  return new Set(
    targets.filter((target) => rouletteCovered(target.bet as RouletteBet).includes(pocket)).map((target) => target.key),
  );
}

/** Chip values from the table minimum: 1, 5, 10, 50, 100 and 500 minimums, up to the maximum. */
export function chipValues(limits: { min: string | null; max: string | null }): bigint[] {
  const min = (limits.min && textToMinor(limits.min)) || 1n;
  const max = limits.max ? textToMinor(limits.max) : null;
  const values = [1n, 5n, 10n, 50n, 100n, 500n].map((factor) => min * factor).filter((v) => max === null || v <= max);
  return values.length ? values : [min];
}

/** The wheel's rotation in degrees that brings `pocket` under the ball, after `spins` turns of the round. */
export function wheelRotation(pocket: number, spins: number): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  return -(spins * 3 * 360) - (index * 360) / WHEEL_ORDER.length;
}
