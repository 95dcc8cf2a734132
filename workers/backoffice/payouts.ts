import { BILLING_API, type PayoutStatus } from '../../contract/api/billing';
import type { PayoutAction } from '../../contract/payout-actions';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** The payout queue and the operator's actions on a payout (approve, hold, reject, mark paid). */
export function payoutHandlers({ http, keys }: BackofficeContext) {
  return {
    payouts(filter: { status?: PayoutStatus; page: number; perPage: number }) {
      return attempt(
        async () =>
          (
            await call(http, BILLING_API.operatorPayouts, {
              query: { status: filter.status, page: filter.page, per_page: filter.perPage },
            })
          ).data.items,
      );
    },

    /** Each action with an Idempotency-Key kept until the server answers (hold and reject with the reason). */
    actOnPayout(id: number, action: PayoutAction, reason?: string) {
      return decide(keys, `payout:${id}:${action}:${reason ?? ''}`, async (key) => {
        const answer = await call(http, BILLING_API.operatorPayoutAction, {
          params: { id, action },
          body: reason ? { reason } : undefined,
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
