import { describe, expect, it } from 'vitest';
import { bpOf, percentOf } from './margin-percent';

describe('a margin as a percent', () => {
  it('reads basis points as a percent and back', () => {
    expect(percentOf(600)).toBe('6');
    expect(percentOf(725)).toBe('7.25');
    for (const bp of [0, 5, 50, 600, 725, 5000]) expect(bpOf(percentOf(bp))).toBe(bp);
  });

  it('takes a comma or a point and at most two decimals', () => {
    expect(bpOf('6,5')).toBe(650);
    expect(bpOf(' 7.05 ')).toBe(705);
    expect(bpOf('7.005')).toBeNull();
    expect(bpOf('-1')).toBeNull();
    expect(bpOf('')).toBeNull();
    expect(bpOf('abc')).toBeNull();
  });
});
