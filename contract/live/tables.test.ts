import { describe, expect, it } from 'vitest';
import { MONEY_WHEEL_SEGMENTS, moneyWheelRtpBp } from './money-wheel';
import { pocketColor, WHEEL_ORDER } from './roulette';
import { LIVE_RULES, liveChips, liveLimits, livePayout } from './tables';

describe('live roulette payouts', () => {
  it('pays a straight 35 to 1, dozens and columns 2 to 1, even chances 1 to 1 (stake back besides)', () => {
    expect(livePayout('roulette', 'straight:17', 100n, 17)).toBe(3600n);
    expect(livePayout('roulette', 'straight:17', 100n, 18)).toBe(0n);
    expect(livePayout('roulette', 'straight:0', 100n, 0)).toBe(3600n);
    expect(livePayout('roulette', 'red', 100n, 1)).toBe(200n);
    expect(livePayout('roulette', 'black', 100n, 1)).toBe(0n);
    expect(livePayout('roulette', 'black', 100n, 2)).toBe(200n);
    expect(livePayout('roulette', 'odd', 100n, 35)).toBe(200n);
    expect(livePayout('roulette', 'even', 100n, 36)).toBe(200n);
    expect(livePayout('roulette', 'low', 100n, 18)).toBe(200n);
    expect(livePayout('roulette', 'high', 100n, 18)).toBe(0n);
    expect(livePayout('roulette', 'high', 100n, 19)).toBe(200n);
    expect(livePayout('roulette', 'dozen:1', 100n, 12)).toBe(300n);
    expect(livePayout('roulette', 'dozen:2', 100n, 13)).toBe(300n);
    expect(livePayout('roulette', 'dozen:3', 100n, 36)).toBe(300n);
    expect(livePayout('roulette', 'column:1', 100n, 34)).toBe(300n);
    expect(livePayout('roulette', 'column:2', 100n, 35)).toBe(300n);
    expect(livePayout('roulette', 'column:3', 100n, 36)).toBe(300n);
    expect(livePayout('roulette', 'column:3', 100n, 35)).toBe(0n);
  });

  it('loses every outside bet on zero', () => {
    for (const spot of LIVE_RULES.roulette.spots.filter((s) => !s.startsWith('straight:'))) {
      expect(livePayout('roulette', spot, 100n, 0)).toBe(0n);
    }
  });

  it('has a house edge of 1/37 on every bet', () => {
    for (const spot of LIVE_RULES.roulette.spots) {
      let back = 0n;
      for (let pocket = 0; pocket < 37; pocket++) back += livePayout('roulette', spot, 1n, pocket);
      expect(back).toBe(36n);
    }
  });

  it('lays out the wheel with every pocket once, 18 red and 18 black', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    const colors = WHEEL_ORDER.map(pocketColor);
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    // Red and black alternate around the wheel.
    for (let i = 1; i < 36; i++) expect(colors[i]).not.toBe(colors[i + 1]);
  });
});

describe('money wheel payouts', () => {
  it('has 54 segments: 25 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40', () => {
    const count = (n: number) => MONEY_WHEEL_SEGMENTS.filter((s) => s === n).length;
    expect(MONEY_WHEEL_SEGMENTS).toHaveLength(54);
    expect([1, 2, 5, 10, 20, 40].map(count)).toEqual([25, 15, 7, 4, 2, 1]);
  });

  it('pays the number to one on its segments, nothing elsewhere', () => {
    const forty = MONEY_WHEEL_SEGMENTS.indexOf(40);
    expect(livePayout('money-wheel', '40', 10n, forty)).toBe(410n);
    expect(livePayout('money-wheel', '1', 10n, forty)).toBe(0n);
    const one = MONEY_WHEEL_SEGMENTS.indexOf(1);
    expect(livePayout('money-wheel', '1', 10n, one)).toBe(20n);
  });

  it('states each bet’s return to player', () => {
    expect([1, 2, 5, 10, 20, 40].map(moneyWheelRtpBp)).toEqual([9259, 8333, 7777, 8148, 7777, 7592]);
  });
});

describe('live limits and chips', () => {
  it('bounds the roulette by spec §9’s roulette column and the wheel by its wheel-of-fortune column', () => {
    expect(liveLimits('roulette', 'RUB')).toEqual({ min: 100n, max: 1_000_000n });
    expect(liveLimits('money-wheel', 'RUB')).toEqual({ min: null, max: 100n });
    expect(liveChips('roulette', 'RUB')).toEqual([100n, 500n, 1000n, 5000n, 10_000n]);
    expect(liveChips('money-wheel', 'RUB')).toEqual([10n, 50n, 100n]);
    expect(liveChips('roulette', 'USD')).toEqual([1n, 5n, 10n]);
  });
});
