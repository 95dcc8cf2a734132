import { describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { PLAY_API } from '../../contract/api/games';
import { DEV_MIRROR_PUBLIC_KEY, MIRRORS_API } from '../../contract/api/mirrors';
import { PROFILE_API } from '../../contract/api/profile';
import { DEV_MIRROR_SIGNING_KEY } from '../../server/mirrors/dev-key';
import { generateMirrorKey, importMirrorKey, type MirrorKey, signMirrorList } from '../../server/mirrors/signing';
import { createMirrorTrust } from '../../worker-shared/mirror-trust';
import { createHttpClient } from '../http/client';
import { createFailover } from './failover';
import { createFailoverFetch } from './failover-fetch';
import { createMirrors } from './mirrors';
import { createProbe } from './probe';

const HOME = 'http://api.localhost:8080';
const M1 = 'http://api.m1.localhost:8080';
const M2 = 'http://api.m2.localhost:8080';

type Behaviour = 'ok' | 'down' | 'hang' | 'foreign' | { slowMs: number };

/** A fake network: each host answers ours, refuses, hangs (black hole), answers a block page, or answers late. */
function network(
  hosts: Record<string, Behaviour>,
  delays: Record<string, number> = {},
  body: (url: URL) => unknown = (url) => ({ from: url.origin }),
) {
  const calls: { url: URL; method: string; headers: Headers; body: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input));
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: (init?.body as string) ?? null,
    });
    const behaviour = hosts[url.origin] ?? 'down';
    return new Promise((resolve, reject) => {
      const abort = () => reject(init?.signal?.reason ?? new DOMException('aborted', 'AbortError'));
      if (init?.signal?.aborted) return abort();
      init?.signal?.addEventListener('abort', abort);
      const answer = () =>
        new Response(JSON.stringify(body(url)), {
          headers: { 'content-type': 'application/json', 'x-lucky-server': '1' },
        });
      if (behaviour === 'down') reject(new TypeError('Failed to fetch'));
      else if (behaviour === 'hang') return;
      else if (behaviour === 'foreign')
        resolve(new Response('<html>blocked</html>', { headers: { 'content-type': 'text/html' } }));
      else {
        // A slow host is slow to compute answers; its pixel.png (a static file) still comes at once.
        const slow =
          typeof behaviour === 'object' && !url.pathname.endsWith(MIRRORS_API.pixel.path) ? behaviour.slowMs : 0;
        setTimeout(() => resolve(answer()), slow || (delays[url.origin] ?? 0));
      }
    });
  };
  return { fetch, calls };
}

function setup(hosts: Record<string, Behaviour>, delays: Record<string, number> = {}, candidates = [HOME, M1, M2]) {
  const net = network(hosts, delays);
  let base = HOME;
  const switches: string[] = [];
  const failover = createFailover({
    current: () => base,
    candidates: async () => candidates,
    probe: createProbe(net.fetch),
    switchTo: async (next) => {
      base = next;
      switches.push(next);
    },
    healthTimeoutMs: 80,
    cooldownMs: 1_000,
  });
  const http = createHttpClient({
    baseURL: () => base,
    accessToken: () => 'tok',
    region: () => null,
    locale: () => 'ru',
    refreshAccessToken: async () => null,
    fetch: createFailoverFetch({ fetch: net.fetch, base: () => base, failover, stallMs: 60 }),
    retryDelayMs: 0,
  });
  const apiCalls = () => net.calls.filter((c) => !c.url.pathname.endsWith(MIRRORS_API.pixel.path));
  const probes = () => net.calls.filter((c) => c.url.pathname.endsWith(MIRRORS_API.pixel.path));
  return { http, switches, apiCalls, probes, base: () => base };
}

