import { msg } from '@lingui/core/macro';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'coinflip'> = {
  game: 'coinflip',
  describe: (result) => (result.side === 'heads' ? msg`Coin: heads` : msg`Coin: tails`),
  betOutcome: ({ outcome }) => (typeof outcome?.side === 'string' ? outcome.side : '—'),
};
