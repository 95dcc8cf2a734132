import type { CrashBetBody } from '../../contract/api/crash';
import { attempt, Refusal } from '../api-result';
import type { ContextRef } from '../context';
import type { CrashUpdate } from './crash';
import { dexieProvenCheckpoints } from './proven-checkpoints';
import { type CrashVerifyInput, verifyCrashRound } from './verify';

/**
 * Crash for the page: `crashWatch(proxy(callback))` → id holds the round's updates until `crashUnwatch(id)`; bets,
 * cash-outs, the history with the chain's commitment, and a past round verified here, off the page's thread.
 */
export function crashHandlers(ref: ContextRef) {
  const stops = new Map<number, () => void>();
  let nextId = 0;
  const crash = async () => (await ref.ready()).crash;
  const proven = dexieProvenCheckpoints();
  return {
    async crashWatch(callback: (update: CrashUpdate) => void): Promise<number> {
      const id = ++nextId;
      stops.set(
        id,
        (await crash()).watch((update) => void Promise.resolve(callback(update)).catch(() => {})),
      );
      return id;
    },
    async crashUnwatch(id: number): Promise<void> {
      stops.get(id)?.();
      stops.delete(id);
    },
    async crashBet(body: CrashBetBody) {
      const { crash, analytics } = await ref.ready();
      const result = await crash.bet(body);
      if (result.ok) analytics.track('bet_placed', { game: 'crash' });
      return result;
    },
    crashCashout: async (betId: number) => (await crash()).cashout(betId),
    crashHistory: async (limit?: number) => (await crash()).history(limit),
    crashVerify: async (input: CrashVerifyInput) => {
      // Offline (or refused) the walk simply goes all the way down to the terminating hash.
      const checkpoints = navigator.onLine ? await (await crash()).checkpoints() : null;
      return attempt(() =>
        verifyCrashRound(input, checkpoints?.ok ? checkpoints.data : new Map(), proven).catch((error: unknown) => {
          if (!(error instanceof RangeError)) throw error;
          throw new Refusal({
            kind: 'validation',
            status: 422,
            errors: { hash: ['hash_invalid: A game hash is 64 lowercase hex characters'] },
          });
        }),
      );
    },
  };
}
