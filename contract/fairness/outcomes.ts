/**
 * Outcome mappings from the bet's floats, the same as the ones the leading sites publish,
 * so that third-party verifiers agree. Pure and synchronous: the HMAC stream (bytes.ts) or,
 * in simulations, any other source of floats in [0, 1) feeds them.
 */

export const KENO_SQUARES = 40;
export const KENO_DRAWN = 10;
export const MINER_TILES = 25;
export const CASE_ROLL_MAX = 100_000;

function float(floats: readonly number[], index: number): number {
  const value = floats[index];
  if (value === undefined || !(value >= 0 && value < 1)) throw new RangeError(`Need a float in [0, 1) at ${index}`);
  return value;
}

/** Dice: floor(float × 10001) / 100, 0.00 to 100.00; returned in hundredths (0..10000) to stay exact. */
export function diceRoll(f: number): number {
  return Math.floor(f * 10001);
}

/** Roulette, European single zero: pocket floor(float × 37), 0..36. */
export function roulettePocket(f: number): number {
  return Math.floor(f * 37);
}

/** Coinflip from one float: heads if float < 0.5. */
export function coinflip(f: number): 'heads' | 'tails' {
  return f < 0.5 ? 'heads' : 'tails';
}

/**
 * Selection without replacement: the i-th pick is floor(float_i × (n − i)) over the items
 * still remaining, in their original order.
 */
export function selectWithoutReplacement<T>(pool: readonly T[], floats: readonly number[], count: number): T[] {
  if (count > pool.length) throw new RangeError(`Cannot pick ${count} of ${pool.length}`);
  const remaining = [...pool];
  const picks: T[] = [];
  for (let i = 0; i < count; i++) {
    const [picked] = remaining.splice(Math.floor(float(floats, i) * remaining.length), 1);
    if (picked === undefined) throw new RangeError('Selection ran out of items');
    picks.push(picked);
  }
  return picks;
}

const KENO_BOARD = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
const MINER_BOARD = Array.from({ length: MINER_TILES }, (_, i) => i);

/** Keno: the 10 drawn squares of 1..40, in draw order (ten floats, two HMAC rounds). */
export function kenoDraw(floats: readonly number[]): number[] {
  return selectWithoutReplacement(KENO_BOARD, floats, KENO_DRAWN);
}

/** Miner: the mine tiles 0..24 (left to right, top to bottom) in draw order; one float per mine. */
export function minerMines(floats: readonly number[], mines: number): number[] {
  if (!Number.isInteger(mines) || mines < 1 || mines >= MINER_TILES) throw new RangeError(`Bad mine count: ${mines}`);
  return selectWithoutReplacement(MINER_BOARD, floats, mines);
}

const SUITS = ['♦', '♥', '♠', '♣'] as const;
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
type Suit = (typeof SUITS)[number];

export interface Card {
  /** 0..51 in the order ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A. */
  index: number;
  /** 0 (two) .. 12 (ace): the order higher/lower compares. */
  rank: number;
  suit: Suit;
  label: string;
}

export function cardAt(index: number): Card {
  const rank = Math.floor(index / 4);
  const suit = SUITS[index % 4];
  const rankLabel = RANKS[rank];
  if (suit === undefined || rankLabel === undefined || !Number.isInteger(index))
    throw new RangeError(`No card ${index}`);
  return { index, rank, suit, label: `${rankLabel}${suit}` };
}

/** Hilo: card floor(float × 52) from an unlimited deck; step s of a round uses the float at cursor s. */
export function hiloCard(f: number): Card {
  return cardAt(Math.floor(f * 52));
}

/** Cases: one float to a roll in 1..100000. */
export function caseRoll(f: number): number {
  return Math.floor(f * CASE_ROLL_MAX) + 1;
}
