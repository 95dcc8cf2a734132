import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_BET_MAX_ROUNDS,
  AutoBetSettings,
  afterRound,
  changeStake,
  nextBet,
  type RunState,
  type StakeChange,
  type Strategy,
  scaleChips,
  startRun,
} from './autobet';

const strategy = (fields: Partial<Strategy> = {}): Strategy => ({
  rounds: 20,
  onWin: { mode: 'reset' },
  onLoss: { mode: 'reset' },
  stopOnProfit: null,
  stopOnLoss: null,
  stopOnWinAbove: null,
  min: 100n,
  max: 1_000_000n,
  ...fields,
});

const change = fc.oneof(
  fc.constant<StakeChange>({ mode: 'reset' }),
  fc.integer({ min: 0, max: 100_000 }).map((percentBp): StakeChange => ({ mode: 'increase', percentBp })),
);
const amount = (max: bigint) => fc.option(fc.bigInt({ min: 1n, max }), { nil: null });
const strategies = fc.record({
  rounds: fc.integer({ min: 0, max: 50 }),
  onWin: change,
  onLoss: change,
  stopOnProfit: amount(100_000n),
  stopOnLoss: amount(100_000n),
  stopOnWinAbove: amount(100_000n),
  min: fc.option(fc.bigInt({ min: 1n, max: 500n }), { nil: null }),
  max: fc.option(fc.bigInt({ min: 500n, max: 50_000n }), { nil: null }),
});
/** A round's return as a multiplier in basis points (0: a loss). */
const outcomes = fc.array(fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 100_000n })), {
  minLength: 1,
  maxLength: 60,
});

/** Plays a run to its end: the stakes placed and why it stopped. */
function play(rules: Strategy, base: bigint, multipliers: bigint[], balance: bigint | null) {
  let run: RunState = startRun(base);
  let held = balance;
  const stakes: bigint[] = [];
  for (const multiplier of multipliers) {
    const stake = nextBet(rules, run, held);
    if (typeof stake !== 'bigint') return { stakes, run, stop: stake };
    stakes.push(stake);
    const payout = (stake * multiplier) / 10_000n;
    if (held !== null) held += payout - stake;
    const after = afterRound(rules, run, stake, payout);
    run = after.run;
    if (after.stop) return { stakes, run, stop: after.stop };
  }
  return { stakes, run, stop: null };
}

