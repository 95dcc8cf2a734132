import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventResult, MarketTerms } from './markets';
import { betResult, betReturn, type LegOutcome, resettlementDelta, settleSelection } from './settlement';

const score = (home: number, away: number): EventResult => ({ kind: 'score', home, away });
const kind = (market: MarketTerms, key: string, result: EventResult) => settleSelection(market, key, result).kind;

describe('settlement by market kind', () => {
  it('match result (1X2)', () => {
    const m: MarketTerms = { kind: 'match_result' };
    expect(['home', 'draw', 'away'].map((k) => kind(m, k, score(2, 1)))).toEqual(['win', 'loss', 'loss']);
    expect(['home', 'draw', 'away'].map((k) => kind(m, k, score(1, 1)))).toEqual(['loss', 'win', 'loss']);
    expect(['home', 'draw', 'away'].map((k) => kind(m, k, score(0, 3)))).toEqual(['loss', 'loss', 'win']);
  });

  it('two-way winner: a drawn score voids both sides', () => {
    const m: MarketTerms = { kind: 'match_winner' };
    expect(kind(m, 'home', score(2, 0))).toBe('win');
    expect(kind(m, 'away', score(2, 0))).toBe('loss');
    expect(kind(m, 'home', score(1, 1))).toBe('void');
    expect(kind(m, 'away', score(1, 1))).toBe('void');
  });

  it('double chance', () => {
    const m: MarketTerms = { kind: 'double_chance' };
    expect(['home_draw', 'home_away', 'draw_away'].map((k) => kind(m, k, score(1, 1)))).toEqual(['win', 'loss', 'win']);
    expect(['home_draw', 'home_away', 'draw_away'].map((k) => kind(m, k, score(0, 1)))).toEqual(['loss', 'win', 'win']);
  });

  it('both teams to score', () => {
    const m: MarketTerms = { kind: 'btts' };
    expect([kind(m, 'yes', score(1, 1)), kind(m, 'no', score(1, 1))]).toEqual(['win', 'loss']);
    expect([kind(m, 'yes', score(3, 0)), kind(m, 'no', score(3, 0))]).toEqual(['loss', 'win']);
  });

  it('correct score', () => {
    const m: MarketTerms = { kind: 'correct_score' };
    expect(kind(m, '2:1', score(2, 1))).toBe('win');
    expect(kind(m, '1:2', score(2, 1))).toBe('loss');
  });

  it('totals on half and whole lines: a whole line equal to the total is a push', () => {
    const over25: MarketTerms = { kind: 'total', lineQuarters: 10 };
    expect([kind(over25, 'over', score(2, 1)), kind(over25, 'under', score(2, 1))]).toEqual(['win', 'loss']);
    expect([kind(over25, 'over', score(1, 1)), kind(over25, 'under', score(1, 1))]).toEqual(['loss', 'win']);
    const two: MarketTerms = { kind: 'total', lineQuarters: 8 };
    expect([kind(two, 'over', score(1, 1)), kind(two, 'under', score(1, 1))]).toEqual(['void', 'void']);
  });

  it('Asian quarter totals split the stake: 2.25 and 2.75', () => {
    const q225: MarketTerms = { kind: 'total', lineQuarters: 9 };
    expect(kind(q225, 'over', score(1, 1))).toBe('half_loss'); // 2.0 void, 2.5 loss
    expect(kind(q225, 'under', score(1, 1))).toBe('half_win');
    expect(kind(q225, 'over', score(2, 1))).toBe('win');
    expect(kind(q225, 'under', score(1, 0))).toBe('win');
    const q275: MarketTerms = { kind: 'total', lineQuarters: 11 };
    expect(kind(q275, 'over', score(2, 1))).toBe('half_win'); // 2.5 win, 3.0 void
    expect(kind(q275, 'under', score(2, 1))).toBe('half_loss');
  });

  it('Asian handicaps: -0.25, +0.25, -0.75, -1, +1.5', () => {
    const m = (lineQuarters: number): MarketTerms => ({ kind: 'handicap', lineQuarters });
    expect(kind(m(-1), 'home', score(1, 1))).toBe('half_loss'); // 0 void, -0.5 loss
    expect(kind(m(-1), 'away', score(1, 1))).toBe('half_win');
    expect(kind(m(-1), 'home', score(2, 1))).toBe('win');
    expect(kind(m(1), 'home', score(1, 1))).toBe('half_win'); // +0 void, +0.5 win
    expect(kind(m(-3), 'home', score(2, 1))).toBe('half_win'); // -0.5 win, -1 void
    expect(kind(m(-3), 'away', score(2, 1))).toBe('half_loss');
    expect(kind(m(-3), 'home', score(3, 1))).toBe('win');
    expect(kind(m(-4), 'home', score(2, 1))).toBe('void');
    expect(kind(m(-4), 'home', score(1, 1))).toBe('loss');
    expect(kind(m(6), 'home', score(0, 1))).toBe('win');
    expect(kind(m(6), 'away', score(0, 2))).toBe('win');
  });

  it('outright: a winner, a loser, and dead heats for the paid places', () => {
    const winner: MarketTerms = { kind: 'outright', places: 1 };
    const positions = { a: 1, b: 2, c: 3 };
    expect(kind(winner, 'a', { kind: 'placings', positions })).toBe('win');
    expect(kind(winner, 'b', { kind: 'placings', positions })).toBe('loss');
    expect(kind(winner, 'zz', { kind: 'placings', positions })).toBe('loss');
    const tie = { a: 1, b: 1, c: 3 };
    expect(settleSelection(winner, 'a', { kind: 'placings', positions: tie })).toEqual({
      kind: 'dead_heat',
      shareNum: 1,
      shareDen: 2,
    });
    // Top two paid; three tie for second: one place among three.
    const top2: MarketTerms = { kind: 'outright', places: 2 };
    expect(settleSelection(top2, 'b', { kind: 'placings', positions: { a: 1, b: 2, c: 2, d: 2 } })).toEqual({
      kind: 'dead_heat',
      shareNum: 1,
      shareDen: 3,
    });
    expect(kind(top2, 'a', { kind: 'placings', positions: { a: 1, b: 1, c: 3 } })).toBe('win');
  });

  it('an abandoned event voids every market', () => {
    for (const m of [{ kind: 'match_result' }, { kind: 'total', lineQuarters: 9 }, { kind: 'outright' }] as const) {
      expect(kind(m, 'home', { kind: 'abandoned' })).toBe('void');
    }
  });
});

