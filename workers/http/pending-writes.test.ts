import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api-result';
import { createHttpClient } from './client';
import { createPendingWrites } from './pending-writes';
import { json } from './scripted-fetch.testing';

const lost = () => Promise.reject(new TypeError('Failed to fetch'));

describe('pending writes', () => {
  it('waits out its backoff, but resends at once when the connection is back; the answer settles it once', async () => {
    const pending = createPendingWrites({ delaysMs: [60_000] });
    let answer = lost;
    let sends = 0;
    const settled: ApiResult<string>[] = [];
    pending.track<string>({
      key: 'k1',
      send: () => {
        sends++;
        return answer() as Promise<string>;
      },
      settle: (result) => settled.push(result),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sends).toBe(0);
    pending.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sends).toBe(1);
    expect(settled).toEqual([]);
    answer = () => Promise.resolve('made') as never;
    pending.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toEqual([{ ok: true, data: 'made' }]);
    expect(pending.size).toBe(0);
  });

  it("settles with the server's refusal, and a cleared write (logout) is never sent again", async () => {
    const http = createHttpClient({
      baseURL: () => 'http://api.localhost:8080',
      accessToken: () => null,
      region: () => null,
      locale: () => 'en',
      refreshAccessToken: async () => null,
      fetch: async () => json(422, { errors: { amount: ['insufficient_funds: Not enough'] } }),
    });
    const pending = createPendingWrites({ delaysMs: [0] });
    const settled: ApiResult<unknown>[] = [];
    pending.track({ key: 'k2', send: () => http.request('/bet', { method: 'POST' }), settle: (r) => settled.push(r) });
    let sends = 0;
    pending.track({
      key: 'k3',
      send: () => {
        sends++;
        return lost();
      },
      settle: (r) => settled.push(r),
    });
    pending.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toEqual([]);
    expect(sends).toBe(0);
    pending.track({ key: 'k2', send: () => http.request('/bet', { method: 'POST' }), settle: (r) => settled.push(r) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toEqual([
      {
        ok: false,
        failure: { kind: 'validation', status: 422, errors: { amount: ['insufficient_funds: Not enough'] } },
      },
    ]);
  });
});
