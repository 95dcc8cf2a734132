import { BACKOFFICE_PAYMENTS_API } from '../../contract/api/backoffice-payments';
import type { INVOICE_STATUS_NAMES } from '../../contract/api/billing';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

export interface DepositFilter {
  status?: (typeof INVOICE_STATUS_NAMES)[number];
  userId?: number;
  /** ISO instants: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
  beforeId: number | null;
  limit: number;
}

/** The deposits with their provider state, and the refund of a paid one. */
export function depositHandlers({ http, keys }: BackofficeContext) {
  return {
    deposits(filter: DepositFilter) {
      return attempt(async () => {
        const answer = await call(http, BACKOFFICE_PAYMENTS_API.deposits, {
          query: {
            limit: filter.limit,
            status: filter.status,
            user_id: filter.userId,
            from: filter.from,
            to: filter.to,
            ...(filter.beforeId ? { before_id: filter.beforeId } : {}),
          },
        });
        return { items: answer.data, next: answer.next_before_id };
      });
    },

    refundDeposit(id: number, reason: string) {
      return decide(keys, `refund:${id}:${reason}`, async (key) => {
        const answer = await call(http, BACKOFFICE_PAYMENTS_API.refund, {
          params: { id },
          body: { reason },
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
