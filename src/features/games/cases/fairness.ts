import { msg } from '@lingui/core/macro';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'cases'> = {
  game: 'cases',
  describe(result) {
    const roll = result.roll;
    return msg`Roll: ${roll}`;
  },
  betOutcome({ outcome }) {
    const item = outcome?.item as { name?: unknown } | undefined;
    return typeof item?.name === 'string' ? item.name : '—';
  },
};
