import type { Card } from '../fairness/outcomes';
import { assertEdge, BP, type Bp, divFloor } from './multiplier';

/** Published on the hilo page: a 1% edge; ranks 2 (lowest) .. A (highest), suits do not rank. */
export const HILO = { houseEdge: 100 as Bp } as const;

export type HiloConfig = { houseEdge: Bp };
export type HiloGuess = 'higher' | 'lower' | 'higherOrSame' | 'lowerOrSame' | 'same';

const RANK_COUNT = 13;

/** How many of the 13 equally likely ranks of an unlimited deck win the guess from the current rank. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  switch (guess) {
    case 'higher':
      return RANK_COUNT - 1 - rank;
    case 'lower':
      return rank;
    case 'higherOrSame':
      return RANK_COUNT - rank;
    case 'lowerOrSame':
      return rank + 1;
    case 'same':
      return 1;
  }
}

/** A guess is offered only when it can both win and lose. */
export function hiloGuessAllowed(rank: number, guess: HiloGuess): boolean {
  const winning = hiloWinningRanks(rank, guess);
  return winning > 0 && winning < RANK_COUNT;
}

/** Step multiplier = (1 − edge) / P(win) = (1 − edge) × 13 / winning ranks, in basis points, rounded down. */
export function hiloMultiplier(rank: number, guess: HiloGuess, config: HiloConfig = HILO): Bp {
  assertEdge(config.houseEdge);
  if (!hiloGuessAllowed(rank, guess)) throw new RangeError(`Guess ${guess} not offered on rank ${rank}`);
  return divFloor((BP - config.houseEdge) * RANK_COUNT, hiloWinningRanks(rank, guess));
}

export function hiloWins(current: Card, next: Card, guess: HiloGuess): boolean {
  switch (guess) {
    case 'higher':
      return next.rank > current.rank;
    case 'lower':
      return next.rank < current.rank;
    case 'higherOrSame':
      return next.rank >= current.rank;
    case 'lowerOrSame':
      return next.rank <= current.rank;
    case 'same':
      return next.rank === current.rank;
  }
}

/**
 * A round's running multiplier: cards[0] is the start card (cursor 0), cards[i] answers guesses[i − 1].
 * The multiplier is the product of the step multipliers, rounded down to a basis point at each step; 0 after a miss.
 */
export function hiloRunningMultiplier(cards: readonly Card[], guesses: readonly HiloGuess[], config = HILO): Bp {
  let multiplier: Bp = BP;
  for (let i = 0; i < guesses.length; i++) {
    const current = cards[i];
    const next = cards[i + 1];
    const guess = guesses[i];
    if (!current || !next || !guess) throw new RangeError('A guess needs its card');
    if (!hiloWins(current, next, guess)) return 0;
    const next10k = (BigInt(multiplier) * BigInt(hiloMultiplier(current.rank, guess, config))) / BigInt(BP);
    if (next10k > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Multiplier out of range');
    multiplier = Number(next10k);
  }
  return multiplier;
}
