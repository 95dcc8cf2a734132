/** Exact checks of the published configs: multipliers by formula, RTP computed combinatorially. */
import { describe, expect, it } from 'vitest';
import { cardAt } from '../fairness/outcomes';
import { CASES, type CaseConfig, caseRtp, openCase, validateCase } from './cases';
import { binomial } from './combinatorics';
import { BP, formatMultiplier, payoutMinor } from './multiplier';
import { COINFLIP, coinflipPayout } from './rules/coinflip';
import {
  DICE,
  type DiceBet,
  diceMultiplier,
  dicePayout,
  diceWinProbability,
  formatDiceRoll,
  validDiceBet,
} from './rules/dice';
import {
  HILO,
  type HiloGuess,
  hiloGuessAllowed,
  hiloMultiplier,
  hiloRunningMultiplier,
  hiloWinningRanks,
} from './rules/hilo';
import { KENO_PAYTABLES, KENO_RISKS, kenoHitProbability, kenoPayout, kenoRtp, validKenoPicks } from './rules/keno';
import { MINER, minerMultiplier, minerPayout, minerSurvival } from './rules/miner';
import { type RouletteBet, rouletteCovered, rouletteMultiplier, roulettePayout } from './rules/roulette';

describe('multipliers in basis points', () => {
  it('pays bets in minor units, rounded down', () => {
    expect(payoutMinor(100n, 19_800)).toBe(198n);
    expect(payoutMinor(1n, 19_800)).toBe(1n);
    expect(payoutMinor(12_345n, 10_312)).toBe(12_730n);
    expect(payoutMinor(10n ** 20n, 247_500)).toBe(2_475n * 10n ** 18n);
    expect(() => payoutMinor(1n, 1.5)).toThrow(RangeError);
  });

  it('formats for the paytable', () => {
    expect([19_800, 10_000, 247_500, 12_345, 12_340].map(formatMultiplier)).toEqual([
      '1.98',
      '1.00',
      '24.75',
      '1.2345',
      '1.234',
    ]);
  });
});

describe('dice', () => {
  it('pays (100 − edge) / win chance with the 1% edge', () => {
    expect(DICE.houseEdge).toBe(100);
    expect(diceMultiplier({ direction: 'over', target: 5050 })).toBe(20_000);
    expect(diceMultiplier({ direction: 'under', target: 1 })).toBe(99_000_000);
    expect(diceMultiplier({ direction: 'under', target: 9800 })).toBe(10_102);
    expect(diceMultiplier({ direction: 'under', target: 5000 }, { ...DICE, houseEdge: 200 })).toBe(19_600);
  });

  it('returns 98.99% or a hair less on every target (10001 outcomes, multiplier rounded down)', () => {
    for (const direction of ['over', 'under'] as const) {
      for (let target = 0; target <= 10_000; target++) {
        const bet: DiceBet = { direction, target };
        if (!validDiceBet(bet)) continue;
        const rtp = (diceMultiplier(bet) / BP) * diceWinProbability(bet);
        expect(rtp).toBeLessThanOrEqual((0.99 * 10_000) / 10_001 + 1e-12);
        expect(rtp).toBeGreaterThan(0.989);
      }
    }
  });

  it('settles over and under at the boundary', () => {
    const roll5000 = 5000 / 10_001 + 1e-9; // floor(f × 10001) = 5000
    expect(dicePayout({ direction: 'over', target: 5000 }, roll5000)).toEqual({ roll: 5000, multiplier: 0 });
    expect(dicePayout({ direction: 'over', target: 4999 }, roll5000).multiplier).toBeGreaterThan(0);
    expect(dicePayout({ direction: 'under', target: 5000 }, roll5000).multiplier).toBe(0);
    expect(formatDiceRoll(5000)).toBe('50.00');
    expect(validDiceBet({ direction: 'over', target: 200 })).toBe(true);
    expect(validDiceBet({ direction: 'over', target: 199 })).toBe(false);
    expect(validDiceBet({ direction: 'over', target: 9999 })).toBe(true);
    expect(validDiceBet({ direction: 'under', target: 0 })).toBe(false);
  });
});

