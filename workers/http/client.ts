import { createFetch, FetchError } from 'ofetch';
import { GEO_BLOCKED_STATUS } from '../../contract/api/geo';
import { isSafeToResend } from '../../contract/api/resend-rules';
import { acceptLanguageFor } from '../../contract/locales';
import type { Region } from '../../contract/regions';
import type { ApiFailure } from '../api-result';
import { MalformedAnswer } from './call';
import { Unconfirmed } from './confirmed-write';
import { resendableInit } from './resendable';
import { isWrite, RETRY_STATUSES, retriesFor } from './retry-policy';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call (kept across the 401 retry). */
  headers?: Record<string, string>;
  /** A file sent as it is (uploads), instead of a JSON body. */
  file?: { data: ArrayBuffer; type: string };
  /** This request's own time limit (default: the client's). */
  timeoutMs?: number;
  /** This request's base address (a service's own, spec §7; default: the client's). */
  baseURL?: string;
}

export interface HttpClientOptions {
  baseURL: () => string;
  accessToken: () => string | null;
  region: () => Region | null;
  locale: () => string;
  /** Single-flight refresh: resolves to the new access token, or null when the session is over. */
  refreshAccessToken: () => Promise<string | null>;
  /** Any answer with HTTP 451 (spec §8: geo-blocked; the page goes to /no-access). */
  onGeoBlocked?: () => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** The worker's one HTTP client: base address, headers, retry policy and the 401 refresh-and-retry (spec §4, §7). */
export function createHttpClient(options: HttpClientOptions) {
  const $fetch = createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    defaults: {
      retryStatusCodes: [...RETRY_STATUSES],
      retryDelay: options.retryDelayMs ?? 300,
      timeout: options.timeoutMs ?? 15_000,
    },
  });

  function send<T>(path: string, { request, resendable }: Outgoing, token: string | null): Promise<T> {
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = {
      ...request.headers,
      Accept: 'application/json',
      'Accept-Language': acceptLanguageFor(options.locale()),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (request.file) headers['Content-Type'] = request.file.type;
    const region = options.region();
    if (region) headers.Region = region;
    return $fetch<T>(path, {
      baseURL: request.baseURL ?? options.baseURL(),
      method,
      headers,
      retry: retriesFor(method),
      ...(resendable ? resendableInit : {}),
      ...(request.timeoutMs ? { timeout: request.timeoutMs } : {}),
      ...(request.body ? { body: request.body } : {}),
      ...(request.file ? { body: request.file.data } : {}),
      ...(request.query ? { query: request.query } : {}),
    }).catch((error: unknown) => {
      if (error instanceof FetchError && error.status === GEO_BLOCKED_STATUS) options.onGeoBlocked?.();
      throw error;
    });
  }

  /** Sends a request; on a 401 refreshes the token once (shared by concurrent callers) and retries. */
  async function request<T>(path: string, original: RequestOptions = {}): Promise<T> {
    const outgoing = withIdempotencyKey(path, original);
    const token = options.accessToken();
    try {
      return await send<T>(path, outgoing, token);
    } catch (error) {
      if (!(error instanceof FetchError) || error.status !== 401 || !token) throw error;
      const current = options.accessToken();
      // Another request already refreshed while this one was on the wire: retry with its token.
      const fresh = current && current !== token ? current : await options.refreshAccessToken();
      if (!fresh) throw error;
      return send<T>(path, outgoing, fresh);
    }
  }

  /** A request without the 401 handling, for the refresh call itself. */
  function raw<T>(path: string, request: RequestOptions = {}): Promise<T> {
    return send<T>(path, withIdempotencyKey(path, request), null);
  }

  return { request, raw };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** A request as it goes out: with its Idempotency-Key, and whether a second arrival is harmless. */
interface Outgoing {
  request: RequestOptions;
  resendable: boolean;
}

/**
 * Every write carries an Idempotency-Key (the caller's, or a new one), the same on every send of that request: the
 * server recognises a second arrival wherever it deduplicates, and ignores the key elsewhere. The write may be resent
 * after a stall (`resendable.ts`) when the caller gave the key, or when the contract's resend rule for its route says
 * a second arrival is harmless (contract/api/resend-rules.ts).
 */
function withIdempotencyKey(path: string, request: RequestOptions): Outgoing {
  const method = request.method ?? 'GET';
  if (!isWrite(method)) return { request, resendable: false };
  const given = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
  if (given) return { request, resendable: true };
  const headers = { ...request.headers, 'Idempotency-Key': crypto.randomUUID() };
  return { request: { ...request, headers }, resendable: isSafeToResend(method, path) };
}
/** Turns whatever a request threw into the failure shape the page renders. */
export function toFailure(error: unknown): ApiFailure {
  if (error instanceof Unconfirmed) return { kind: 'unconfirmed', key: error.key, message: error.message };
  // The server's answer broke its contract: shown like a server error (502), with what was wrong.
  if (error instanceof MalformedAnswer)
    return { kind: 'http', status: 502, code: 'answer_malformed', message: error.message };
  if (error instanceof FetchError && error.status) {
    const data: unknown = error.data;
    if (error.status === 422 && isErrorsMap(data)) return { kind: 'validation', status: 422, errors: data.errors };
    const body = (typeof data === 'object' && data !== null ? data : {}) as {
      code?: unknown;
      message?: unknown;
      details?: unknown;
    };
    const retryAfter = Number(error.response?.headers.get('retry-after') ?? Number.NaN);
    return {
      kind: 'http',
      status: error.status,
      code: typeof body.code === 'string' ? body.code : `http_${error.status}`,
      message: typeof body.message === 'string' ? body.message : error.statusText || 'Request failed',
      ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
      ...(body.details !== undefined ? { details: body.details } : {}),
    };
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

function isErrorsMap(data: unknown): data is { errors: Record<string, string[]> } {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return false;
  const errors = (data as { errors: unknown }).errors;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}