describe('API failover (worker)', () => {
  it('a refused host: the fastest working mirror takes over and the bet is resent with its Idempotency-Key', async () => {
    const t = setup({ [HOME]: 'down', [M1]: 'ok', [M2]: 'ok' }, { [M1]: 30, [M2]: 0 });
    const answer = await t.http.request<{ from: string }>(PLAY_API.dice.bet.path, {
      method: 'POST',
      body: { amount: '10' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(answer).toEqual({ from: M2 });
    expect(t.switches).toEqual([M2]);
    const [first, second] = t.apiCalls();
    expect(first?.url.origin).toBe(HOME);
    expect(second?.url.toString()).toBe(`${M2}/api/v2/games/dice/bet`);
    expect(second?.headers.get('idempotency-key')).toBe('key-1');
    expect(second?.headers.get('authorization')).toBe('Bearer tok');
    expect(second?.body).toBe(first?.body);
    expect(t.apiCalls()).toHaveLength(2);
    // Later requests go straight to the mirror.
    await t.http.request(PROFILE_API.user.path);
    expect(t.apiCalls()[2]?.url.origin).toBe(M2);
  });

  it('a black-holed host (it hangs) is left after the stall check, long before the 15 s timeout', async () => {
    const t = setup({ [HOME]: 'hang', [M1]: 'ok', [M2]: 'down' });
    const started = Date.now();
    expect(await t.http.request(PROFILE_API.user.path)).toEqual({ from: M1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(t.switches).toEqual([M1]);
  });

  it('a stalled write whose caller gave no Idempotency-Key (the server may not deduplicate it) is not sent twice: it fails, later calls go to the mirror', async () => {
    const t = setup({ [HOME]: 'hang', [M1]: 'ok', [M2]: 'down' });
    await expect(
      t.http.request(AUTH_API.registerEmail.path, { method: 'POST', body: { email: 'a@example.com' } }),
    ).rejects.toThrow();
    expect(t.switches).toEqual([M1]);
    expect(t.apiCalls().filter((c) => c.url.pathname === AUTH_API.registerEmail.path)).toHaveLength(1);
    expect(await t.http.request(PROFILE_API.user.path)).toEqual({ from: M1 });
  });

  it("a request still addressed to the host the client left (the client's own retry) goes to the mirror", async () => {
    const net = network({ [HOME]: 'down', [M1]: 'ok' });
    let base = HOME;
    const wrapped = createFailoverFetch({
      fetch: net.fetch,
      base: () => base,
      failover: {
        recover: async () => {
          base = M1;
          return M1;
        },
      },
    });
    await wrapped(`${HOME}/a`);
    await wrapped(`${HOME}/b?x=1`);
    expect(net.calls.map((c) => c.url.toString())).toEqual([`${HOME}/a`, `${M1}/a`, `${M1}/b?x=1`]);
  });

  it('an answer that is not ours (a block page) counts as a failure', async () => {
    const t = setup({ [HOME]: 'foreign', [M1]: 'ok' });
    expect(await t.http.request(PROFILE_API.user.path)).toEqual({ from: M1 });
    expect(t.switches).toEqual([M1]);
  });

  it('a slow but healthy host keeps the request: its health probe answers, so no switch and no second send', async () => {
    const t = setup({ [HOME]: { slowMs: 200 }, [M1]: 'ok' });
    expect(await t.http.request(PROFILE_API.user.path)).toEqual({ from: HOME });
    expect(t.switches).toEqual([]);
    expect(t.apiCalls()).toHaveLength(1);
    expect(t.probes().length).toBeGreaterThan(0);
  });

  it('nothing answers: the original failure comes back, and the cooldown spares the next request a probe round', async () => {
    const t = setup({ [HOME]: 'down', [M1]: 'down', [M2]: 'foreign' });
    await expect(t.http.request(PROFILE_API.user.path)).rejects.toThrow();
    const probed = t.probes().length;
    expect(probed).toBe(3);
    await expect(t.http.request(PROFILE_API.user.path)).rejects.toThrow();
    expect(t.probes()).toHaveLength(probed);
    expect(t.switches).toEqual([]);
  });

  it('requests failing together share one probe round', async () => {
    const t = setup({ [HOME]: 'down', [M1]: 'ok', [M2]: 'ok' });
    const answers = await Promise.all([
      t.http.request('/a'),
      t.http.request('/b', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k' } }),
      t.http.request('/c'),
    ]);
    expect(answers.every((a) => (a as { from: string }).from !== HOME)).toBe(true);
    expect(t.switches).toHaveLength(1);
    expect(t.probes()).toHaveLength(3);
  });
});

const DEV_KEY = importMirrorKey(DEV_MIRROR_SIGNING_KEY);

/** A list signed as the server signs it, by the development key unless told otherwise. */
function signedList(domains: string[], keys: MirrorKey[] = [DEV_KEY]) {
  return signMirrorList(keys, domains, Date.now());
}

describe('mirrors in the worker: only a verified list is used', () => {
  function worker(
    cached: unknown,
    hosts: Record<string, Behaviour>,
    options: { now?: () => number; body?: (url: URL) => unknown; built?: string[] } = {},
  ) {
    const net = network(hosts, {}, options.body);
    const events: unknown[] = [];
    const stored: string[] = [];
    const written: unknown[] = [];
    const mirrors = createMirrors({
      pageApiBase: HOME,
      protocol: 'http:',
      trust: createMirrorTrust({ built: options.built ?? [DEV_MIRROR_PUBLIC_KEY] }),
      emit: (type, payload) => events.push({ type, payload }),
      http: () =>
        createHttpClient({
          baseURL: () => mirrors.base(),
          accessToken: () => 'tok',
          region: () => null,
          locale: () => 'ru',
          refreshAccessToken: async () => null,
          fetch: mirrors.fetch,
        }),
      store: {
        readList: async () => cached,
        writeList: async (list) => void written.push(list),
        writeApiBase: async (b) => void stored.push(b),
      },
      fetch: net.fetch,
      ...(options.now ? { now: options.now } : {}),
    });
    return { mirrors, events, stored, written, net };
  }

  it('fails over to a mirror of the cached signed list, tells the page and syncStore, and offers a sign-in link', async () => {
    const w = worker(signedList(['m1.localhost:8080']), {
      [HOME]: 'down',
      [M1]: 'ok',
      'http://m1.localhost:8080': 'ok',
    });
    await w.mirrors.start();
    const http = w.mirrors.fetch;
    const response = await http(`${HOME}${PROFILE_API.user.path}`, { headers: {} });
    expect(await response.json()).toEqual({ from: M1 });
    expect(w.mirrors.base()).toBe(M1);
    expect(w.stored.at(-1)).toBe(M1);
    expect(w.events).toContainEqual({
      type: 'mirror',
      payload: { domain: 'm1.localhost:8080', site: 'http://m1.localhost:8080', reason: 'failover' },
    });
    const link = await w.mirrors.moveLink('/en/games/dice?x=1', false);
    expect(link).toEqual({ ok: true, data: 'http://m1.localhost:8080/en/games/dice?x=1' });
  });

  it('a cached list whose look-alike domain breaks the signature is ignored: no failover to it', async () => {
    const list = signedList(['m1.localhost:8080']);
    const w = worker(
      { ...list, domains: ['m1.1ocalhost:8080'] },
      { [HOME]: 'down', 'http://api.m1.1ocalhost:8080': 'ok' },
    );
    await w.mirrors.start();
    await expect(w.mirrors.fetch(`${HOME}${PROFILE_API.user.path}`)).rejects.toThrow('Failed to fetch');
    expect(w.mirrors.base()).toBe(HOME);
    expect(w.net.calls.some((c) => c.url.hostname.includes('1ocalhost'))).toBe(false);
  });

  it('a build that trusts the current and the next key fails over by a list the next key alone signed', async () => {
    const next = importMirrorKey(generateMirrorKey().pkcs8);
    const w = worker(
      signedList(['m1.localhost:8080'], [next]),
      { [HOME]: 'down', [M1]: 'ok' },
      {
        built: [DEV_MIRROR_PUBLIC_KEY, next.publicKey],
      },
    );
    await w.mirrors.start();
    expect(await (await w.mirrors.fetch(`${HOME}${PROFILE_API.user.path}`)).json()).toEqual({ from: M1 });
    expect(w.mirrors.base()).toBe(M1);
  });

  it('refuses a list an untrusted key signed, even when it names itself among the keys', async () => {
    const stranger = importMirrorKey(generateMirrorKey().pkcs8);
    const w = worker(signedList(['m1.localhost:8080'], [stranger]), { [HOME]: 'down', [M1]: 'ok' });
    await w.mirrors.start();
    await expect(w.mirrors.fetch(`${HOME}${PROFILE_API.user.path}`)).rejects.toThrow('Failed to fetch');
    expect(w.mirrors.base()).toBe(HOME);
    expect(w.net.calls.some((c) => c.url.origin === M1)).toBe(false);
  });
});

describe('mirrors in the worker: when the list is fetched', () => {
  it('at start and again at sign-in; only a verified answer is kept', async () => {
    const list = signedList(['m1.localhost:8080']);
    let now = Date.now();
    let answer: unknown = list;
    const net = network({ [HOME]: 'ok' }, {}, (url) =>
      url.pathname === MIRRORS_API.mirrorsToCheck.path ? { data: answer } : {},
    );
    const written: unknown[] = [];
    const mirrors = createMirrors({
      pageApiBase: HOME,
      protocol: 'http:',
      trust: createMirrorTrust({ built: [DEV_MIRROR_PUBLIC_KEY] }),
      emit: () => {},
      http: () =>
        createHttpClient({
          baseURL: () => mirrors.base(),
          accessToken: () => 'tok',
          region: () => null,
          locale: () => 'ru',
          refreshAccessToken: async () => null,
          fetch: mirrors.fetch,
        }),
      store: { readList: async () => null, writeList: async (l) => void written.push(l), writeApiBase: async () => {} },
      fetch: net.fetch,
      now: () => now,
    });
    const listCalls = () => net.calls.filter((c) => c.url.pathname === MIRRORS_API.mirrorsToCheck.path).length;
    await mirrors.start();
    await expect.poll(() => written.length).toBe(1);
    expect(listCalls()).toBe(1);
    // A sign-in right after start does not fetch again; one later does, and a forged answer is not kept.
    mirrors.setSignedIn(true);
    expect(listCalls()).toBe(1);
    mirrors.setSignedIn(false);
    now += 60_000;
    answer = { ...list, domains: ['m1.evil.com'] };
    mirrors.setSignedIn(true);
    await expect.poll(() => listCalls()).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(written).toEqual([list]);
    mirrors.setSignedIn(false);
  });
});