const leg = (odds: number, outcome: LegOutcome) => ({ odds, outcome });
const W: LegOutcome = { kind: 'win' };
const V: LegOutcome = { kind: 'void' };

describe('bet return', () => {
  it('singles: win, loss, void, half-win, half-loss, dead heat', () => {
    expect(betReturn(1000n, [leg(1850, W)])).toBe(1850n);
    expect(betReturn(1000n, [leg(1850, { kind: 'loss' })])).toBe(0n);
    expect(betReturn(1000n, [leg(1850, V)])).toBe(1000n);
    expect(betReturn(1000n, [leg(1900, { kind: 'half_win' })])).toBe(1450n); // 500 × 1.9 + 500
    expect(betReturn(1000n, [leg(1900, { kind: 'half_loss' })])).toBe(500n);
    expect(betReturn(1000n, [leg(5000, { kind: 'dead_heat', shareNum: 1, shareDen: 2 })])).toBe(2500n);
  });

  it('accumulators are recalculated without void legs', () => {
    expect(betReturn(1000n, [leg(2000, W), leg(1500, V), leg(3000, W)])).toBe(6000n);
    expect(betReturn(1000n, [leg(2000, W), leg(1500, W), leg(3000, W)])).toBe(9000n);
    expect(betReturn(1000n, [leg(2000, V), leg(1500, V)])).toBe(1000n);
    expect(betReturn(1000n, [leg(2000, W), leg(1500, { kind: 'loss' }), leg(3000, V)])).toBe(0n);
  });

  it('accumulators with a dead heat and an Asian half: exact, rounded down once', () => {
    // 1000 × 4.0 × 1/3 × (1.95 + 1)/2 = 1966.66…
    const legs = [leg(4000, { kind: 'dead_heat', shareNum: 1, shareDen: 3 }), leg(1950, { kind: 'half_win' } as const)];
    expect(betReturn(1000n, legs)).toBe(1966n);
  });

  it('names the result', () => {
    expect(betResult(1000n, [leg(2000, V)], 1000n)).toBe('void');
    expect(betResult(1000n, [leg(2000, W)], 2000n)).toBe('won');
    expect(betResult(1000n, [leg(2000, { kind: 'half_loss' })], 500n)).toBe('returned');
    expect(betResult(1000n, [leg(2000, { kind: 'loss' })], 0n)).toBe('lost');
  });
});

describe('resettlement never creates money', () => {
  const outcome = fc.oneof(
    fc.constant<LegOutcome>({ kind: 'win' }),
    fc.constant<LegOutcome>({ kind: 'loss' }),
    fc.constant<LegOutcome>({ kind: 'void' }),
    fc.constant<LegOutcome>({ kind: 'half_win' }),
    fc.constant<LegOutcome>({ kind: 'half_loss' }),
    fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 5 }))
      .filter(([n, d]) => n < d)
      .map(([shareNum, shareDen]): LegOutcome => ({ kind: 'dead_heat', shareNum, shareDen })),
  );
  const odds = fc.integer({ min: 1010, max: 50_000 });
  const stake = fc.bigInt({ min: 1n, max: 10_000_000n });

  it('after any chain of corrections the player holds exactly the last result’s return, never more than a win of every leg', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(odds, { minLength: 1, maxLength: 6 }).chain((legOdds) =>
          fc.tuple(
            fc.constant(legOdds),
            fc.array(fc.array(outcome, { minLength: legOdds.length, maxLength: legOdds.length }), {
              minLength: 1,
              maxLength: 6,
            }),
          ),
        ),
        (stakeMinor, [legOdds, settlements]) => {
          let paid = 0n;
          let last = 0n;
          for (const outcomes of settlements) {
            last = betReturn(
              stakeMinor,
              legOdds.map((o, i) => leg(o, outcomes[i] as LegOutcome)),
            );
            paid += resettlementDelta(paid, last);
          }
          expect(paid).toBe(last);
          const best = betReturn(
            stakeMinor,
            legOdds.map((o) => leg(o, W)),
          );
          expect(paid).toBeLessThanOrEqual(best);
          expect(paid).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });

  it('a leg settling worse never pays more (monotone in each leg)', () => {
    const rank: LegOutcome[] = [{ kind: 'loss' }, { kind: 'half_loss' }, { kind: 'void' }, { kind: 'half_win' }, W];
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 1, maxLength: 5 }), fc.nat(), (stakeMinor, legOdds, pick) => {
        const i = pick % legOdds.length;
        const returns = rank.map((o) =>
          betReturn(
            stakeMinor,
            legOdds.map((x, j) => leg(x, j === i ? o : W)),
          ),
        );
        for (let k = 1; k < returns.length; k++) expect(returns[k]).toBeGreaterThanOrEqual(returns[k - 1] as bigint);
      }),
    );
  });
});
