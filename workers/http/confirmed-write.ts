import { FetchError } from 'ofetch';
import type { HttpClient, RequestOptions } from './client';

/** How long a write is resent in the foreground before the page is told "not confirmed yet". */
const CONFIRM_WITHIN_MS = 30_000;
/** Waits between resends: short at first (a blip), then at most this long. */
const RESEND_DELAYS_MS: readonly number[] = [300, 700, 1_500, 3_000, 5_000];
/** One attempt's time limit: a stalled answer is resent instead of waited for. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** Statuses a proxy answers when the server's answer did not come through: the write may have been applied. */
const LOST_STATUSES = new Set([502, 503, 504]);

/**
 * The answer to a write was lost (network error, timeout, 502/503/504): the server may or may not have applied
 * it. Any other answer, success or refusal, is the server's word.
 */
export function answerLost(error: unknown): boolean {
  if (error instanceof FetchError) return error.status === undefined || LOST_STATUSES.has(error.status);
  return true;
}

/** The write's answer could not be had in time: the page must not say it failed (it may have been applied). */
export class Unconfirmed extends Error {
  constructor(readonly key: string) {
    super('The server has not confirmed this request yet');
  }
}

export interface ConfirmDeps {
  withinMs?: number;
  delaysMs?: readonly number[];
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a write with its Idempotency-Key and, while its answer is lost, sends the very same request again (same
 * key, same body: the server answers the first result) to whichever host answers now, with backoff, until an answer
 * comes or `withinMs` is up (then `Unconfirmed`).
 */
export async function sendUntilAnswered<T>(
  http: HttpClient,
  path: string,
  request: RequestOptions & { key: string },
  deps: ConfirmDeps = {},
): Promise<T> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const delays = deps.delaysMs ?? RESEND_DELAYS_MS;
  const deadline = now() + (deps.withinMs ?? CONFIRM_WITHIN_MS);
  const { key, ...options } = request;
  const keyed = { ...options, headers: { ...options.headers, 'Idempotency-Key': key } };
  for (let attempt = 0; ; attempt++) {
    const left = deadline - now();
    if (left <= 0) throw new Unconfirmed(key);
    try {
      return await http.request<T>(path, { ...keyed, timeoutMs: Math.min(ATTEMPT_TIMEOUT_MS, left) });
    } catch (error) {
      if (!answerLost(error)) throw error;
    }
    const wait = delays[Math.min(attempt, delays.length - 1)] ?? 0;
    if (now() + wait >= deadline) throw new Unconfirmed(key);
    await sleep(wait);
  }
}
