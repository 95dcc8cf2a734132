import { createHttpClient, type HttpClient } from './client';
import { json, scriptedFetch } from './scripted-fetch.testing';

/**
 * An HttpClient whose server answers every request 200 with `body`, or with what `body` gives for the request's path
 * (to see what a feature does with an answer).
 */
export function clientAnswering(body: unknown): HttpClient {
  const server = scriptedFetch((call) => json(200, typeof body === 'function' ? body(call.url.pathname) : body));
  return createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 't',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
}

/** What a feature answers when its server's answer does not match the endpoint's definition. */
export const MALFORMED = { ok: false, failure: { kind: 'http', status: 502, code: 'answer_malformed' } } as const;
