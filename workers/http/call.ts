import type { AnswerOf, CallInput, JsonEndpoint } from '../../contract/api/endpoint';
import { pathOf } from '../../contract/api/endpoint';
import type { HttpClient, RequestOptions } from './client';

/** The server answered something its endpoint does not answer: the page shows an error, never a crash later. */
export class MalformedAnswer extends Error {
  constructor(endpoint: JsonEndpoint, issue: string) {
    super(`The answer to ${endpoint.method} ${endpoint.path} was not understood (${issue})`);
    this.name = 'MalformedAnswer';
  }
}

/**
 * An endpoint's input, and what a request may add: headers, its own time limit, a file sent as it is (uploads), a
 * service's own base address.
 */
type CallOptions<E extends JsonEndpoint> = CallInput<E> &
  Pick<RequestOptions, 'headers' | 'timeoutMs' | 'file' | 'baseURL'>;

function queryText(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

type Send = HttpClient['request'];

/**
 * Calls an endpoint of contract/api: its path (parameters filled in), method, query and body as the definition
 * says, and its answer checked against the definition before anyone reads it.
 */
export function call<E extends JsonEndpoint>(
  http: HttpClient,
  endpoint: E,
  ...[options]: keyof CallInput<E> extends never ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<AnswerOf<E>> {
  return checkedCall(http.request, endpoint, options);
}

/**
 * `call` without the 401 refresh-and-retry and without the access token: the calls that sign in or refresh the
 * session themselves (a login, a code sent to an address, the token refresh).
 */
export function callRaw<E extends JsonEndpoint>(
  http: HttpClient,
  endpoint: E,
  ...[options]: keyof CallInput<E> extends never ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<AnswerOf<E>> {
  return checkedCall(http.raw, endpoint, options);
}

async function checkedCall<E extends JsonEndpoint>(
  send: Send,
  endpoint: E,
  options: CallOptions<E> | undefined,
): Promise<AnswerOf<E>> {
  const input = (options ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown } & Pick<
    RequestOptions,
    'headers' | 'timeoutMs' | 'file' | 'baseURL'
  >;
  const query = queryText(input.query);
  const answer = await send<unknown>(pathOf(endpoint.path, input.params), {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body as Record<string, unknown> } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
    ...(input.file ? { file: input.file } : {}),
    ...(input.baseURL ? { baseURL: input.baseURL } : {}),
  });
  return checkedAnswer(endpoint, answer);
}

/** An answer of `endpoint`, checked against its definition (MalformedAnswer when it is not what it answers). */
export function checkedAnswer<E extends JsonEndpoint>(endpoint: E, answer: unknown): AnswerOf<E> {
  const checked = endpoint.answer.safeParse(answer);
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw new MalformedAnswer(endpoint, first ? `${first.path.join('.') || 'answer'}: ${first.message}` : 'no detail');
  }
  return checked.data as AnswerOf<E>;
}
