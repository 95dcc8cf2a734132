import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out';
import { formatOdds, overroundBp, parseOdds, priceOf, withMargin } from './odds';
import { accumulatorProblem, combinedOdds, potentialPayout } from './slip';

describe('odds', () => {
  it('parses and formats decimal odds exactly', () => {
    expect(parseOdds('1.85')).toBe(1850);
    expect(parseOdds('1.925')).toBe(1925);
    expect(parseOdds('12')).toBe(12000);
    expect(parseOdds('1.00')).toBeNull();
    expect(parseOdds('1.8500')).toBeNull();
    expect(parseOdds('abc')).toBeNull();
    expect(formatOdds(1850)).toBe('1.85');
    expect(formatOdds(1925)).toBe('1.925');
    expect(formatOdds(12000)).toBe('12.00');
  });

  it('prices with a margin, rounding down', () => {
    expect(priceOf(0.5, 0)).toBe(2000);
    expect(priceOf(0.5, 600)).toBe(1880); // 1 / (0.5 × 1.06) = 1.8867…
    expect(withMargin(2000, 600)).toBe(1880);
    expect(priceOf(0.999, 600)).toBe(1010);
    // The book of a priced market is over 100 % by about the margin.
    const probs = [0.45, 0.3, 0.25];
    const bp = overroundBp(probs.map((p) => priceOf(p, 600)));
    expect(bp).toBeGreaterThanOrEqual(600);
    expect(bp).toBeLessThan(700);
  });
});

describe('the slip', () => {
  it('combines the odds and the payout exactly', () => {
    expect(combinedOdds([1850, 2100, 1500])).toBe(5827); // 5.8275 shown rounded down
    expect(potentialPayout(10_000n, [1850, 2100, 1500])).toBe(58_275n);
    expect(potentialPayout(333n, [1333])).toBe(443n);
  });

  it('refuses two legs of one event in an accumulator', () => {
    expect(accumulatorProblem([{ eventId: 1, odds: 2000 }])).toBe('too_few_legs');
    expect(
      accumulatorProblem([
        { eventId: 1, odds: 2000 },
        { eventId: 1, odds: 1500 },
      ]),
    ).toBe('same_event');
    expect(
      accumulatorProblem([
        { eventId: 1, odds: 2000 },
        { eventId: 2, odds: 1500 },
      ]),
    ).toBeNull();
  });
});

describe('cash-out', () => {
  it('values an open single from the current odds, less the margin', () => {
    // Accepted 3.00, now 1.50: worth 2× the stake before the margin.
    expect(cashOutValue(1000n, [{ acceptedOdds: 3000, currentOdds: 1500 }], 0)).toBe(2000n);
    expect(cashOutValue(1000n, [{ acceptedOdds: 3000, currentOdds: 1500 }], 500)).toBe(1900n);
  });

  it('counts settled legs of an accumulator and refuses a lost or suspended one', () => {
    const won = { acceptedOdds: 2000, settled: { kind: 'win' } } as const;
    expect(cashOutValue(1000n, [won, { acceptedOdds: 2000, currentOdds: 1000 + 250 }], 0)).toBe(3200n);
    const voided = { acceptedOdds: 2000, settled: { kind: 'void' } } as const;
    expect(cashOutValue(1000n, [voided, { acceptedOdds: 2000, currentOdds: 2000 }], 0)).toBe(1000n);
    const lost = { acceptedOdds: 2000, settled: { kind: 'loss' } } as const;
    expect(cashOutValue(1000n, [lost, { acceptedOdds: 2000, currentOdds: 2000 }], 0)).toBeNull();
    expect(cashOutValue(1000n, [won, { acceptedOdds: 2000, currentOdds: null }], 0)).toBeNull();
    expect(cashOutValue(1000n, [won], 0)).toBeNull();
  });
});
