/**
 * Hilo's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../hilo.ts.
 */
import { type BetSeeds, betFloats } from '../../fairness/bytes';
import { type Card, hiloCard } from '../../fairness/outcomes';
import { assertEdge, BP, type Bp, chainMultiplier, divFloor, formatMultiplier } from '../multiplier';
import { BetRefused } from '../refusal';
import { onlyFloat } from '../verifier';

/** Published on the hilo page: a 1% edge; ranks 2 (lowest) .. A (highest), suits do not rank. */
export const HILO = { houseEdge: 100 as Bp } as const;

type HiloConfig = { houseEdge: Bp };
export type HiloGuess = 'higher' | 'lower' | 'higherOrSame' | 'lowerOrSame' | 'same';
/** A guess, or `skip`: draws the next card and keeps the multiplier. */
export type HiloMove = HiloGuess | 'skip';

const GUESSES: readonly HiloGuess[] = ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same'];

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
    const chained = chainMultiplier(multiplier, hiloMultiplier(current.rank, guess, config));
    if (chained === null) throw new RangeError('Multiplier out of range');
    multiplier = chained;
  }
  return multiplier;
}

// ---------------------------------------------------------------- a round (the server's and the demo's)

interface HiloStep {
  guess: HiloMove;
  card: Card;
  /** The running multiplier after the step (0 after a miss). */
  multiplier: Bp;
}

/** What a round keeps between steps (the server stores it as the round's private state). */
export interface HiloState {
  cards: Card[];
  steps: HiloStep[];
}

/** Hilo as played: the card of step s (0 = the start card) is the float at cursor s, drawn when needed. */
export async function drawHiloCard(seeds: BetSeeds, step: number): Promise<Card> {
  return hiloCard(onlyFloat(await betFloats(seeds, 1, step)));
}

export async function hiloStart(seeds: BetSeeds): Promise<HiloState> {
  return { cards: [await drawHiloCard(seeds, 0)], steps: [] };
}

/** What each offered guess would pay from the card (running × step multiplier); none past MAX_MULTIPLIER. */
export function hiloOffers(card: Card, running: Bp, config: HiloConfig = HILO): Partial<Record<HiloGuess, Bp>> {
  const offers: Partial<Record<HiloGuess, Bp>> = {};
  for (const guess of GUESSES) {
    if (!hiloGuessAllowed(card.rank, guess)) continue;
    const next = chainMultiplier(running, hiloMultiplier(card.rank, guess, config));
    if (next !== null) offers[guess] = next;
  }
  return offers;
}

/**
 * One step from `running` (the multiplier so far): draws the card at cursor = cards so far. Refuses a guess that
 * cannot both win and lose, and a win past MAX_MULTIPLIER. Returns the new state and multiplier (0: lost).
 */
export async function hiloStep(
  seeds: BetSeeds,
  state: HiloState,
  running: Bp,
  move: HiloMove,
  config: HiloConfig = HILO,
): Promise<{ state: HiloState; multiplier: Bp; lost: boolean }> {
  const current = state.cards[state.cards.length - 1];
  if (!current) throw new RangeError('A hilo round without a card');
  if (move !== 'skip' && !hiloGuessAllowed(current.rank, move)) {
    throw new BetRefused('guess', 'guess_not_offered', `"${move}" is not offered on ${current.label}`);
  }
  const card = await drawHiloCard(seeds, state.cards.length);
  let multiplier = running;
  let lost = false;
  if (move !== 'skip') {
    if (hiloWins(current, card, move)) {
      const next = chainMultiplier(running, hiloMultiplier(current.rank, move, config));
      if (next === null) throw new BetRefused('guess', 'multiplier_limit', 'Cash out first');
      multiplier = next;
    } else {
      multiplier = 0;
      lost = true;
    }
  }
  return {
    state: { cards: [...state.cards, card], steps: [...state.steps, { guess: move, card, multiplier }] },
    multiplier,
    lost,
  };
}

const cardView = (card: Card) => ({ index: card.index, rank: card.rank, suit: card.suit, label: card.label });

/** The round as the player sees it: the cards, each step, and what each guess would pay next (none once ended). */
export function hiloOutcome(state: HiloState, running: Bp, ended: boolean, config: HiloConfig = HILO) {
  const last = state.cards[state.cards.length - 1];
  const offers = !ended && last ? hiloOffers(last, running, config) : {};
  return {
    cards: state.cards.map(cardView),
    steps: state.steps.map((step) => ({
      guess: step.guess,
      card: cardView(step.card),
      multiplier: formatMultiplier(step.multiplier),
    })),
    next: Object.fromEntries(Object.entries(offers).map(([guess, bp]) => [guess, formatMultiplier(bp)])),
  };
}
