import type { GameName } from '../../../../contract/games/registry';
import type { GameFairness } from './game-fairness';

/** Every game folder's fairness texts (its fairness.ts), by game. */
const BY_GAME = new Map(
  Object.values(import.meta.glob<GameFairness>('../*/fairness.ts', { eager: true, import: 'FAIRNESS' })).map(
    (fairness) => [fairness.game, fairness],
  ),
);

export const FAIRNESS_GAMES: readonly GameName[] = [...BY_GAME.keys()];

export function fairnessOf<N extends GameName>(game: N): GameFairness<N> {
  const fairness = BY_GAME.get(game);
  if (!fairness) throw new RangeError(`No src/features/games/${game}/fairness.ts`);
  return fairness as unknown as GameFairness<N>;
}
