import { describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { PLAY_API } from '../../contract/api/games';
import { PROFILE_API } from '../../contract/api/profile';
import { createHttpClient, toFailure } from './client';
import { isResendable } from './resendable';
import { RETRY_STATUSES } from './retry-policy';
import { json, scriptedFetch } from './scripted-fetch.testing';

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'DELETE'] as const;
const MUTATING = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

function client(fetch: typeof globalThis.fetch, token: string | null = null, refresh = async () => null) {
  return createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => token,
    region: () => 'KZ',
    locale: () => 'br',
    refreshAccessToken: refresh,
    fetch,
    retryDelayMs: 0,
  });
}

describe('retry policy (spec §7)', () => {
  for (const status of RETRY_STATUSES) {
    for (const method of METHODS) {
      const expected = MUTATING.has(method) ? 1 : 2;
      it(`${method} answered ${status} is sent ${expected} time(s)`, async () => {
        const server = scriptedFetch(() => json(status, { code: 'x', message: 'x' }));
        const http = client(server.fetch);
        await expect(http.request('/thing', { method: method as 'GET' })).rejects.toThrow();
        expect(server.calls).toHaveLength(expected);
      });
    }
  }

  it('does not retry a status outside the list', async () => {
    for (const status of [400, 403, 404, 422, 501]) {
      const server = scriptedFetch(() => json(status, {}));
      await expect(client(server.fetch).request('/thing')).rejects.toThrow();
      expect(server.calls).toHaveLength(1);
    }
  });

  it('succeeds when the one retry succeeds', async () => {
    let n = 0;
    const server = scriptedFetch(() => (n++ === 0 ? json(503, {}) : json(200, { fine: true })));
    await expect(client(server.fetch).request('/thing')).resolves.toEqual({ fine: true });
    expect(server.calls).toHaveLength(2);
  });
});

describe('headers and bodies', () => {
  it('sends the bearer token, Region, Accept-Language (br as pt-BR) and a JSON body', async () => {
    const server = scriptedFetch(() => json(200, {}));
    await client(server.fetch, 'tok').request('/x', { method: 'POST', body: { a: 1 } });
    const [call] = server.calls;
    expect(call?.url.toString()).toBe('http://api.localhost:8080/x');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect(call?.headers.get('region')).toBe('KZ');
    expect(call?.headers.get('accept-language')).toBe('pt-BR');
    expect(call?.headers.get('content-type')).toContain('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const server = scriptedFetch(() => json(200, {}));
    await client(server.fetch).request('/x');
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('failures', () => {
  it('turns a 422 into the errors map', async () => {
    const server = scriptedFetch(() => json(422, { errors: { email: ['email_taken: Taken'] } }));
    const error = await client(server.fetch)
      .request('/x', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(toFailure(error)).toEqual({ kind: 'validation', status: 422, errors: { email: ['email_taken: Taken'] } });
  });

  it('turns other statuses into code and message, and no answer into a network failure', async () => {
    const server = scriptedFetch(() => json(451, { code: 'geo_blocked', message: 'Not here' }));
    const error = await client(server.fetch)
      .request('/x')
      .catch((e: unknown) => e);
    expect(toFailure(error)).toEqual({ kind: 'http', status: 451, code: 'geo_blocked', message: 'Not here' });
    const down = scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await client(down.fetch)
      .request('/x', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(toFailure(offline).kind).toBe('network');
  });
});

describe('Retry-After', () => {
  it('comes with a refusal that has it, in seconds (a code asked for again too soon)', async () => {
    const server = scriptedFetch(() => {
      const answer = json(429, { code: 'resend_too_soon', message: 'Wait 42 s before asking for a new code.' });
      answer.headers.set('retry-after', '42');
      return answer;
    });
    const error = await client(server.fetch)
      .request('/x', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(toFailure(error)).toEqual({
      kind: 'http',
      status: 429,
      code: 'resend_too_soon',
      message: 'Wait 42 s before asking for a new code.',
      retryAfter: 42,
    });
  });
});

describe('Idempotency-Key', () => {
  it('every write carries one, kept across the 401 refresh-and-retry; reads carry none; a given key is kept', async () => {
    let token = 'old';
    const server = scriptedFetch((call) =>
      call.headers.get('authorization') === 'Bearer new' ? json(200, {}) : json(401, {}),
    );
    const http = createHttpClient({
      baseURL: () => 'http://api.localhost:8080',
      accessToken: () => token,
      region: () => null,
      locale: () => 'en',
      refreshAccessToken: async () => {
        token = 'new';
        return token;
      },
      fetch: server.fetch,
      retryDelayMs: 0,
    });
    await http.request('/support/send', { method: 'POST', body: { text: 'hi' } });
    const [first, retry] = server.calls;
    expect(first?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    await http.request(PROFILE_API.user.path);
    expect(server.calls.at(-1)?.headers.has('idempotency-key')).toBe(false);
    await http.request('/bet', { method: 'POST', headers: { 'Idempotency-Key': 'given-key-1' } });
    expect(server.calls.at(-1)?.headers.get('idempotency-key')).toBe('given-key-1');
  });
});

describe('which writes the failover may resend', () => {
  it('marks a write resendable when the caller gave its key or its route is keyed, round-version or natural', async () => {
    const inits: (RequestInit | undefined)[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      inits.push(init);
      return json(200, {});
    };
    const http = client(fetch);
    await http.request(PLAY_API.miner.step.path, { method: 'POST', body: { version: 1, tile: 3 } });
    await http.request(PROFILE_API.settings.path, { method: 'PUT', body: {} });
    await http.request(AUTH_API.registerEmail.path, { method: 'POST', body: {} });
    await http.request(AUTH_API.registerEmail.path, { method: 'POST', headers: { 'Idempotency-Key': 'k-12345678' } });
    expect(inits.map(isResendable)).toEqual([true, true, false, true]);
  });
});
