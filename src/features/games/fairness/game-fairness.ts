import type { MessageDescriptor } from '@lingui/core';
import type { GameBet } from '../../../../contract/api/games';
import type { VerifyRequest, VerifyResult } from '../../../../contract/fairness/verify';
import type { GameName } from '../../../../contract/games/registry';

/**
 * What a game's folder says about its rounds in the fairness panel (src/features/games/<game>/fairness.ts, export
 * `FAIRNESS`); by-game.ts finds every one, so the panel's files name no game.
 */
export interface GameFairness<N extends GameName = GameName> {
  game: N;
  /** A verified draw in words, e.g. "Roll: 42.17". */
  describe(result: Extract<VerifyResult, { game: N }>): MessageDescriptor;
  /** A round's outcome in a few characters, for the recent-bets table ('—' when it has none yet). */
  betOutcome(bet: GameBet): string;
  /** The options that shaped the round's draw (its verifier's request without the game); none: the game alone. */
  verifyOptions?(bet: GameBet): Omit<Extract<VerifyRequest, { game: N }>, 'game'>;
}
