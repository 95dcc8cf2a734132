import { msg } from '@lingui/core/macro';
import type { TournamentScoring, TournamentStatus } from '../../../contract/api/tournaments';

export const SCORING_LABELS: Record<TournamentScoring, ReturnType<typeof msg>> = {
  wagered: msg`Most wagered`,
  multiplier: msg`Biggest multiplier`,
  net_win: msg`Biggest net win`,
};

export const STATUS_LABELS: Record<TournamentStatus, ReturnType<typeof msg>> = {
  upcoming: msg`Upcoming`,
  active: msg`Running`,
  finished: msg`Finished`,
  cancelled: msg`Cancelled`,
};
