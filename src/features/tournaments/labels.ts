import { msg } from '@lingui/core/macro';
import type { TournamentScoring, TournamentStatus } from '../../../contract/api/tournaments';

export const SCORING_LABELS: Record<TournamentScoring, ReturnType<typeof msg>> = {
  wagered: msg`Most wagered`,
  multiplier: msg`Biggest multiplier`,
  net_win: msg`Biggest net win`,
};

/** One tournament's status (the list tabs say the plural). */
export const STATUS_LABELS: Record<TournamentStatus, ReturnType<typeof msg>> = {
  upcoming: msg({ message: 'Upcoming', context: 'one tournament' }),
  active: msg({ message: 'Running', context: 'one tournament' }),
  finished: msg({ message: 'Finished', context: 'one tournament' }),
  cancelled: msg({ message: 'Cancelled', context: 'one tournament' }),
};
