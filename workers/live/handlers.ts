import { LIVE_API, type LiveBetBody } from '../../contract/api/live';
import type { LiveTable } from '../../contract/live/tables';
import type { Currency } from '../../contract/money';
import { attempt } from '../api-result';
import type { ContextRef } from '../context';
import { call } from '../http/call';

/**
 * The live tables (contract/api/live.ts): their state, a bet (its own Idempotency-Key, the same on every resend of
 * it; the answered balance goes to the header at once, since the stake has left it), the drawn rounds to verify,
 * and the balance read again once the page has shown a round's result (the win reaches the header after the wheel
 * has landed). Round events come over the socket (`realtimeSubscribe('live')`).
 */
export function liveHandlers(ref: ContextRef) {
  const http = async () => (await ref.ready()).session.http;
  return {
    liveTables: async () => attempt(async () => (await call(await http(), LIVE_API.list)).data),
    liveState: async (table: LiveTable, currency?: Currency) =>
      attempt(async () => (await call(await http(), LIVE_API.state, { params: { table }, query: { currency } })).data),
    liveRounds: async (table: LiveTable) =>
      attempt(
        async () => (await call(await http(), LIVE_API.rounds, { params: { table }, query: { limit: 20 } })).data,
      ),
    async liveBet(table: LiveTable, body: LiveBetBody) {
      const { session } = await ref.ready();
      const result = await attempt(
        async () =>
          (
            await call(session.http, LIVE_API.bet, {
              params: { table },
              body,
              headers: { 'Idempotency-Key': crypto.randomUUID() },
            })
          ).data,
      );
      if (result.ok) await session.applyCashBalance(result.data.balance, result.data.bonus_balance);
      return result;
    },
    async liveLanded(): Promise<void> {
      const { session } = await ref.ready();
      if (session.signedIn) await session.loadProfile();
    },
  };
}
