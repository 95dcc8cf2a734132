import { msg } from '@lingui/core/macro';
import { formatDiceRoll } from '../../../../contract/games/rules/dice';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'dice'> = {
  game: 'dice',
  describe(result) {
    const roll = formatDiceRoll(result.roll);
    return msg`Roll: ${roll}`;
  },
  betOutcome: ({ outcome }) => (typeof outcome?.roll === 'number' ? formatDiceRoll(outcome.roll) : '—'),
};
