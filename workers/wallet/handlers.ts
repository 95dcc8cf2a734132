import type { CreatePayoutBody } from '../../contract/api/billing';
import type { ContextRef } from '../context';
import { type HistoryRequest, loadHistory } from './history';
import { createPayouts } from './payouts';

/** The wallet's history (cached for offline reading) and the payouts. */
export function walletHandlers(ref: ContextRef) {
  async function payouts() {
    const { session } = await ref.ready();
    return createPayouts(session.http, () => session.loadProfile());
  }
  return {
    async history(request: HistoryRequest) {
      const { session, historyCache } = await ref.ready();
      return loadHistory(session.http, request, { cache: historyCache, userId: session.profile?.data.id ?? null });
    },
    payouts: async () => (await payouts()).list(),
    requestPayout: async (body: CreatePayoutBody, totp?: string) => (await payouts()).request(body, totp),
    cancelPayout: async (id: number) => (await payouts()).cancel(id),
  };
}