describe('roulette', () => {
  it('pays 36 / covered, a 1/37 edge on every bet', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 0 },
      { kind: 'split', numbers: [2, 5] },
      { kind: 'street', numbers: [0, 2, 3] },
      { kind: 'corner', numbers: [1, 2, 4, 5] },
      { kind: 'line', numbers: [31, 32, 33, 34, 35, 36] },
      { kind: 'dozen', index: 3 },
      { kind: 'column', index: 1 },
      { kind: 'red' },
      { kind: 'even' },
    ];
    expect(bets.map(rouletteMultiplier)).toEqual([
      360_000, 180_000, 120_000, 90_000, 60_000, 30_000, 30_000, 20_000, 20_000,
    ]);
    for (const bet of bets)
      expect(((rouletteMultiplier(bet) / BP) * rouletteCovered(bet).length) / 37).toBeCloseTo(36 / 37, 12);
  });

  it('knows the layout', () => {
    expect(rouletteCovered({ kind: 'red' })).toHaveLength(18);
    expect(rouletteCovered({ kind: 'black' })).toEqual([
      2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35,
    ]);
    expect(rouletteCovered({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(rouletteCovered({ kind: 'column', index: 3 }).at(-1)).toBe(36);
    expect(() => rouletteCovered({ kind: 'split', numbers: [3, 4] })).toThrow(RangeError);
    expect(() => rouletteCovered({ kind: 'corner', numbers: [3, 4, 6, 7] })).toThrow(RangeError);
    expect(() => rouletteCovered({ kind: 'straight', number: 37 })).toThrow(RangeError);
    expect(roulettePayout({ kind: 'straight', number: 0 }, 0)).toEqual({ pocket: 0, multiplier: 360_000 });
    expect(roulettePayout({ kind: 'red' }, 0).multiplier).toBe(0);
  });
});

describe('keno', () => {
  it('has a paytable row for every risk and pick count, strictly rising once it pays', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLES[risk]).toHaveLength(10);
      KENO_PAYTABLES[risk].forEach((row, i) => {
        expect(row).toHaveLength(i + 2);
        for (let h = 1; h < row.length; h++) {
          const previous = row[h - 1] ?? 0;
          if (previous > 0) expect(row[h], `${risk} ${i + 1} picks, ${h} hits`).toBeGreaterThan(previous);
          else expect(row[h]).toBeGreaterThanOrEqual(0);
        }
        expect(row.every((m) => Number.isInteger(m) && m >= 0)).toBe(true);
      });
    }
  });

  it('draws hits hypergeometrically (checked against a count of all draws for small cases)', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let total = 0;
      for (let hits = 0; hits <= picks; hits++) total += kenoHitProbability(picks, hits);
      expect(total).toBeCloseTo(1, 12);
    }
    expect(kenoHitProbability(10, 10)).toBe(1 / 847_660_528);
    expect(kenoHitProbability(1, 1)).toBe(0.25);
    expect(binomial(40, 10)).toBe(847_660_528);
  });

  it('returns between 98.6% and 99.0% on every table', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks++) {
        const rtp = kenoRtp(risk, picks);
        expect(rtp, `${risk} ${picks}`).toBeGreaterThan(0.986);
        expect(rtp, `${risk} ${picks}`).toBeLessThanOrEqual(0.99 + 1e-12);
      }
    }
  });

  it('settles a bet from the draw', () => {
    const floats = new Array(10).fill(0); // draws 1..10
    expect(kenoPayout({ risk: 'classic', picks: [1] }, floats)).toMatchObject({ hits: 1, multiplier: 39_600 });
    expect(kenoPayout({ risk: 'low', picks: [40] }, floats)).toMatchObject({ hits: 0, multiplier: 7_000 });
    expect(validKenoPicks([1, 1])).toBe(false);
    expect(validKenoPicks([0])).toBe(false);
    expect(validKenoPicks(Array.from({ length: 11 }, (_, i) => i + 1))).toBe(false);
  });
});

