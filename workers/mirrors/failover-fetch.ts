import { isOurs } from '../../worker-shared/server-mark';
import { isResendable } from '../http/resendable';
import type { Failover } from './failover';

/**
 * A request without any answer this long is suspect: a black-holed host hangs rather than refusing, and the
 * client's own timeout is 15 s. Suspect means "check", not "give up": a healthy host keeps the request.
 */
const STALL_MS = 1_500;

interface FailoverFetchOptions {
  fetch: typeof globalThis.fetch;
  /** The API base requests go to now. */
  base: () => string;
  failover: Pick<Failover, 'recover'>;
  stallMs?: number;
}

type Outcome = { kind: 'response'; response: Response } | { kind: 'error'; error: unknown } | { kind: 'stalled' };

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Reads, and writes the server deduplicates by the Idempotency-Key their caller gave (every money call has one). */
function safeToResend(init: RequestInit | undefined): boolean {
  const method = (init?.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' || isResendable(init);
}

/**
 * Wraps the HTTP client's fetch: a request to the current API base that fails at the network level, answers with
 * something that is not ours, or stalls, triggers the failover; when it picks another base the same request (same
 * method, headers, Idempotency-Key and body) is sent there, except a stalled write without an Idempotency-Key
 * (it may have arrived), which fails so the player can send it again. Anything else passes through untouched.
 */
export function createFailoverFetch(options: FailoverFetchOptions): typeof globalThis.fetch {
  const stallMs = options.stallMs ?? STALL_MS;

  const resend = (url: string, from: string, to: string, init: RequestInit | undefined) =>
    options.fetch(to + url.slice(from.length), init);

  /** Bases the client moved away from: a request built for one (a retry of the client's own) follows the move. */
  const left = new Set<string>();

  return async (input, init) => {
    const base = options.base();
    let url = urlOf(input);
    for (const old of left) if (url.startsWith(`${old}/`)) url = base + url.slice(old.length);
    if (!url.startsWith(`${base}/`)) return options.fetch(input, init);

    const abort = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, abort.signal]) : abort.signal;
    const attempt = options.fetch(url, { ...init, signal });
    const settled: Promise<Outcome> = attempt.then(
      (response) => ({ kind: 'response', response }),
      (error: unknown) => ({ kind: 'error', error }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'stalled' }), stallMs);
    });
    const outcome = await Promise.race([settled, stalled]);
    clearTimeout(timer);

    if (outcome.kind === 'response' && isOurs(outcome.response)) return outcome.response;
    // The caller gave up (its timeout or abort): not a host failure to act on.
    if (init?.signal?.aborted) return attempt;

    const target = await options.failover.recover(base);
    if (target === null || target === base) return attempt;
    left.add(base);
    left.delete(target);
    abort.abort();
    if (outcome.kind === 'response') await outcome.response.body?.cancel().catch(() => {});
    // A stalled call may have reached the old host: resend it only if a second arrival is harmless.
    if (outcome.kind === 'stalled' && !safeToResend(init)) {
      throw new TypeError('The API host stopped answering; the app moved to a mirror: try again');
    }
    return resend(url, base, target, init);
  };
}
