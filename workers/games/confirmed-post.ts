import type { ApiResult } from '../api-result';
import type { HttpClient } from '../http/client';
import { type ConfirmDeps, sendUntilAnswered, Unconfirmed } from '../http/confirmed-write';
import type { PendingWrites } from '../http/pending-writes';

interface ConfirmedPostDeps {
  http: HttpClient;
  pending: PendingWrites;
  confirm?: ConfirmDeps;
}

/**
 * POSTs a game write under a new Idempotency-Key, resent with that key while its answer is lost. `accept` turns the
 * server's answer into the result (and applies it: the balance); when the answer is still unknown after the
 * foreground time, this throws `Unconfirmed`, the write goes on in the background, and `late` gets the result
 * (accepted the same way) once the server has answered.
 */
export type ConfirmedPost = <A, T>(
  path: string,
  body: Record<string, unknown>,
  handlers: { accept: (answer: A) => T; late: (key: string, result: ApiResult<T>) => void },
) => Promise<T>;

export function createConfirmedPost(deps: ConfirmedPostDeps): ConfirmedPost {
  return async <A, T>(
    path: string,
    body: Record<string, unknown>,
    handlers: { accept: (answer: A) => T; late: (key: string, result: ApiResult<T>) => void },
  ): Promise<T> => {
    const key = crypto.randomUUID();
    try {
      return handlers.accept(await sendUntilAnswered<A>(deps.http, path, { method: 'POST', body, key }, deps.confirm));
    } catch (error) {
      if (error instanceof Unconfirmed) {
        deps.pending.track<A>({
          key,
          send: () => deps.http.request<A>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
          settle: (result) => handlers.late(key, result.ok ? { ok: true, data: handlers.accept(result.data) } : result),
        });
      }
      throw error;
    }
  };
}
