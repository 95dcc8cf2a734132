import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LIMIT_KINDS, LIMIT_PERIODS, PLAY_BLOCK_KINDS } from '../../../../contract/safer-gambling';

export const LIMIT_KIND_LABEL: Record<(typeof LIMIT_KINDS)[number], MessageDescriptor> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
};

export const LIMIT_PERIOD_LABEL: Record<(typeof LIMIT_PERIODS)[number], MessageDescriptor> = {
  day: msg`24 hours`,
  week: msg`7 days`,
  month: msg`Month`,
};

export const BLOCK_LABEL: Record<(typeof PLAY_BLOCK_KINDS)[number], MessageDescriptor> = {
  time_out: msg`Time-out`,
  self_exclusion: msg`Self-exclusion`,
};
