import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';
import type { GameFairness } from '../fairness/game-fairness';

export const FAIRNESS: GameFairness<'miner'> = {
  game: 'miner',
  describe(result) {
    const mines = result.mines.join(', ');
    return msg`Mines: ${mines}`;
  },
  betOutcome({ outcome, params }) {
    const revealed = Array.isArray(outcome?.revealed) ? outcome.revealed.length : 0;
    const mines = Number(params.mines ?? outcome?.mines ?? 0);
    return i18n._(msg`Tiles: ${revealed} · mines: ${mines}`);
  },
  verifyOptions: ({ params }) => ({ mines: Number(params.mines ?? 1) }),
};
