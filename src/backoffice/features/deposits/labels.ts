import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositStatus } from './deposit-filter';

/** The provider's state of a deposit, in the operator's words (the code in brackets for the provider's logs). */
export const DEPOSIT_STATUS_LABEL: Record<DepositStatus, MessageDescriptor> = {
  waiting: msg`Waiting for payment`,
  processing: msg`Processing`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  expired: msg`Expired`,
};

export const depositTone = (status: DepositStatus) =>
  status === 'paid' ? 'good' : status === 'failed' || status === 'expired' ? 'bad' : 'wait';

/** The states in the filter's order. */
export const DEPOSIT_STATUSES = Object.keys(DEPOSIT_STATUS_LABEL) as DepositStatus[];
