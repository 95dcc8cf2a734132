import { describe, expect, it } from 'vitest';
import { formatMultiplier } from '../../../../contract/games/multiplier';
import { KENO_PAYTABLES, kenoRtp } from '../../../../contract/games/rules/keno';
import { arrowTarget, autoPick, paytableRow, paytableRtp, togglePick } from './keno-board';

describe('keno board', () => {
  it('toggles picks, sorted, and ignores an eleventh', () => {
    expect(togglePick([5, 2], 3)).toEqual([2, 3, 5]);
    expect(togglePick([2, 3, 5], 3)).toEqual([2, 5]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 10)).toHaveLength(9);
  });

  it('auto-picks distinct squares of 1..40', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const count of [1, 5, 10]) {
      const picks = autoPick(count, random);
      expect(picks).toHaveLength(count);
      expect(new Set(picks).size).toBe(count);
      expect(picks.every((p) => p >= 1 && p <= 40)).toBe(true);
      expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    }
    expect(autoPick(0)).toHaveLength(1);
    expect(autoPick(99)).toHaveLength(10);
  });

  it('moves with the arrow keys within the 8 × 5 board', () => {
    expect(arrowTarget(1, 'ArrowRight')).toBe(2);
    expect(arrowTarget(1, 'ArrowLeft')).toBe(1);
    expect(arrowTarget(3, 'ArrowDown')).toBe(11);
    expect(arrowTarget(36, 'ArrowDown')).toBe(36);
    expect(arrowTarget(20, 'Home')).toBe(1);
    expect(arrowTarget(20, 'End')).toBe(40);
    expect(arrowTarget(20, 'Enter')).toBeNull();
  });

  it('reads the published row and its return to player', () => {
    const published = Object.fromEntries(
      Object.entries(KENO_PAYTABLES).map(([risk, rows]) => [risk, rows.map((row) => row.map(formatMultiplier))]),
    );
    expect(paytableRow(published, 'classic', 1)).toEqual(['0.00', '3.96']);
    expect(paytableRow(published, 'high', 0)).toEqual([]);
    expect(paytableRow(undefined, 'high', 3)).toEqual([]);
    for (const picks of [1, 4, 10]) {
      const row = paytableRow(published, 'medium', picks);
      expect(paytableRtp(row, picks)).toBeCloseTo(kenoRtp('medium', picks), 9);
    }
  });
});
