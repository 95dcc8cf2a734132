import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LiveTable } from '../../../contract/live/tables';

export const TABLE_NAMES: Record<LiveTable, MessageDescriptor> = {
  roulette: msg`European roulette`,
  'money-wheel': msg`Money wheel`,
};
