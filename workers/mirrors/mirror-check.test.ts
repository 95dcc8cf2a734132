import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createMirrorCheck, FIRST_CHECK_MAX_MS, FIRST_CHECK_MIN_MS, MIRROR_CHECK_MS } from './mirror-check';
import { createProbe, PROBE_TIMEOUT_MS, siteOf } from './probe';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ours = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'x-lucky-server': '1' } });

function setup(random: number, fetch: typeof globalThis.fetch) {
  const reports: Record<string, number | null>[] = [];
  const check = createMirrorCheck({
    domains: async () => ['m1.localhost:8080', 'm2.localhost:8080'],
    siteOf: (domain) => siteOf(domain, 'http:'),
    probe: createProbe(fetch),
    report: async (results) => {
      reports.push(results);
    },
    random: () => random,
  });
  return { check, reports };
}

describe('the spec mirror check (§4, §9)', () => {
  it('runs first after 10 s at the earliest, then every 5 minutes, and stops when signed out', async () => {
    const server = scriptedFetch(ours);
    const { check, reports } = setup(0, server.fetch);
    check.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MIN_MS - 1);
    expect(reports).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MIRROR_CHECK_MS);
    expect(reports).toHaveLength(2);
    check.stop();
    await vi.advanceTimersByTimeAsync(MIRROR_CHECK_MS * 3);
    expect(reports).toHaveLength(2);
  });

  it('the first check comes by 55 s at the latest', async () => {
    const { check, reports } = setup(0.9999999, scriptedFetch(ours).fetch);
    check.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MAX_MS - 2);
    expect(reports).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(reports).toHaveLength(1);
    check.stop();
  });

  it('loads pixel.png at each mirror host with a cache-busting parameter and reports ms or null', async () => {
    const server = scriptedFetch((call) => (call.url.hostname.startsWith('m1.') ? ours() : json(200, {})));
    const { check, reports } = setup(0, server.fetch);
    check.start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MIN_MS);
    const urls = server.calls.map((c) => c.url);
    expect(urls.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      'http://m1.localhost:8080/pixel.png',
      'http://m2.localhost:8080/pixel.png',
    ]);
    expect(new Set(urls.map((u) => u.searchParams.get('t'))).size).toBe(2);
    // m2 answered, but not as our server (no mark): a failed probe.
    expect(reports[0]).toEqual({ 'm1.localhost:8080': expect.any(Number), 'm2.localhost:8080': null });
    check.stop();
  });

  it('a probe that hangs gives up after 4 s (an AbortSignal) and counts as failed', async () => {
    const hanging: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const probe = createProbe(hanging);
    let result: number | null | undefined;
    void probe('http://m1.localhost:8080').then((ms) => {
      result = ms;
    });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });
});