describe('miner', () => {
  it('pays (1 − edge) × C(25, k) / C(25 − mines, k)', () => {
    expect(MINER.houseEdge).toBe(100);
    expect(minerMultiplier(1, 1)).toBe(10_312); // 0.99 × 25/24 = 1.03125
    expect(minerMultiplier(24, 1)).toBe(247_500);
    expect(minerMultiplier(3, 5)).toBe(Math.floor((9_900 * 53_130) / 26_334));
    expect(minerMultiplier(5, 0)).toBe(BP);
    expect(() => minerMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minerMultiplier(25, 0)).toThrow(RangeError);
  });

  it('returns 99% less rounding for every mine count and cash-out point', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let revealed = 1; revealed <= 25 - mines; revealed++) {
        const rtp = (minerMultiplier(mines, revealed) / BP) * minerSurvival(mines, revealed);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.989);
      }
    }
  });

  it('pays nothing after a mine', () => {
    expect(minerPayout([3, 7, 9], [0, 1, 2])).toBe(minerMultiplier(3, 3));
    expect(minerPayout([3, 7, 9], [0, 7])).toBe(0);
  });
});

describe('hilo', () => {
  it('prices each guess from its probability with the 1% edge', () => {
    expect(HILO.houseEdge).toBe(100);
    expect(hiloMultiplier(0, 'higher')).toBe(10_725); // 0.99 × 13/12
    expect(hiloMultiplier(6, 'higherOrSame')).toBe(Math.floor((9_900 * 13) / 7));
    expect(hiloMultiplier(5, 'same')).toBe(128_700);
    expect(hiloGuessAllowed(0, 'higherOrSame')).toBe(false);
    expect(hiloGuessAllowed(12, 'higher')).toBe(false);
    expect(hiloGuessAllowed(0, 'lower')).toBe(false);
  });

  it('returns at most 99% per step on every rank and guess', () => {
    const guesses: HiloGuess[] = ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same'];
    for (let rank = 0; rank < 13; rank++) {
      for (const guess of guesses) {
        if (!hiloGuessAllowed(rank, guess)) continue;
        const rtp = (hiloMultiplier(rank, guess) / BP) * (hiloWinningRanks(rank, guess) / 13);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
  });

  it('chains steps and stops at a miss', () => {
    const cards = [cardAt(0), cardAt(20), cardAt(51)]; // 2♦, 7♦, A♣
    expect(hiloRunningMultiplier(cards, ['higher', 'higher'])).toBe(
      Math.floor((10_725 * hiloMultiplier(5, 'higher')) / BP),
    );
    expect(hiloRunningMultiplier(cards, ['higher', 'lower'])).toBe(0);
    expect(hiloRunningMultiplier(cards, [])).toBe(BP);
  });
});

describe('coinflip', () => {
  it('pays 1.98× on the called side: heads below 0.5', () => {
    expect(COINFLIP.multiplier).toBe(19_800);
    expect(coinflipPayout('heads', 0.25)).toEqual({ side: 'heads', multiplier: 19_800 });
    expect(coinflipPayout('tails', 0.25)).toEqual({ side: 'heads', multiplier: 0 });
  });
});

describe('cases', () => {
  it('publishes valid cases with their exact RTP', () => {
    for (const config of CASES) expect(() => validateCase(config)).not.toThrow();
    expect(caseRtp(CASES[0] as CaseConfig)).toBeCloseTo(0.95, 12);
  });

  it('rejects gaps, overlaps and short ranges', () => {
    const base = CASES[0] as CaseConfig;
    const shift = (delta: number): CaseConfig => ({
      ...base,
      items: base.items.map((item, i) => (i === 1 ? { ...item, from: item.from + delta } : item)),
    });
    expect(() => validateCase(shift(1))).toThrow(RangeError);
    expect(() => validateCase(shift(-1))).toThrow(RangeError);
    expect(() => validateCase({ ...base, items: base.items.slice(0, -1) })).toThrow(RangeError);
  });

  it('stores the ranges and config version with each opening', () => {
    const base = CASES[0] as CaseConfig;
    const config: CaseConfig = { ...base, items: base.items.map((item) => ({ ...item })) };
    const opening = openCase(config, 0.999_95); // roll 99996: the jackpot
    expect(opening).toMatchObject({ caseId: 'starter', configVersion: 1, roll: 99_996, item: { id: 'jackpot' } });
    const first = config.items[0];
    if (first) first.to = 99_000; // a later edit of the live config...
    expect(opening.items[0]?.to).toBe(50_000); // ...leaves the stored opening as it was
  });
});
