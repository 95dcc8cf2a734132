import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds } from '../sports/slip';
import {
  bonusShareTo,
  matchAmount,
  requirement,
  settledSportStake,
  shareChange,
  splitStake,
  splitWin,
  sportWeightPercent,
  weightedStake,
} from './wagering';

const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });
const positive = fc.bigInt({ min: 1n, max: 10n ** 12n });

describe('the wagering rules', () => {
  it('a stake takes real money first, then bonus money, and never more than there is', () => {
    fc.assert(
      fc.property(positive, minor, minor, (stake, cash, bonus) => {
        const split = splitStake(stake, cash, bonus);
        if (cash + bonus < stake) {
          expect(split).toBeNull();
          return;
        }
        if (!split) throw new Error('covered, yet refused');
        expect(split.cash + split.bonus).toBe(stake);
        expect(split.cash).toBe(cash >= stake ? stake : cash);
        expect(split.bonus <= bonus).toBe(true);
        // Bonus money is touched only when real money is all used.
        if (split.bonus > 0n) expect(split.cash).toBe(cash);
      }),
    );
  });

  it('a win is split in the stake proportion: all of it paid, the bonus part never above its share', () => {
    fc.assert(
      fc.property(minor, minor, minor, (win, cash, bonus) => {
        fc.pre(cash + bonus > 0n);
        const split = splitWin(win, { cash, bonus });
        expect(split.cash + split.bonus).toBe(win);
        expect(split.bonus * (cash + bonus) <= win * bonus).toBe(true);
        if (bonus === 0n) expect(split.bonus).toBe(0n);
        if (cash === 0n) expect(split.cash).toBe(0n);
      }),
    );
  });

  it('a later payment’s bonus share goes by the funding bonus: active to bonus, converted to cash, ended nowhere', () => {
    expect(bonusShareTo('active')).toBe('bonus');
    expect(bonusShareTo('completed')).toBe('cash');
    for (const ended of ['expired', 'forfeited', 'cancelled']) expect(bonusShareTo(ended)).toBe('forfeit');
  });

  it('a corrected payment moves each share by the difference of the totals: both the same way, summing to it', () => {
    fc.assert(
      fc.property(minor, minor, minor, minor, (now, before, cash, bonus) => {
        fc.pre(cash + bonus > 0n);
        const stake = { cash, bonus };
        const change = shareChange(now, before, stake);
        expect(change.cash + change.bonus).toBe(now - before);
        expect(change.bonus).toBe(splitWin(now, stake).bonus - splitWin(before, stake).bonus);
        if (now >= before) expect(change.cash >= 0n && change.bonus >= 0n).toBe(true);
        else expect(change.cash <= 0n && change.bonus <= 0n).toBe(true);
      }),
    );
  });

  it('a deposit match never exceeds its percentage or its cap', () => {
    fc.assert(
      fc.property(
        minor,
        fc.integer({ min: 1, max: 1000 }),
        fc.option(minor, { nil: null }),
        (deposit, percent, cap) => {
          const amount = matchAmount(deposit, percent, cap);
          expect(amount * 100n <= deposit * BigInt(percent)).toBe(true);
          if (cap !== null) expect(amount <= cap).toBe(true);
        },
      ),
    );
  });

  it('weights: originals and slots in full, live a tenth, sport by odds; the requirement by its base', () => {
    expect(weightedStake(1000n, 'original')).toBe(1000n);
    expect(weightedStake(1000n, 'slot')).toBe(1000n);
    expect(weightedStake(1000n, 'live')).toBe(100n);
    expect([1010, 1499, 1500, 2000, 50_000].map(sportWeightPercent)).toEqual([0, 0, 100, 100, 100]);
    expect(weightedStake(1000n, 'sport', 1499)).toBe(0n);
    expect(weightedStake(1000n, 'sport', 1500)).toBe(1000n);
    expect(requirement(30, 'bonus', 100n, 200n)).toBe(3000n);
    expect(requirement(30, 'bonus_deposit', 100n, 200n)).toBe(9000n);
  });

  it('a settled sports bet counts by the legs that stood, never more than when it was placed', () => {
    const leg = (odds: number, isVoid = false) => ({ odds, void: isVoid });
    expect(settledSportStake(1000n, [leg(2000, true)])).toBe(0n);
    expect(settledSportStake(1000n, [leg(2000), leg(1300, true)])).toBe(1000n);
    expect(settledSportStake(1000n, [leg(2000, true), leg(1300)])).toBe(0n);
    fc.assert(
      fc.property(
        positive,
        fc.array(fc.record({ odds: fc.integer({ min: 1001, max: 50_000 }), void: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        (stake, legs) => {
          const placed = weightedStake(stake, 'sport', combinedOdds(legs.map((l) => l.odds)));
          const settled = settledSportStake(stake, legs);
          expect(settled <= placed).toBe(true);
          if (legs.every((l) => !l.void)) expect(settled).toBe(placed);
        },
      ),
    );
  });
});
