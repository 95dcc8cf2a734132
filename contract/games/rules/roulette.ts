/**
 * Roulette's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../roulette.ts.
 */
import { roulettePocket } from '../../fairness/outcomes';
import { type Currency, fromMinor } from '../../money';
import { BP, type Bp, formatMultiplier, payoutMinor } from '../multiplier';
import { BetRefused } from '../refusal';

/** European single-zero wheel: every bet returns 36 / (pockets covered) ×, a house edge of 1/37. */
export const ROULETTE = { pockets: 37, returnUnits: 36 } as const;

export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;

export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'split' | 'street' | 'corner' | 'line'; numbers: readonly number[] }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** The inside bets the standard layout allows (rows of three: 1-2-3, 4-5-6, … 34-35-36). */
function insideBets(): Record<'split' | 'street' | 'corner' | 'line', Set<string>> {
  const split = new Set<string>();
  const street = new Set<string>();
  const corner = new Set<string>();
  const line = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) line.add(key(range(n, n + 5)));
  }
  // The zero touches 1, 2 and 3: splits 0-1, 0-2, 0-3, streets 0-1-2 and 0-2-3, the basket 0-1-2-3.
  for (const n of [1, 2, 3]) split.add(key([0, n]));
  street.add(key([0, 1, 2]));
  street.add(key([0, 2, 3]));
  corner.add(key([0, 1, 2, 3]));
  return { split, street, corner, line };
}

const INSIDE = insideBets();

/** The pockets a bet covers; throws on a bet the layout does not allow. */
export function rouletteCovered(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
      if (!Number.isInteger(bet.number) || bet.number < 0 || bet.number > 36) throw new RangeError('Bad number');
      return [bet.number];
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      if (!INSIDE[bet.kind].has(key(bet.numbers))) throw new RangeError(`Not a ${bet.kind}: ${bet.numbers.join(',')}`);
      return [...bet.numbers].sort((a, b) => a - b);
    case 'red':
      return [...RED];
    case 'black':
      return range(1, 36).filter((n) => !(RED as readonly number[]).includes(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
      return range(12 * (bet.index - 1) + 1, 12 * bet.index);
    case 'column':
      return range(1, 36).filter((n) => n % 3 === bet.index % 3);
  }
}

/** Multiplier in basis points: 36 / covered (straight 36×, split 18×, … even money 2×). */
export function rouletteMultiplier(bet: RouletteBet): Bp {
  return (ROULETTE.returnUnits * BP) / rouletteCovered(bet).length;
}

export function roulettePayout(bet: RouletteBet, f: number): { pocket: number; multiplier: Bp } {
  const pocket = roulettePocket(f);
  return { pocket, multiplier: rouletteCovered(bet).includes(pocket) ? rouletteMultiplier(bet) : 0 };
}

// ---------------------------------------------------------------- a round (the server's and the demo's)

/** Refuses the first chip whose bet the layout does not allow (field `chips.<i>.bet`). */
export function checkRouletteChips(chips: readonly { bet: RouletteBet }[]): void {
  chips.forEach((chip, i) => {
    try {
      rouletteCovered(chip.bet);
    } catch {
      throw new BetRefused(`chips.${i}.bet`, 'bet_invalid', 'This bet is not on the table');
    }
  });
}

/**
 * A round of several chips on one spin (the float `f`): the payout is the sum of the winning chips' payouts, each
 * rounded down; the round's multiplier is what the whole stake returned, rounded down to a basis point.
 */
export function settleRouletteChips(
  chips: readonly { bet: RouletteBet; amountMinor: bigint }[],
  f: number,
  currency: Currency,
) {
  let payout = 0n;
  let stake = 0n;
  const pocket = roulettePocket(f);
  const wins: { chip: number; multiplier: string; payout: string }[] = [];
  chips.forEach((chip, i) => {
    const result = roulettePayout(chip.bet, f);
    stake += chip.amountMinor;
    if (result.multiplier > 0) {
      const won = payoutMinor(chip.amountMinor, result.multiplier);
      payout += won;
      wins.push({ chip: i, multiplier: formatMultiplier(result.multiplier), payout: fromMinor(won, currency) });
    }
  });
  const multiplier = stake > 0n ? Number((payout * BigInt(BP)) / stake) : 0;
  return { outcome: { pocket, wins }, multiplier, payout };
}
