import { BILLING_API, type CreatePayoutBody, type Payout } from '../../contract/api/billing';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { totpHeaders } from '../session/second-factor';

/** Withdrawals: the player's payouts, a new request (held until the operator acts) and cancelling one. */
export function createPayouts(http: HttpClient, refreshProfile: () => Promise<unknown>) {
  return {
    list: () => attempt(async () => (await call(http, BILLING_API.payouts, { query: {} })).data.items),

    /** `totp`: the second factor, for a player who enabled two-factor sign-in. */
    async request(body: CreatePayoutBody, totp?: string): Promise<ApiResult<Payout>> {
      const result = await attempt(async () => {
        const answer = await call(http, BILLING_API.requestPayout, {
          body: { ...body },
          headers: { 'Idempotency-Key': crypto.randomUUID(), ...totpHeaders(totp) },
        });
        return answer.data;
      });
      if (result.ok) await refreshProfile();
      return result;
    },

    async cancel(id: number): Promise<ApiResult<Payout>> {
      const result = await attempt(async () => {
        const answer = await call(http, BILLING_API.cancelPayout, {
          params: { id },
          body: undefined,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        return answer.data;
      });
      if (result.ok) await refreshProfile();
      return result;
    },
  };
}
