import type { CreatePayoutBody, Payout } from '../../contract/api/billing';
import { API, apiPath } from '../../contract/api/paths';
import { type ApiResult, attempt } from '../api-result';
import type { HttpClient } from '../http/client';

interface PayoutList {
  data: { items: Payout[]; has_more: boolean };
}

/** Withdrawals: the player's payouts, a new request (held until the operator acts) and cancelling one. */
export function createPayouts(http: HttpClient, refreshProfile: () => Promise<unknown>) {
  return {
    list: () => attempt(async () => (await http.request<PayoutList>(API.billingPayouts)).data.items),

    async request(body: CreatePayoutBody): Promise<ApiResult<Payout>> {
      const result = await attempt(async () => {
        const answer = await http.request<{ data: Payout }>(API.billingPayouts, {
          method: 'POST',
          body: { ...body },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        return answer.data;
      });
      if (result.ok) await refreshProfile();
      return result;
    },

    async cancel(id: number): Promise<ApiResult<Payout>> {
      const result = await attempt(async () => {
        const answer = await http.request<{ data: Payout }>(apiPath(API.billingPayoutCancel, { id }), {
          method: 'POST',
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        return answer.data;
      });
      if (result.ok) await refreshProfile();
      return result;
    },
  };
}
