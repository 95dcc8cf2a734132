import type { GameBet } from '../../../../contract/api/games';
import type { VerifyRequest } from '../../../../contract/fairness/verify';
import { fairnessOf } from './by-game';

/** A round's outcome in a few characters, for the recent-bets table (each game's fairness.ts says it). */
export function betOutcomeText(bet: GameBet): string {
  return fairnessOf(bet.game).betOutcome(bet);
}

/** What the verifier needs to recompute a round's draw: the game and the options that shaped it. */
export function verifyRequestFor(bet: GameBet): VerifyRequest {
  return { ...fairnessOf(bet.game).verifyOptions?.(bet), game: bet.game } as VerifyRequest;
}
