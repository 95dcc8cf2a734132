import { describe, expect, it } from 'vitest';
import { CHANCE_RANGE, stepChance } from '../dice/hotkeys';
import { randomClosedTile } from '../miner/hotkeys';
import { nextChip } from '../roulette/hotkeys';

describe("the games' own keys", () => {
  it('dice: W and E move the win chance by 1% inside the slider', () => {
    expect(stepChance(4950, 100)).toBe(5050);
    expect(stepChance(CHANCE_RANGE.max - 50, 100)).toBe(CHANCE_RANGE.max);
    expect(stepChance(CHANCE_RANGE.min + 50, -100)).toBe(CHANCE_RANGE.min);
  });

  it('roulette: S and D pick the next smaller or larger chip, and stop at the ends', () => {
    const chips = [100n, 500n, 1000n];
    expect(nextChip(chips, 500n, 1)).toBe(1000n);
    expect(nextChip(chips, 500n, -1)).toBe(100n);
    expect(nextChip(chips, 1000n, 1)).toBe(1000n);
    expect(nextChip(chips, 100n, -1)).toBe(100n);
  });

  it('miner: Q opens a tile still closed, never an opened one', () => {
    const opened = Array.from({ length: 24 }, (_, tile) => tile).filter((tile) => tile !== 7);
    expect(randomClosedTile([...opened, 24], () => 0.99)).toBe(7);
    expect(randomClosedTile(opened, () => 0)).toBe(7);
    expect(randomClosedTile(opened, () => 0.99)).toBe(24);
    expect(randomClosedTile(Array.from({ length: 25 }, (_, tile) => tile))).toBeNull();
  });
});
