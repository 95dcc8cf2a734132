import type { GameBet } from '../../../contract/api/games';
import { payoutMinor } from '../../../contract/games/multiplier';
import { type HiloGuess, hiloGuessAllowed } from '../../../contract/games/rules/hilo';
import { fromMinor, toMinor } from '../../../contract/money';

/** Pure helpers of the multi-step games' pages (hilo, miner). */

/** "1.0312" -> 10312 basis points. */
export function multiplierBp(multiplier: string | null | undefined): number {
  const value = Number(multiplier ?? '0');
  return Number.isFinite(value) ? Math.round(value * 10_000) : 0;
}

/** What the round would pay at `multiplier` ("1.98"): stake × multiplier, rounded down like the server. */
export function payoutAt(bet: Pick<GameBet, 'amount' | 'currency'>, multiplier: string | null | undefined): string {
  return fromMinor(payoutMinor(toMinor(bet.amount, bet.currency), multiplierBp(multiplier)), bet.currency);
}

/**
 * The two guesses the hilo page offers on a rank (0 = two … 12 = ace): higher and lower in the middle; on a two
 * nothing is lower, so higher and same; on an ace nothing is higher, so lower and same. Each one can both win and
 * lose (contract hiloGuessAllowed), so the server accepts it.
 */
export function offeredGuesses(rank: number): [HiloGuess, HiloGuess] {
  const pair: [HiloGuess, HiloGuess] =
    rank <= 0 ? ['higher', 'same'] : rank >= 12 ? ['same', 'lower'] : ['higher', 'lower'];
  if (!pair.every((guess) => hiloGuessAllowed(rank, guess))) throw new RangeError(`No guesses on rank ${rank}`);
  return pair;
}

export interface MinerView {
  mines: number;
  revealed: number[];
  mineTiles: number[];
  nextMultiplier: string | null;
}

/** A miner round's outcome as the grid shows it. */
export function minerView(bet: GameBet | null | undefined): MinerView {
  const outcome = bet?.outcome ?? {};
  const numbers = (value: unknown) =>
    Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  return {
    mines: typeof outcome.mines === 'number' ? outcome.mines : Number(bet?.params.mines ?? 0),
    revealed: numbers(outcome.revealed),
    mineTiles: numbers(outcome.mine_tiles),
    nextMultiplier: typeof outcome.next_multiplier === 'string' ? outcome.next_multiplier : null,
  };
}

export interface CardView {
  index: number;
  rank: number;
  suit: string;
  label: string;
}

export interface HiloView {
  cards: CardView[];
  steps: { guess: string; card: CardView; multiplier: string }[];
  next: Record<string, string>;
}

const isCard = (value: unknown): value is CardView =>
  typeof value === 'object' && value !== null && typeof (value as CardView).rank === 'number';

/** A hilo round's outcome as the table shows it. */
export function hiloView(bet: GameBet | null | undefined): HiloView {
  const outcome = bet?.outcome ?? {};
  const cards = Array.isArray(outcome.cards) ? outcome.cards.filter(isCard) : [];
  const steps = Array.isArray(outcome.steps)
    ? (outcome.steps as HiloView['steps']).filter((step) => isCard(step?.card))
    : [];
  const next =
    typeof outcome.next === 'object' && outcome.next !== null ? (outcome.next as Record<string, string>) : {};
  return { cards, steps, next };
}

/** Red suits for the card face. */
export const isRedSuit = (suit: string) => suit === '♦' || suit === '♥';
