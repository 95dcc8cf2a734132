import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TournamentScoring, TournamentStatus } from '../../../../contract/api/tournaments';

export const SCORING_LABEL: Record<TournamentScoring, MessageDescriptor> = {
  wagered: msg`Total wagered`,
  multiplier: msg`Biggest multiplier of one round`,
  net_win: msg`Net win (wins − stakes)`,
};

export const ENTRY_LABEL: Record<'opt_in' | 'auto', MessageDescriptor> = {
  opt_in: msg`Players who join`,
  auto: msg`Every player of the games in its currency`,
};

export const STATUS_LABEL: Record<TournamentStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  active: msg`Running`,
  finished: msg`Finished`,
  cancelled: msg`Cancelled`,
};

export const statusTone = (status: TournamentStatus) =>
  status === 'active' ? 'good' : status === 'cancelled' ? 'bad' : status === 'upcoming' ? 'wait' : undefined;
