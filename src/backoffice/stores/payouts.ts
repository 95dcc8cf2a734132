import type { PayoutStatus } from '../../../contract/api/billing';
import type { PayoutAction } from '../../../contract/payout-actions';
import { fromWorker } from './session';

/** The payout queue's actions (the screen keeps what they answer). */
export const loadPayouts = (filter: { status?: PayoutStatus; page: number; perPage: number }) =>
  fromWorker((api) => api.payouts(filter));

export const actOnPayout = (id: number, action: PayoutAction, reason?: string) =>
  fromWorker((api) => api.actOnPayout(id, action, reason));
