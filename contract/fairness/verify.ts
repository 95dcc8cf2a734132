import type { AnyGame } from '../games/game';
import { GAMES, type GameName, gameOf } from '../games/registry';
import type { RoundVerifier, VerifyFlags } from '../games/verifier';
import type { BetSeeds } from './bytes';

type Registered = (typeof GAMES)[number];
type RequestOf<G> = G extends { id: infer Id; verifier: RoundVerifier<infer Options, object> }
  ? { game: Id } & Options
  : never;
type ResultOf<G> = G extends { id: infer Id; verifier: RoundVerifier<object, infer Draw> }
  ? { game: Id } & Draw
  : never;

/** What a verifier asks for: the game and the options that shape its draw (each game's module says which). */
export type VerifyRequest = RequestOf<Registered>;
/** The draw recomputed, named by its game. */
export type VerifyResult = ResultOf<Registered>;

const verifierOf = (game: GameName) => (gameOf(game) as AnyGame).verifier;

/**
 * Recomputes a bet's outcome from its seeds by its game's rules (the module's `verifier`): the one function the
 * server, the page's verifier (in the worker) and `npm run verify` share. Async because HMAC comes from Web Crypto.
 */
export async function verifyOutcome(seeds: BetSeeds, request: VerifyRequest): Promise<VerifyResult> {
  const draw = await verifierOf(request.game).draw(seeds, request);
  return { game: request.game, ...draw } as VerifyResult;
}

/** The request `npm run verify` makes from its flags (RangeError when one is missing or malformed). */
export function verifyRequestFromFlags(game: GameName, flags: VerifyFlags): VerifyRequest {
  return { ...verifierOf(game).options(flags), game } as VerifyRequest;
}

/** A verified draw in a line of text (miner: its board below). */
export function summarizeOutcome(result: VerifyResult): string {
  return verifierOf(result.game).summary(result);
}

/** Every flag a game's verifier reads, with its usage text. */
export const VERIFY_FLAGS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...GAMES.map((game) => (game as AnyGame).verifier.flags),
);
