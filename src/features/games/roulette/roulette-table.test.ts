import { describe, expect, it } from 'vitest';
import { RED } from '../../../../contract/games/roulette';
import {
  betKey,
  chipsBody,
  chipValues,
  coveringKeys,
  minorToText,
  pocketColor,
  stakes,
  tableCells,
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
    const wins = coveringKeys(17);
    expect([...wins].sort()).toEqual(['black', 'column:2', 'dozen:2', 'low', 'odd', 'straight:17'].sort());
    expect([...coveringKeys(0)]).toEqual(['straight:0']);
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
