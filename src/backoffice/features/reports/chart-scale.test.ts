import { describe, expect, it } from 'vitest';
import { barsOf, positionOf, scaleOf } from './chart-scale';

describe('a chart’s scale', () => {
  it('rounds the top up to a round step, starting at zero', () => {
    expect(scaleOf([120, 380, 45])).toEqual({ low: 0, high: 400, ticks: [0, 100, 200, 300, 400] });
    expect(scaleOf([0.3, 0.1])).toEqual({ low: 0, high: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('goes below zero for a loss (a negative GGR), keeping zero on a tick', () => {
    const scale = scaleOf([-150, 480]);
    expect(scale.low).toBe(-200);
    expect(scale.high).toBe(600);
    expect(scale.ticks).toContain(0);
  });

  it('draws an empty range as 0 to 1 rather than dividing by zero', () => {
    expect(scaleOf([0, 0])).toEqual({ low: 0, high: 1, ticks: [0, 1] });
    expect(scaleOf([])).toEqual({ low: 0, high: 1, ticks: [0, 1] });
  });

  it('places bars from the zero line: up for a gain, down for a loss, none for zero', () => {
    const scale = scaleOf([-100, 0, 300]);
    expect(positionOf(scale, 0, 200)).toBe(150);
    const [loss, nothing, gain] = barsOf([-100, 0, 300], scale, 300, 200, 0);
    expect(loss).toEqual({ x: 0, y: 150, width: 100, height: 50 });
    expect(nothing).toMatchObject({ x: 100, height: 0 });
    expect(gain).toEqual({ x: 200, y: 0, width: 100, height: 150 });
  });
});
