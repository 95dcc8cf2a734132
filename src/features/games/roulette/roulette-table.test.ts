import { describe, expect, it } from 'vitest';
import { RED, rouletteCovered } from '../../../../contract/games/rules/roulette';
import {
  betKey,
  chipsBody,
  chipValues,
  coveringKeys,
  minorToText,
  pocketColor,
  stakes,
  tableCells,
  tableHotspots,
  textToMinor,
  totalStake,
  WHEEL_ORDER,
  wheelRotation,
} from './roulette-table';

describe('roulette table', () => {
  it('lays out 37 numbers, 3 columns, 3 dozens and 6 even-money bets with unique keys', () => {
    const cells = tableCells();
    expect(cells).toHaveLength(37 + 3 + 3 + 6);
    expect(new Set(cells.map((cell) => cell.key)).size).toBe(cells.length);
    expect(cells.filter((cell) => cell.color === 'red' && cell.bet.kind === 'straight')).toHaveLength(RED.length);
    const seventeen = cells.find((cell) => cell.key === 'straight:17');
    expect(seventeen?.wide).toEqual({ row: '2', column: '7' });
    expect(seventeen?.tall).toEqual({ row: '7', column: '4' });
  });

  it('has the wheel order of a European wheel', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(32)).toBe('red');
    expect(pocketColor(15)).toBe('black');
    expect(wheelRotation(0, 1)).toBe(-1080);
    expect(wheelRotation(32, 0)).toBeCloseTo(-360 / 37);
  });

  it('sums chips per cell and builds the request in first-played order', () => {
    const placed = [
      { key: 'red', bet: { kind: 'red' as const }, amount: 100n },
      { key: 'straight:17', bet: { kind: 'straight' as const, number: 17 }, amount: 500n },
      { key: 'red', bet: { kind: 'red' as const }, amount: 150n },
    ];
    expect(stakes(placed).get('red')).toBe(250n);
    expect(totalStake(placed)).toBe(750n);
    expect(chipsBody(placed)).toEqual([
      { bet: { kind: 'red' }, amount: '2.50' },
      { bet: { kind: 'straight', number: 17 }, amount: '5.00' },
    ]);
    expect(betKey({ kind: 'split', numbers: [5, 2] })).toBe('split:2-5');
  });

  it('finds the cells a pocket wins', () => {
    const wins = coveringKeys(17, tableCells());
    expect([...wins].sort()).toEqual(['black', 'column:2', 'dozen:2', 'low', 'odd', 'straight:17'].sort());
    expect([...coveringKeys(0, tableCells())]).toEqual(['straight:0']);
    // With the inside bets: 0 wins its three splits, two streets and the basket too.
    expect([...coveringKeys(0)].sort()).toEqual(
      ['straight:0', 'split:0-1', 'split:0-2', 'split:0-3', 'street:0-1-2', 'street:0-2-3', 'corner:0-1-2-3'].sort(),
    );
  });

  it('offers chip values within the limits and converts amounts exactly', () => {
    expect(chipValues({ min: '1.00', max: '10000.00' })).toEqual([100n, 500n, 1000n, 5000n, 10000n, 50000n]);
    expect(chipValues({ min: null, max: '0.10' })).toEqual([1n, 5n, 10n]);
    expect(chipValues({ min: '0.01', max: '0.10' })).toEqual([1n, 5n, 10n]);
    expect(textToMinor('12.5')).toBe(1250n);
    expect(textToMinor('x')).toBeNull();
    expect(minorToText(1205n)).toBe('12.05');
  });
});

describe('inside bets on the table', () => {
  const spots = tableHotspots();

  it('offers every split, street, corner and six line the contract allows, once each', () => {
    const count = (kind: string) => spots.filter((spot) => spot.bet.kind === kind).length;
    // 57 number splits + 0-1, 0-2, 0-3; 12 streets + 0-1-2, 0-2-3; 22 corners + the basket; 11 six lines.
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(14);
    expect(count('corner')).toBe(23);
    expect(count('line')).toBe(11);
    expect(new Set(spots.map((spot) => spot.key)).size).toBe(spots.length);
    for (const spot of spots) expect(() => rouletteCovered(spot.bet)).not.toThrow();
    expect(() => rouletteCovered({ kind: 'split', numbers: [3, 4] })).toThrow();
  });

  it('puts each target on the border its numbers share, in both layouts', () => {
    const at = (key: string) => spots.find((spot) => spot.key === key);
    // Wide: 2 above 1 → the top edge of 1; tall: 2 right of 1 → the right edge.
    expect(at('split:1-2')).toMatchObject({ anchor: 1, wide: { x: 0.5, y: 0 }, tall: { x: 1, y: 0.5 } });
    expect(at('corner:1-2-4-5')).toMatchObject({ anchor: 1, wide: { x: 1, y: 0 }, tall: { x: 1, y: 1 } });
    expect(at('line:31-32-33-34-35-36')).toMatchObject({ anchor: 31 });
    expect(at('line:34-35-36-37-38-39')).toBeUndefined();
    expect(at('line:1-2-3-4-5-6')).toMatchObject({ anchor: 1, wide: { x: 1, y: 1 }, tall: { x: 0, y: 1 } });
  });

  it('marks a winning corner and its numbers, and not a corner beside it', () => {
    const winners = coveringKeys(5);
    expect(winners.has('corner:1-2-4-5')).toBe(true);
    expect(winners.has('straight:5')).toBe(true);
    expect(winners.has('corner:2-3-5-6')).toBe(true);
    expect(winners.has('corner:7-8-10-11')).toBe(false);
  });
});
