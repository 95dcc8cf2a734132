import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import {
  DEV_MIRROR_PUBLIC_KEY,
  MIRRORS_API,
  MirrorsToCheckAnswer,
  OperatorMirrorsAnswer,
  SERVER_MARK_HEADER,
} from '../../contract/api/mirrors';
import { verifyMirrorList } from '../../worker-shared/signed-list';
import { bearer } from '../auth/registration.testing';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';
import { OPERATOR_TOKEN, operator, registerPlayer } from '../wallet/players.testing';
import { createMirrorKeyring } from './keyring';
import { assertProductionMirrorKeys } from './production-keys';
import { generateMirrorKey, importMirrorKey, signMirrorList } from './signing';

const SEED = ['m1.localhost:8080', 'm2.localhost:8080', 'm3.localhost:8080'];

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN, mirrors: SEED, ssoUrl: 'https://sso.example.com/' });
  token = (await registerPlayer(server)).token;
});
afterAll(() => server.close());

const operatorList = async () =>
  OperatorMirrorsAnswer.parse(
    (await server.api({ method: 'GET', url: MIRRORS_API.operatorMirrors.path, headers: operator })).json(),
  ).data.items;
const idOf = async (domain: string) => (await operatorList()).find((m) => m.domain === domain)?.id ?? 0;
const setState = (id: number, state: string) =>
  server.api({
    method: 'PATCH',
    url: pathOf(MIRRORS_API.operatorUpdateMirror.path, { id }),
    headers: operator,
    payload: { state },
  });

