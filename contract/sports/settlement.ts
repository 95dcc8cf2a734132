import { correctScoreKey, type EventResult, isAsianQuarterLine, type MarketTerms } from './markets';
import { ODDS_SCALE, type Odds } from './odds';

/**
 * How one selection settled. `dead_heat`: `share` of the stake wins at full odds, the rest is lost (two tied for
 * one paid place: share 1/2).
 */
export type LegOutcome =
  | { kind: 'win' }
  | { kind: 'loss' }
  | { kind: 'void' }
  | { kind: 'half_win' }
  | { kind: 'half_loss' }
  | { kind: 'dead_heat'; shareNum: number; shareDen: number };
export type LegOutcomeKind = LegOutcome['kind'];

type Whole = 'win' | 'loss' | 'void';

const WIN: LegOutcome = { kind: 'win' };
const LOSS: LegOutcome = { kind: 'loss' };
const VOID: LegOutcome = { kind: 'void' };

/** Over a whole or half line: the measure beats the line (win), equals it (void, a push) or not (loss). */
const sign = (marginQuarters: number): Whole => (marginQuarters > 0 ? 'win' : marginQuarters === 0 ? 'void' : 'loss');

/** The two halves of an Asian quarter line, as one outcome. */
function halves(a: Whole, b: Whole): LegOutcome {
  if (a === b) return { kind: a };
  const pair = new Set([a, b]);
  if (pair.has('win') && pair.has('void')) return { kind: 'half_win' };
  if (pair.has('loss') && pair.has('void')) return { kind: 'half_loss' };
  throw new Error('Neighbouring lines cannot split into a win and a loss');
}

/**
 * A line bet: `measureQuarters(line)` is (the side's measure − the line) in quarters; a quarter line settles as two
 * half-stakes on line ± 0.25.
 */
function lineOutcome(lineQuarters: number, marginAt: (line: number) => number): LegOutcome {
  if (!isAsianQuarterLine(lineQuarters)) return { kind: sign(marginAt(lineQuarters)) };
  return halves(sign(marginAt(lineQuarters - 1)), sign(marginAt(lineQuarters + 1)));
}

function requireLine(market: MarketTerms): number {
  if (market.lineQuarters === null || market.lineQuarters === undefined) throw new Error(`${market.kind} needs a line`);
  return market.lineQuarters;
}

function scoreOutcome(market: MarketTerms, key: string, home: number, away: number): LegOutcome {
  const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
  const is = (won: boolean) => (won ? WIN : LOSS);
  switch (market.kind) {
    case 'match_result':
      return is(key === winner);
    case 'match_winner':
      // A two-way market on a drawn score: stakes back.
      return winner === 'draw' ? VOID : is(key === winner);
    case 'double_chance':
      return is(key.split('_').includes(winner));
    case 'btts':
      return is((home > 0 && away > 0) === (key === 'yes'));
    case 'correct_score':
      return is(key === correctScoreKey(home, away));
    case 'total': {
      const total = home + away;
      const over = key === 'over';
      return lineOutcome(requireLine(market), (line) => (over ? total * 4 - line : line - total * 4));
    }
    case 'handicap': {
      const diff = home - away;
      const forHome = key === 'home';
      // The line is the home side's: home + line against away; the away side takes the opposite.
      return lineOutcome(requireLine(market), (line) => (forHome ? diff * 4 + line : -(diff * 4 + line)));
    }
    case 'outright':
      throw new Error('An outright settles by placings');
  }
}

function placingOutcome(market: MarketTerms, key: string, positions: Readonly<Record<string, number>>): LegOutcome {
  const places = market.places ?? 1;
  const position = positions[key];
  if (position === undefined || position > places) return LOSS;
  const tied = Object.values(positions).filter((p) => p === position).length;
  const paid = Math.min(tied, places - position + 1);
  return paid === tied ? WIN : { kind: 'dead_heat', shareNum: paid, shareDen: tied };
}

/** How selection `key` of `market` settles under `result` (an abandoned event voids every selection). */
export function settleSelection(market: MarketTerms, key: string, result: EventResult): LegOutcome {
  if (result.kind === 'abandoned') return VOID;
  if (market.kind === 'outright') {
    if (result.kind !== 'placings') throw new Error('An outright settles by placings');
    return placingOutcome(market, key, result.positions);
  }
  if (result.kind !== 'score') throw new Error(`${market.kind} settles by a score`);
  return scoreOutcome(market, key, result.home, result.away);
}

/** What a leg multiplies the stake by, as an exact fraction: odds on a win, 1 on a void, 0 on a loss … */
export function returnFactor(odds: Odds, outcome: LegOutcome): { num: bigint; den: bigint } {
  const o = BigInt(odds);
  const scale = BigInt(ODDS_SCALE);
  switch (outcome.kind) {
    case 'win':
      return { num: o, den: scale };
    case 'loss':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_win':
      return { num: o + scale, den: 2n * scale };
    case 'half_loss':
      return { num: 1n, den: 2n };
    case 'dead_heat':
      return { num: o * BigInt(outcome.shareNum), den: scale * BigInt(outcome.shareDen) };
  }
}

export interface SettledLeg {
  odds: Odds;
  outcome: LegOutcome;
}

/**
 * What a settled bet pays back (stake included), rounded down: the stake times every leg's factor. A single is
 * one leg; an accumulator's void leg has factor 1, so it is recalculated without it.
 */
export function betReturn(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  let num = stakeMinor;
  let den = 1n;
  for (const leg of legs) {
    const factor = returnFactor(leg.odds, leg.outcome);
    num *= factor.num;
    den *= factor.den;
  }
  return num / den;
}

export type BetResult = 'won' | 'lost' | 'void' | 'returned';

/** The settled bet as the player reads it: lost (nothing back), void (every leg void), won, or partly returned. */
export function betResult(stakeMinor: bigint, legs: readonly SettledLeg[], returnMinor: bigint): BetResult {
  if (returnMinor === 0n) return 'lost';
  if (legs.every((leg) => leg.outcome.kind === 'void')) return 'void';
  return returnMinor > stakeMinor ? 'won' : 'returned';
}

/**
 * A corrected result: what moves now, given what the bet has been paid so far. Positive: the player is owed the
 * difference; negative: the difference is taken back. Applying it makes the total paid equal the new return,
 * whatever came before, so corrections never add up to more than the bet's true return.
 */
export function resettlementDelta(paidSoFarMinor: bigint, newReturnMinor: bigint): bigint {
  return newReturnMinor - paidSoFarMinor;
}
