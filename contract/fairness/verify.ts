import { type CaseItem, caseItemForRoll } from '../games/cases';
import { type BetSeeds, betFloats } from './bytes';
import {
  type Card,
  caseRoll,
  coinflip,
  diceRoll,
  hiloCard,
  KENO_DRAWN,
  kenoDraw,
  minerMines,
  roulettePocket,
} from './outcomes';

/** What a verifier asks for: the game and the options that shape its draw. */
export type VerifyRequest =
  | { game: 'dice' | 'roulette' | 'keno' | 'coinflip' }
  | { game: 'miner'; mines: number }
  | { game: 'hilo'; cards: number }
  | { game: 'cases'; items?: readonly CaseItem[] };

export type VerifyGame = VerifyRequest['game'];
export const VERIFY_GAMES: readonly VerifyGame[] = ['dice', 'roulette', 'keno', 'miner', 'hilo', 'coinflip', 'cases'];

export type VerifyResult =
  | { game: 'dice'; roll: number }
  | { game: 'roulette'; pocket: number }
  | { game: 'keno'; drawn: number[] }
  | { game: 'miner'; mines: number[] }
  | { game: 'hilo'; cards: Card[] }
  | { game: 'coinflip'; side: 'heads' | 'tails' }
  | { game: 'cases'; roll: number; item?: CaseItem };

function first(floats: readonly number[]): number {
  const [f] = floats;
  if (f === undefined) throw new RangeError('No float drawn');
  return f;
}

/**
 * Recomputes a bet's outcome from its seeds: the one function the server, the page's verifier
 * (in the worker) and `npm run verify` share. Async because HMAC comes from Web Crypto.
 */
export async function verifyOutcome(seeds: BetSeeds, request: VerifyRequest): Promise<VerifyResult> {
  switch (request.game) {
    case 'dice':
      return { game: 'dice', roll: diceRoll(first(await betFloats(seeds, 1))) };
    case 'roulette':
      return { game: 'roulette', pocket: roulettePocket(first(await betFloats(seeds, 1))) };
    case 'coinflip':
      return { game: 'coinflip', side: coinflip(first(await betFloats(seeds, 1))) };
    case 'keno':
      return { game: 'keno', drawn: kenoDraw(await betFloats(seeds, KENO_DRAWN)) };
    case 'miner':
      return { game: 'miner', mines: minerMines(await betFloats(seeds, request.mines), request.mines) };
    case 'hilo':
      return { game: 'hilo', cards: (await betFloats(seeds, request.cards)).map(hiloCard) };
    case 'cases': {
      const roll = caseRoll(first(await betFloats(seeds, 1)));
      return request.items
        ? { game: 'cases', roll, item: caseItemForRoll(request.items, roll) }
        : { game: 'cases', roll };
    }
  }
}

/** Hilo as played: the card of step s (0 = the start card) is the float at cursor s, drawn when needed. */
export async function drawHiloCard(seeds: BetSeeds, step: number): Promise<Card> {
  return hiloCard(first(await betFloats(seeds, 1, step)));
}
