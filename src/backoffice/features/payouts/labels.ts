import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutStatus } from '../../../../contract/api/billing';
import type { PayoutAction } from '../../../../contract/payout-actions';

export const PAYOUT_STATUS_LABEL: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  held: msg`On hold`,
  processing: msg`Approved, being sent`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled by the player`,
};

/** The filter's choices, in the order the statuses come (the record names each once). */
export const PAYOUT_STATUSES = Object.keys(PAYOUT_STATUS_LABEL) as PayoutStatus[];

export const isPayoutStatus = (value: unknown): value is PayoutStatus =>
  typeof value === 'string' && (PAYOUT_STATUSES as string[]).includes(value);

export const payoutTone = (status: PayoutStatus) =>
  status === 'paid' ? 'good' : status === 'rejected' || status === 'cancelled' ? 'bad' : 'wait';

export const PAYOUT_ACTION_LABEL: Record<PayoutAction, MessageDescriptor> = {
  approve: msg`Approve`,
  hold: msg`Hold`,
  reject: msg`Reject`,
  complete: msg`Mark paid`,
};
