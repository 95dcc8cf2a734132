import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../contract/api/auth';
import { ErrorBody } from '../contract/api/errors';
import { GEO_API, GeoAnswer } from '../contract/api/geo';
import { MIRRORS_API } from '../contract/api/mirrors';
import { PROFILE_API } from '../contract/api/profile';
import { TOURNAMENTS_API } from '../contract/api/tournaments';
import { makeFakeSite, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
const site = makeFakeSite();
const OPERATOR_TOKEN = 'app-test-operator-token-0123456789';

beforeAll(async () => {
  server = await startTestServer({ siteDir: site.dir, operatorToken: OPERATOR_TOKEN });
  server.app.get('/test-explode', async () => {
    throw new Error('secret database password in a stack trace');
  });
});
afterAll(async () => {
  await server?.close();
  site.remove();
});

const onSite = (url: string, host = 'localhost:8080') => server.app.inject({ method: 'GET', url, headers: { host } });

describe('API host', () => {
  it('answers geo_ip with the client address and no country for loopback', async () => {
    const res = await server.api({ method: 'GET', url: GEO_API.geoIp.path });
    expect(res.statusCode).toBe(200);
    expect(GeoAnswer.parse(res.json()).data).toEqual({ ip: '127.0.0.1', country_code: null });
  });

  it('ignores X-Forwarded-For unless TRUSTED_PROXY is set', async () => {
    const res = await server.api({ method: 'GET', url: GEO_API.geoIp.path, headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(GeoAnswer.parse(res.json()).data.ip).toBe('127.0.0.1');
    const trusting = await startTestServer({ trustedProxy: true });
    try {
      const proxied = await trusting.api({
        method: 'GET',
        url: GEO_API.geoIp.path,
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(GeoAnswer.parse(proxied.json()).data.ip).toBe('8.8.8.8');
    } finally {
      await trusting.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.api({ method: 'GET', url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).code).toBe('not_found');
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await server.api({ method: 'GET', url: '/test-explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Try again in a minute.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers malformed JSON with a 400 and no internals', async () => {
    const res = await server.api({
      method: 'POST',
      url: AUTH_API.registerEmail.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).code).toBe('bad_request');
  });

  it('answers 503 busy beyond the in-flight bound', async () => {
    const bounded = await startTestServer({}, { maxInFlight: 1 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    bounded.app.get('/test-slow', { constraints: { host: /^api\./ } }, async () => {
      await gate;
      return { ok: true };
    });
    try {
      const slow = bounded.api({ method: 'GET', url: '/test-slow' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const busy = await bounded.api({ method: 'GET', url: GEO_API.geoIp.path });
      expect(busy.statusCode).toBe(503);
      expect(ErrorBody.parse(busy.json()).code).toBe('busy');
      release();
      expect((await slow).statusCode).toBe(200);
      expect((await bounded.api({ method: 'GET', url: GEO_API.geoIp.path })).statusCode).toBe(200);
    } finally {
      release();
      await bounded.close();
    }
  });

  it('serves API hosts of mirrors (api.<anything>)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: GEO_API.geoIp.path,
      headers: { host: 'api.m1.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('allows CORS from the site origins only', async () => {
    const preflight = await server.api({
      method: 'OPTIONS',
      url: AUTH_API.registerEmail.path,
      headers: {
        origin: 'http://m1.localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://m1.localhost:8080');
    const vite = await server.api({
      method: 'GET',
      url: GEO_API.geoIp.path,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(vite.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const evil = await server.api({
      method: 'GET',
      url: GEO_API.geoIp.path,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('gives JSON answers of the API a short fixed set, and HTML pages of the API host helmet’s', async () => {
    const json = await server.api({ method: 'GET', url: GEO_API.geoIp.path });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['x-frame-options']).toBeUndefined();
    const missing = await server.api({ method: 'GET', url: '/api/v2/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const pixel = await server.api({ method: 'GET', url: MIRRORS_API.pixel.path });
    expect(pixel.headers['content-type']).toBe('image/png');
    expect(pixel.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pixel.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('site host', () => {
  it('serves index.html with no-cache and a CSP allowing the api subdomain', async () => {
    const res = await onSite('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://api.localhost:8080');
    expect(csp).toContain("worker-src 'self'");
  });

  it("answers the app's pages with index.html and 200, any other address with index.html and 404", async () => {
    for (const path of ['/en/games/dice', '/games/dice', '/kz/profile/history', '/en/tournaments/active', '/en/']) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toContain('<div id="root"');
    }
    // API paths on the site host too: the site never hands them to the API.
    for (const path of [
      '/en/no-such-page',
      '/no-such-page',
      '/xx/games/dice',
      PROFILE_API.user.path,
      GEO_API.geoIp.path,
    ]) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toContain('<div id="root"');
    }
  });

  it('answers 404 for an address whose slot, live table or tournament does not exist, 200 for one that does', async () => {
    for (const path of [
      '/en/games/slots/lucky-sevens/demo',
      '/games/slots/jade-ways/play',
      '/en/games/live-casino/roulette/play',
      '/kz/games/live-casino/money-wheel/demo',
      '/en/tournaments/finished',
    ]) {
      expect((await onSite(path)).statusCode, path).toBe(200);
    }
    const created = await server.api({
      method: 'POST',
      url: TOURNAMENTS_API.operatorCreate.path,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {
        title: { ru: 'Турнир', en: 'Tournament', kz: 'Турнир' },
        currency: 'RUB',
        games: ['dice'],
        scoring: 'wagered',
        entry: 'opt_in',
        prizes: ['100'],
        starts_at: new Date(Date.now() + 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await onSite(`/en/tournament/${created.json().data.id}`)).statusCode).toBe(200);
    for (const path of [
      '/en/games/slots/no-such-slot/demo',
      '/games/slots/no-such-slot/play',
      '/en/games/live-casino/blackjack/play',
      '/en/tournament/999999',
      '/en/tournament/abc',
      '/en/tournaments/someday',
    ]) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<div id="root"');
    }
  });

  it('answers an address the build prerendered with its page, no-cache; others with the shell', async () => {
    for (const [path, heading] of [
      ['/en/games/dice', '<h1>Dice</h1>'],
      ['/en/games/dice/', '<h1>Dice</h1>'],
      ['/', '<h1>Главная</h1>'],
    ] as const) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body, path).toContain(heading);
    }
    for (const path of ['/games/dice', '/games/cases/starter-case']) {
      expect((await onSite(path)).body, path).toContain('<div id="root"></div>');
    }
    // Any case opens with the shell its locale's cases share.
    for (const path of ['/en/games/cases/starter-case', '/en/games/cases/gold']) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<h1>Case</h1>');
    }
    // An address with no page gets the shell with its 404, never a prerendered page.
    expect((await onSite('/xx/en/games/dice')).body).toContain('<div id="root"></div>');
  });

  it('gives hashed assets a year, the update files no-cache and the rest an hour', async () => {
    const asset = await onSite('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.body).toBe('console.log("app");');

    for (const path of ['/sw.js', '/builds/latest.json', '/manifest.webmanifest']) {
      expect((await onSite(path)).headers['cache-control'], path).toBe('no-cache');
    }
    expect((await onSite('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json');
    expect((await onSite('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await onSite('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('answers every back-office address with its own page, no-cache, and its hashed files for a year', async () => {
    for (const path of ['/backoffice', '/backoffice/', '/backoffice/payouts', '/backoffice/verifications/12']) {
      const res = await onSite(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body, path).toContain('data-backoffice');
    }
    const asset = await onSite('/backoffice/assets/main-def456.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("back office");');
    expect((await onSite('/backoffice/assets/missing-123.js')).statusCode).toBe(404);
    // Only its own prefix: a player's address that merely starts alike is the player's 404.
    const lookalike = await onSite('/backofficeish');
    expect(lookalike.statusCode).toBe(404);
    expect(lookalike.body).not.toContain('data-backoffice');
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the plain file to others", async () => {
    const fetchWith = (url: string, acceptEncoding?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:8080', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    for (const [path, text] of [
      ['/assets/index-abc123.js', 'console.log("app");'],
      ['/en/games/dice', '<h1>Dice</h1>'],
    ] as const) {
      const br = await fetchWith(path, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), path).toContain(text);
      const gzip = await fetchWith(path, 'gzip, deflate, br;q=0');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), path).toContain(text);
      const plain = await fetchWith(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body, path).toContain(text);
      for (const res of [br, gzip, plain]) expect(String(res.headers.vary), path).toMatch(/accept-encoding/i);
      // A cached copy in one encoding is never revalidated as another.
      expect(new Set([br, gzip, plain].map((res) => res.headers.etag)).size, path).toBe(3);
    }
    // A file the build did not compress goes as it is.
    expect((await fetchWith('/manifest.webmanifest', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('revalidates with an ETag and never leaves the site folder', async () => {
    const first = await onSite('/');
    const again = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost:8080', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const traversal = await onSite('/..%2f..%2fetc%2fpasswd');
    expect(traversal.body).not.toContain('root:');
  });

  it('answers 503 with a sentence when the site is not built, while the API still works', async () => {
    const bare = await startTestServer({ siteDir: '/nonexistent/dist' });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('The site is not built yet: run npm run build.');
      expect((await bare.api({ method: 'GET', url: GEO_API.geoIp.path })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