describe('auto-bet strategy', () => {
  it('never stakes outside the game limits, never more than the balance, never loses past stop-on-loss', () => {
    fc.assert(
      fc.property(
        strategies,
        fc.bigInt({ min: 500n, max: 5_000n }),
        outcomes,
        fc.bigInt({ min: 0n, max: 200_000n }),
        (rules, base, multipliers, balance) => {
          const { stakes, run } = play(rules, base, multipliers, balance);
          let held = balance;
          for (const [i, stake] of stakes.entries()) {
            if (i > 0 && rules.min !== null) expect(stake).toBeGreaterThanOrEqual(rules.min);
            if (i > 0 && rules.max !== null) expect(stake).toBeLessThanOrEqual(rules.max);
            expect(stake).toBeLessThanOrEqual(held);
            const multiplier = multipliers[i] ?? 0n;
            held += (stake * multiplier) / 10_000n - stake;
          }
          if (rules.stopOnLoss !== null) expect(-run.net).toBeLessThanOrEqual(rules.stopOnLoss);
          expect(run.played).toBe(stakes.length);
          expect(stakes.length).toBeLessThanOrEqual(rules.rounds === 0 ? AUTO_BET_MAX_ROUNDS : rules.rounds);
        },
      ),
    );
  });

  it('never places a bet once a stop condition holds', () => {
    fc.assert(
      fc.property(strategies, fc.bigInt({ min: 500n, max: 5_000n }), outcomes, (rules, base, multipliers) => {
        const { stakes } = play(rules, base, multipliers, null);
        let net = 0n;
        let lastPayout: bigint | null = null;
        for (const [i, stake] of stakes.entries()) {
          // Before this bet: no rule said stop.
          expect(i).toBeLessThan(rules.rounds === 0 ? AUTO_BET_MAX_ROUNDS : rules.rounds);
          if (rules.stopOnProfit !== null) expect(net).toBeLessThan(rules.stopOnProfit);
          if (rules.stopOnLoss !== null) expect(stake - net).toBeLessThanOrEqual(rules.stopOnLoss);
          if (rules.stopOnWinAbove !== null && lastPayout !== null)
            expect(lastPayout).toBeLessThanOrEqual(rules.stopOnWinAbove);
          lastPayout = (stake * (multipliers[i] ?? 0n)) / 10_000n;
          net += lastPayout - stake;
        }
      }),
    );
  });

  it('changes the stake as configured: back to the first on reset, raised by the percentage (half up), in limits', () => {
    fc.assert(
      fc.property(strategies, fc.bigInt({ min: 500n, max: 5_000n }), outcomes, (rules, base, multipliers) => {
        const { stakes } = play({ ...rules, stopOnProfit: null, stopOnLoss: null }, base, multipliers, null);
        for (let i = 1; i < stakes.length; i++) {
          const last = stakes[i - 1] ?? 0n;
          const won = (last * (multipliers[i - 1] ?? 0n)) / 10_000n > last;
          const rule = won ? rules.onWin : rules.onLoss;
          // Half up: ×(10000 + bp), then + 5000 before the whole division by 10000.
          let expected = rule.mode === 'reset' ? base : (last * BigInt(10_000 + rule.percentBp) + 5_000n) / 10_000n;
          if (rules.max !== null && expected > rules.max) expected = rules.max;
          if (rules.min !== null && expected < rules.min) expected = rules.min;
          expect(stakes[i], `stake ${i + 1}`).toBe(expected);
        }
      }),
    );
  });

  it('stops on a short balance instead of cutting the stake', () => {
    expect(nextBet(strategy(), startRun(500n), 499n)).toBe('balance');
    expect(nextBet(strategy(), startRun(500n), 500n)).toBe(500n);
  });

  it('raises by the percentage in whole minor units (half up) and clamps to the limits', () => {
    expect(changeStake({ min: 1n, max: null }, 100n, 101n, { mode: 'increase', percentBp: 10_000 })).toBe(202n);
    // 105 × 1.005 = 105.525 → 106; 103 × 1.005 = 103.515 → 104 (half up); 101 × 1.0049 = 101.4949 → 101
    expect(changeStake({ min: 1n, max: null }, 100n, 105n, { mode: 'increase', percentBp: 50 })).toBe(106n);
    expect(changeStake({ min: 1n, max: null }, 100n, 101n, { mode: 'increase', percentBp: 49 })).toBe(101n);
    expect(changeStake({ min: 1n, max: 150n }, 100n, 101n, { mode: 'increase', percentBp: 10_000 })).toBe(150n);
    expect(changeStake({ min: 1n, max: 150n }, 100n, 140n, { mode: 'reset' })).toBe(100n);
  });

  it('doubles on a loss and resets on a win (martingale), and counts the net result', () => {
    const rules = strategy({ onLoss: { mode: 'increase', percentBp: 10_000 } });
    const { stakes, run } = play(rules, 100n, [0n, 0n, 0n, 19_800n, 0n], null);
    expect(stakes).toEqual([100n, 200n, 400n, 800n, 100n]);
    expect(run.net).toBe(-100n - 200n - 400n + 784n - 100n);
  });

  it('stops before a round that could take the loss past stop-on-loss, and when it is reached', () => {
    const before = play(strategy({ stopOnLoss: 450n }), 100n, [0n, 0n, 0n, 0n, 0n, 0n], null);
    expect(before).toMatchObject({ stakes: [100n, 100n, 100n, 100n], stop: 'loss' });
    const reached = play(strategy({ stopOnLoss: 300n }), 100n, [0n, 0n, 0n, 0n], null);
    expect(reached).toMatchObject({ stakes: [100n, 100n, 100n], stop: 'loss' });
  });

  it('stops on profit, on a single win above the amount, and after the number of rounds', () => {
    expect(play(strategy({ stopOnProfit: 150n }), 100n, [20_000n, 0n, 20_000n, 20_000n], null)).toMatchObject({
      stakes: [100n, 100n, 100n, 100n],
      stop: 'profit',
    });
    expect(play(strategy({ stopOnWinAbove: 250n }), 100n, [20_000n, 30_000n, 0n], null)).toMatchObject({
      stakes: [100n, 100n],
      stop: 'bigWin',
    });
    expect(play(strategy({ rounds: 3 }), 100n, [0n, 0n, 0n, 0n, 0n], null)).toMatchObject({
      stakes: [100n, 100n, 100n],
    });
    expect(nextBet(strategy({ rounds: 3 }), { ...startRun(100n), played: 3 }, null)).toBe('rounds');
  });

  it('scales roulette chips to the stake, keeping the sum exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10_000n }), { minLength: 1, maxLength: 50 }),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        (base, stake) => {
          const chips = scaleChips(base, stake);
          if (chips === null) return;
          expect(chips.reduce((sum, chip) => sum + chip, 0n)).toBe(stake);
          expect(chips.every((chip) => chip > 0n)).toBe(true);
        },
      ),
    );
    expect(scaleChips([100n, 300n], 800n)).toEqual([200n, 600n]);
    expect(scaleChips([100n, 100n, 100n], 2n)).toBeNull();
  });

  it('checks the settings: a bad percentage or amount is refused', () => {
    const good = {
      rounds: 20,
      onWin: { mode: 'reset' },
      onLoss: { mode: 'increase', percentBp: 10_000 },
      stopOnProfit: null,
      stopOnLoss: '5.00',
      stopOnWinAbove: null,
    };
    expect(AutoBetSettings.safeParse(good).success).toBe(true);
    expect(AutoBetSettings.safeParse({ ...good, stopOnLoss: '-1' }).success).toBe(false);
    expect(AutoBetSettings.safeParse({ ...good, onLoss: { mode: 'increase', percentBp: 1.5 } }).success).toBe(false);
    expect(AutoBetSettings.safeParse({ ...good, rounds: 10_001 }).success).toBe(false);
  });
});
