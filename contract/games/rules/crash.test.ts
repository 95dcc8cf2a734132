import { describe, expect, it } from 'vitest';
import { bustAfterMs, cashoutMultiplier, crashPayout, multiplierAt } from './crash';

describe('crash curve', () => {
  it('rises as e^(0.00006·ms), floored to hundredths', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(1000)).toBe(106);
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(11_552)).toBe(199);
  });

  it('puts the bust instant at the first millisecond the curve reaches the bust', () => {
    for (const bust of [100, 101, 150, 200, 1234, 100_000]) {
      const at = bustAfterMs(bust);
      expect(multiplierAt(at)).toBeGreaterThanOrEqual(bust);
      if (bust > 100) expect(multiplierAt(at - 1)).toBeLessThan(bust);
    }
    expect(bustAfterMs(100)).toBe(0);
  });

  it('pays a cash-out strictly before the bust instant and refuses one at it', () => {
    const at = bustAfterMs(200);
    expect(cashoutMultiplier(at - 1, 200, null)).toBe(199);
    expect(cashoutMultiplier(at, 200, null)).toBeNull();
    expect(cashoutMultiplier(0, 100, null)).toBeNull();
    // The automatic target was passed first: the target is paid.
    expect(cashoutMultiplier(at - 1, 200, 150)).toBe(150);
    expect(cashoutMultiplier(1000, 200, 150)).toBe(106);
  });

  it('rounds payouts down', () => {
    expect(crashPayout(333n, 150)).toBe(499n);
  });
});
