import { type AnswerOf, type JsonEndpoint, pathOf } from '../../contract/api/endpoint';
import type { ApiResult } from '../api-result';
import { checkedAnswer } from '../http/call';
import { type HttpClient, toFailure } from '../http/client';
import { type ConfirmDeps, sendUntilAnswered, Unconfirmed } from '../http/confirmed-write';
import type { PendingWrites } from '../http/pending-writes';

interface ConfirmedPostDeps {
  http: HttpClient;
  pending: PendingWrites;
  confirm?: ConfirmDeps;
}

/**
 * POSTs a game write to its endpoint under a new Idempotency-Key, resent with that key while its answer is lost;
 * the answer is checked against the endpoint's definition before `accept` sees it. `accept` turns the answer into
 * the result (and applies it: the balance); when the answer is still unknown after the foreground time, this throws
 * `Unconfirmed`, the write goes on in the background, and `late` gets the result (accepted the same way) once the
 * server has answered.
 */
export type ConfirmedPost = <E extends JsonEndpoint, T>(
  endpoint: E,
  body: Record<string, unknown>,
  handlers: { accept: (answer: AnswerOf<E>) => T; late: (key: string, result: ApiResult<T>) => void },
  /** The endpoint's path parameters, if it has any. */
  params?: Record<string, string | number>,
) => Promise<T>;

export function createConfirmedPost(deps: ConfirmedPostDeps): ConfirmedPost {
  return async <E extends JsonEndpoint, T>(
    endpoint: E,
    body: Record<string, unknown>,
    handlers: { accept: (answer: AnswerOf<E>) => T; late: (key: string, result: ApiResult<T>) => void },
    params?: Record<string, string | number>,
  ): Promise<T> => {
    const key = crypto.randomUUID();
    const { method } = endpoint;
    const path = pathOf(endpoint.path, params);
    try {
      const answer = await sendUntilAnswered<unknown>(deps.http, path, { method, body, key }, deps.confirm);
      return handlers.accept(checkedAnswer(endpoint, answer));
    } catch (error) {
      if (error instanceof Unconfirmed) {
        deps.pending.track<unknown>({
          key,
          send: () => deps.http.request<unknown>(path, { method, body, headers: { 'Idempotency-Key': key } }),
          settle: (result) => {
            if (!result.ok) return handlers.late(key, result);
            let accepted: ApiResult<T>;
            try {
              accepted = { ok: true, data: handlers.accept(checkedAnswer(endpoint, result.data)) };
            } catch (refused) {
              accepted = { ok: false, failure: toFailure(refused) };
            }
            handlers.late(key, accepted);
          },
        });
      }
      throw error;
    }
  };
}