describe('GET /api/getMirrorsToCheck', () => {
  it('answers the seeded mirrors, signed so the app (WebCrypto, the dev public key) accepts them', async () => {
    const res = await server.api({ method: 'GET', url: MIRRORS_API.mirrorsToCheck.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = MirrorsToCheckAnswer.parse(res.json()).data;
    expect(list.domains).toEqual(SEED);
    expect(await verifyMirrorList(list, [DEV_MIRROR_PUBLIC_KEY], Date.now())).toMatchObject({
      ok: true,
      domains: SEED,
    });
  });

  it('a list with one domain changed, or signed with another key, is rejected', async () => {
    const list = MirrorsToCheckAnswer.parse(
      (await server.api({ method: 'GET', url: MIRRORS_API.mirrorsToCheck.path })).json(),
    ).data;
    const lookAlike = { ...list, domains: [...list.domains.slice(1), 'm1.1ocalhost:8080'] };
    expect(await verifyMirrorList(lookAlike, [DEV_MIRROR_PUBLIC_KEY], Date.now())).toEqual({
      ok: false,
      reason: 'signature',
    });
    const other = importMirrorKey(generateMirrorKey().pkcs8);
    const forged = signMirrorList([other], ['evil.localhost:8080'], Date.now());
    expect(await verifyMirrorList(forged, [DEV_MIRROR_PUBLIC_KEY], Date.now())).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await verifyMirrorList(forged, [other.publicKey], Date.now())).toMatchObject({ ok: true });
  });

  it('leaves out a disabled mirror and is re-signed at once', async () => {
    const id = await idOf('m3.localhost:8080');
    expect((await setState(id, 'disabled')).statusCode).toBe(200);
    const list = MirrorsToCheckAnswer.parse(
      (await server.api({ method: 'GET', url: MIRRORS_API.mirrorsToCheck.path })).json(),
    ).data;
    expect(list.domains).toEqual(SEED.slice(0, 2));
    expect((await verifyMirrorList(list, [DEV_MIRROR_PUBLIC_KEY], Date.now())).ok).toBe(true);
    await setState(id, 'active');
  });

  it('marks its answers as ours and lets a mirror site read the mark (CORS), not a look-alike', async () => {
    const res = await server.api({
      method: 'GET',
      url: MIRRORS_API.mirrorsToCheck.path,
      headers: { origin: 'https://m2.localhost:8080' },
    });
    expect(res.headers[SERVER_MARK_HEADER]).toBe('1');
    expect(res.headers['access-control-allow-origin']).toBe('https://m2.localhost:8080');
    expect(String(res.headers['access-control-expose-headers'])).toContain(SERVER_MARK_HEADER);
    const evil = await server.api({
      method: 'GET',
      url: MIRRORS_API.mirrorsToCheck.path,
      headers: { origin: 'https://m2.localhost.evil.com' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /api/sendAntiBonusResult', () => {
  it('needs a signed-in player', async () => {
    const res = await server.api({
      method: 'POST',
      url: MIRRORS_API.antiBonusResult.path,
      payload: { results: { 'm1.localhost:8080': 12 } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a bad domain or time is a 422 that stores nothing', async () => {
    const before = await operatorList();
    for (const results of [{ 'not a domain': 5 }, { 'm1.localhost:8080': -1 }, { 'm1.localhost:8080': 'fast' }]) {
      const res = await server.api({
        method: 'POST',
        url: MIRRORS_API.antiBonusResult.path,
        headers: bearer(token),
        payload: { results },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^results/);
    }
    expect(await operatorList()).toEqual(before);
  });

  it('stores the results of known mirrors (ignoring others) and the operator sees them', async () => {
    const res = await server.api({
      method: 'POST',
      url: MIRRORS_API.antiBonusResult.path,
      headers: bearer(token),
      payload: { results: { 'm1.localhost:8080': 40, 'm2.localhost:8080': null, 'elsewhere.example.com': 3 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { stored: 2 } });
    const list = await operatorList();
    expect(list.find((m) => m.domain === 'm1.localhost:8080')?.probes_24h).toEqual({ ok: 1, failed: 0, median_ms: 40 });
    expect(list.find((m) => m.domain === 'm2.localhost:8080')?.probes_24h).toEqual({
      ok: 0,
      failed: 1,
      median_ms: null,
    });
  });
});

describe('the recommended mirror: /middleware/mirror, /middleware/mirrorRedirect, GET /mirror', () => {
  it('GET /mirror answers 301 to the first active mirror', async () => {
    const res = await server.api({ method: 'GET', url: MIRRORS_API.mirrorLink.path });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('http://m1.localhost:8080/');
  });

  it('a blocked mirror is not recommended, and its visitors are redirected; an active one stays', async () => {
    const m1 = await idOf('m1.localhost:8080');
    await setState(m1, 'blocked');
    try {
      expect((await server.api({ method: 'GET', url: MIRRORS_API.mirrorLink.path })).headers.location).toBe(
        'http://m2.localhost:8080/',
      );
      const here = await server.api({
        method: 'POST',
        url: MIRRORS_API.mirror.path,
        payload: { domain: 'M1.localhost:8080' },
      });
      expect(here.json()).toEqual({
        data: { current: false, mirror: 'm2.localhost:8080', link: 'http://m2.localhost:8080/' },
      });
      const away = await server.api({
        method: 'POST',
        url: MIRRORS_API.mirrorRedirect.path,
        payload: { domain: 'm1.localhost:8080' },
      });
      expect(away.json()).toEqual({ data: { redirect: 'http://m2.localhost:8080/' } });
      const stay = await server.api({
        method: 'POST',
        url: MIRRORS_API.mirrorRedirect.path,
        payload: { domain: 'm2.localhost:8080' },
      });
      expect(stay.json()).toEqual({ data: { redirect: null } });
      // The main domain need not be a listed mirror: its visitors stay.
      const main = await server.api({
        method: 'POST',
        url: MIRRORS_API.mirrorRedirect.path,
        payload: { domain: 'localhost:8080' },
      });
      expect(main.json()).toEqual({ data: { redirect: null } });
    } finally {
      await setState(m1, 'active');
    }
  });

  it('skips an active mirror whose recent probes all failed', async () => {
    await server.api({
      method: 'POST',
      url: MIRRORS_API.operatorMirrors.path,
      headers: operator,
      payload: { domain: 'm0.localhost:8080', sort: -5 },
    });
    const link = async () => (await server.api({ method: 'GET', url: MIRRORS_API.mirrorLink.path })).headers.location;
    expect(await link()).toBe('http://m0.localhost:8080/');
    for (let i = 0; i < 3; i++) {
      await server.api({
        method: 'POST',
        url: MIRRORS_API.antiBonusResult.path,
        headers: bearer(token),
        payload: { results: { 'm0.localhost:8080': null } },
      });
    }
    expect(await link()).toBe('http://m1.localhost:8080/');
    await setState(await idOf('m0.localhost:8080'), 'disabled');
  });

  it('a domain that is not a domain is a 422', async () => {
    const res = await server.api({ method: 'POST', url: MIRRORS_API.mirror.path, payload: { domain: 'http://x/' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.domain[0]).toMatch(/^domain_invalid:/);
  });
});

describe('operator API', () => {
  it('needs the operator token', async () => {
    expect((await server.api({ method: 'GET', url: MIRRORS_API.operatorMirrors.path })).statusCode).toBe(401);
  });

  it('adds a mirror (lower-cased), refuses a duplicate, updates state and order', async () => {
    const add = await server.api({
      method: 'POST',
      url: MIRRORS_API.operatorMirrors.path,
      headers: operator,
      payload: { domain: 'Lucky-Mirror.example.com', sort: -1 },
    });
    expect(add.statusCode).toBe(200);
    expect((await operatorList())[1]).toMatchObject({ domain: 'lucky-mirror.example.com', state: 'active', sort: -1 });
    const again = await server.api({
      method: 'POST',
      url: MIRRORS_API.operatorMirrors.path,
      headers: operator,
      payload: { domain: 'lucky-mirror.example.com' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.domain[0]).toMatch(/^domain_taken:/);
    const id = await idOf('lucky-mirror.example.com');
    expect((await setState(id, 'sleeping')).statusCode).toBe(422);
    const empty = await server.api({
      method: 'PATCH',
      url: pathOf(MIRRORS_API.operatorUpdateMirror.path, { id }),
      headers: operator,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect((await setState(999_999, 'blocked')).statusCode).toBe(404);
    expect((await setState(id, 'disabled')).statusCode).toBe(200);
    expect((await operatorList()).find((m) => m.id === id)?.state).toBe('disabled');
  });

  it('a newly added production mirror is allowed by CORS at once, and the CSP lets the app reach any https mirror', async () => {
    await server.api({
      method: 'POST',
      url: MIRRORS_API.operatorMirrors.path,
      headers: operator,
      payload: { domain: 'play.example.org' },
    });
    const res = await server.api({
      method: 'GET',
      url: MIRRORS_API.siteSettings.path,
      headers: { origin: 'https://play.example.org' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://play.example.org');
    const site = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    const connect = /connect-src ([^;]+)/.exec(String(site.headers['content-security-policy']))?.[1] ?? '';
    expect(connect.split(' ')).toContain('https:');
  });
});

describe('site settings, pixel and configuration', () => {
  it('GET /api/v2/site/settings answers the configured settings and the sso address', async () => {
    const res = await server.api({ method: 'GET', url: MIRRORS_API.siteSettings.path });
    expect(res.json()).toEqual({
      data: {
        revshare_service_frontend_url: null,
        telegram_channel_url: null,
        meta_yandex_verification: null,
        sso: 'https://sso.example.com/',
      },
    });
  });

  it('pixel.png is a real 1×1 PNG on the site and the API host, never cached, readable cross-origin', async () => {
    for (const host of ['m1.localhost:8080', 'api.m1.localhost:8080']) {
      const res = await server.app.inject({ method: 'GET', url: `${MIRRORS_API.pixel.path}?t=123`, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(res.rawPayload.readUInt32BE(16)).toBe(1);
      expect(res.rawPayload.readUInt32BE(20)).toBe(1);
    }
  });

  it('refuses a MIRROR_SIGNING_KEY that is not a P-256 key, and reads MIRRORS', () => {
    expect(() => createMirrorKeyring({ db: server.db, configured: 'bm90IGEga2V5', production: true })).toThrow(/PKCS8/);
    expect(readConfig({ MIRRORS: ' M1.localhost:8080, ,m2.localhost:8080' }).mirrors).toEqual([
      'm1.localhost:8080',
      'm2.localhost:8080',
    ]);
  });

  it('in production, refuses the development key and a site built with another public key', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const current = generateMirrorKey().publicKey;
    const next = generateMirrorKey().publicKey;
    const site = await mkdtemp(join(tmpdir(), 'mirror-keys-'));
    try {
      await expect(assertProductionMirrorKeys([DEV_MIRROR_PUBLIC_KEY], site)).rejects.toThrow(/development key/);
      await mkdir(join(site, 'assets'));
      await writeFile(join(site, 'assets', 'api.worker-abc.js'), `const k="${DEV_MIRROR_PUBLIC_KEY}"`);
      await expect(assertProductionMirrorKeys([current, next], site)).rejects.toThrow(/VITE_MIRROR_PUBLIC_KEYS=/);
      // A build made before the rotation (the current key only) is still one this server's list verifies in.
      await writeFile(join(site, 'assets', 'api.worker-abc.js'), `const k=["${current}"]`);
      await expect(assertProductionMirrorKeys([current, next], site)).resolves.toBeUndefined();
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('seeds only an empty table', async () => {
    const other = await startTestServer({ mirrors: ['a.example.com'] });
    try {
      const list = MirrorsToCheckAnswer.parse(
        (await other.api({ method: 'GET', url: MIRRORS_API.mirrorsToCheck.path })).json(),
      );
      expect(list.data.domains).toEqual(['a.example.com']);
    } finally {
      await other.close();
    }
  });
});
