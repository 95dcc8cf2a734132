import { msg } from '@lingui/core/macro';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'roulette'> = {
  game: 'roulette',
  describe(result) {
    const pocket = result.pocket;
    return msg`Pocket: ${pocket}`;
  },
  betOutcome: ({ outcome }) => (typeof outcome?.pocket === 'number' ? String(outcome.pocket) : '—'),
};
