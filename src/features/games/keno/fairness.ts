import { msg } from '@lingui/core/macro';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'keno'> = {
  game: 'keno',
  describe(result) {
    const drawn = result.drawn.join(', ');
    return msg`Drawn: ${drawn}`;
  },
  betOutcome: ({ outcome, params }) =>
    typeof outcome?.hits === 'number' && Array.isArray(params.picks) ? `${outcome.hits}/${params.picks.length}` : '—',
};
