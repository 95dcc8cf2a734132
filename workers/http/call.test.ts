import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/api/endpoint';
import { attempt } from '../api-result';
import { call, callRaw } from './call';
import { createHttpClient } from './client';
import { json, scriptedFetch } from './scripted-fetch.testing';

const ITEM = endpoint({
  method: 'POST',
  path: '/api/things/:id',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ page: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  answer: z.object({ data: z.object({ id: z.number(), name: z.string() }) }),
  resend: 'natural',
});

function client(answer: unknown, status = 200, token: string | null = null) {
  let refreshes = 0;
  const server = scriptedFetch(() => json(status, answer));
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => token,
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => {
      refreshes++;
      return 'fresh';
    },
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  return { http, calls: server.calls, refreshes: () => refreshes };
}

describe('call: an endpoint of contract/api, its answer checked', () => {
  it('sends the method, the filled path, the query and the body the definition names', async () => {
    const { http, calls } = client({ data: { id: 7, name: 'seven' } });
    const answer = await call(http, ITEM, { params: { id: 7 }, query: { page: 2 }, body: { name: 'seven' } });
    expect(answer.data).toEqual({ id: 7, name: 'seven' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/things/7');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.body).toEqual({ name: 'seven' });
  });

  it('turns an answer that breaks the definition into a failure naming what was wrong', async () => {
    const { http } = client({ data: { id: 'seven', name: 'seven' } });
    const result = await attempt(() =>
      call(http, ITEM, { params: { id: 7 }, query: { page: 1 }, body: { name: 'x' } }),
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 502, code: 'answer_malformed' } });
    expect(!result.ok && 'message' in result.failure && result.failure.message).toContain('data.id');
  });

  it('callRaw sends no access token and does not refresh on a 401 (the calls that sign in themselves)', async () => {
    const { http, calls, refreshes } = client({ code: 'unauthorized' }, 401, 'held-token');
    const result = await attempt(() =>
      callRaw(http, ITEM, { params: { id: 7 }, query: { page: 1 }, body: { name: 'x' } }),
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 401 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(refreshes()).toBe(0);
  });
});
