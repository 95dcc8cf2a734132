import type { ApiResult } from '../api-result';
import { toFailure } from './client';
import { answerLost } from './confirmed-write';

/** Waits between background resends of a write still unconfirmed (the connection's return cuts a wait short). */
const BACKGROUND_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 15_000];

interface PendingWrite<T> {
  key: string;
  /** One more send of the very same request (same Idempotency-Key and body). */
  send: () => Promise<T>;
  /** The server's answer, once known: the first result (a resend is answered with it), or its refusal. */
  settle: (result: ApiResult<T>) => void;
}

interface PendingWritesDeps {
  delaysMs?: readonly number[];
}

/**
 * Writes whose answer was lost and not recovered in the foreground: each is resent in the background, with the same
 * key and body, until the server answers; the answer is the truth (the server deduplicates by the key, or by the
 * round's version for steps), handed to `settle`. `kick` resends all at once (the connection is back); `clear`
 * drops them (logout).
 */
export function createPendingWrites(deps: PendingWritesDeps = {}) {
  const delays = deps.delaysMs ?? BACKGROUND_DELAYS_MS;
  const wakers = new Map<string, () => void>();

  async function run<T>(write: PendingWrite<T>): Promise<void> {
    for (let attempt = 0; wakers.has(write.key); attempt++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)] ?? 0);
        wakers.set(write.key, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!wakers.has(write.key)) return;
      try {
        const data = await write.send();
        if (wakers.delete(write.key)) write.settle({ ok: true, data });
        return;
      } catch (error) {
        if (answerLost(error)) continue;
        if (wakers.delete(write.key)) write.settle({ ok: false, failure: toFailure(error) });
        return;
      }
    }
  }

  return {
    track<T>(write: PendingWrite<T>): void {
      wakers.set(write.key, () => {});
      void run(write);
    },
    /** The connection is back: resend every pending write now. */
    kick(): void {
      for (const wake of [...wakers.values()]) wake();
    },
    /** The session ended: stop (their answers belong to the player who left). */
    clear(): void {
      const all = [...wakers.values()];
      wakers.clear();
      for (const wake of all) wake();
    },
    get size(): number {
      return wakers.size;
    },
  };
}

export type PendingWrites = ReturnType<typeof createPendingWrites>;
