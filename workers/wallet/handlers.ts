import type { CreatePayoutBody } from '../../contract/api/billing';
import type { HistoryKind } from '../../contract/api/history';
import type { ContextRef } from '../context';
import { type HistoryRequest, loadHistory, loadHistoryRow } from './history';
import { createPayouts } from './payouts';

/** The wallet's history (cached for offline reading), one row of it, and the payouts. */
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
    async historyRow(kind: HistoryKind, id: number) {
      const { session } = await ref.ready();
      return loadHistoryRow(session.http, kind, id);
    },
    payouts: async () => (await payouts()).list(),
    requestPayout: async (body: CreatePayoutBody, totp?: string) => (await payouts()).request(body, totp),
    cancelPayout: async (id: number) => (await payouts()).cancel(id),
  };
}
