import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/api/endpoints';
import { ErrorBody } from '../../contract/api/errors';
import { BlockedCountriesAnswer, GEO_API, GeoAnswer } from '../../contract/api/geo';
import { HEALTH_API } from '../../contract/api/health';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { ConfigError, readConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

const OPERATOR = 'operator-token-for-geo-tests';
const operator = { authorization: `Bearer ${OPERATOR}` };

describe('GET /geo_ip', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustedProxy: true });
  });
  afterAll(() => server?.close());

  it('looks the forwarded address up in the shipped database when the proxy is trusted', async () => {
    const cases = { '77.88.8.8': 'RU', '2.72.0.1': 'KZ', '2a02:6b8::feed:ff': 'RU', '8.8.8.8': 'US' };
    for (const [ip, country] of Object.entries(cases)) {
      const res = await server.api({ method: 'GET', url: GEO_API.geoIp.path, headers: { 'x-forwarded-for': ip } });
      expect(GeoAnswer.parse(res.json()).data).toEqual({ ip, country_code: country });
    }
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    const direct = await startTestServer({ trustedProxy: false });
    try {
      const res = await direct.api({
        method: 'GET',
        url: GEO_API.geoIp.path,
        headers: { 'x-forwarded-for': '77.88.8.8' },
      });
      expect(GeoAnswer.parse(res.json()).data).toEqual({ ip: '127.0.0.1', country_code: null });
    } finally {
      await direct.close();
    }
  });

  it('trusts only the listed proxies: a forged left-most entry does not count', async () => {
    const listed = await startTestServer({ trustedProxy: ['127.0.0.1'] });
    try {
      const res = await listed.api({
        method: 'GET',
        url: GEO_API.geoIp.path,
        headers: { 'x-forwarded-for': '77.88.8.8, 2.72.0.1' },
      });
      expect(GeoAnswer.parse(res.json()).data).toEqual({ ip: '2.72.0.1', country_code: 'KZ' });
    } finally {
      await listed.close();
    }
  });
});

/** Every API route the contract names, with its path parameters filled in. */
const PATHS = [...new Set([...ENDPOINTS.map((endpoint) => endpoint.path)])].map((path) =>
  path.replace(/:([a-zA-Z]+)/g, 'x'),
);
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const noRoute = (body: string) => body.includes('"No API route');

describe('geo-blocking', () => {
  let open: TestServer;
  let blocked: TestServer;
  beforeAll(async () => {
    open = await startTestServer();
    blocked = await startTestServer({ blockedCountries: ['KZ'], geoLocalCountry: 'KZ', operatorToken: OPERATOR });
  });
  afterAll(async () => {
    await open?.close();
    await blocked?.close();
  });

  it('answers 451 geo_blocked on every API route, GET /geo_ip included, except the operator and webhooks', async () => {
    let routes = 0;
    for (const url of PATHS) {
      for (const method of METHODS) {
        const reference = await open.api({ method, url });
        if (reference.statusCode === 404 && noRoute(reference.body)) continue;
        const res = await blocked.api({ method, url });
        // The mirror probe's pixel and the health checks are served on every host outside the API.
        const exempt =
          url.startsWith('/operator/') ||
          url === pathOf(BILLING_API.webhook.path, { provider: 'x' }) ||
          [MIRRORS_API.pixel, HEALTH_API.live, HEALTH_API.ready].some((endpoint) => endpoint.path === url);
        if (exempt) {
          expect(res.statusCode, `${method} ${url}`).not.toBe(451);
          continue;
        }
        routes++;
        expect(res.statusCode, `${method} ${url}`).toBe(451);
        expect(ErrorBody.parse(res.json()).code).toBe('geo_blocked');
      }
    }
    expect(routes).toBeGreaterThan(60);
  });

  it('lets the operator change the list at run time, kept in the database', async () => {
    const before = await blocked.api({ method: 'GET', url: GEO_API.operatorBlockedCountries.path, headers: operator });
    expect(BlockedCountriesAnswer.parse(before.json()).data).toEqual({ countries: ['KZ'], source: 'environment' });

    const bad = await blocked.api({
      method: 'PUT',
      url: GEO_API.operatorBlockedCountries.path,
      headers: operator,
      payload: { countries: ['Kazakhstan'] },
    });
    expect(bad.statusCode).toBe(422);
    expect((await blocked.api({ method: 'GET', url: GEO_API.geoIp.path })).statusCode).toBe(451);

    const cleared = await blocked.api({
      method: 'PUT',
      url: GEO_API.operatorBlockedCountries.path,
      headers: operator,
      payload: { countries: ['us', 'GB'] },
    });
    expect(BlockedCountriesAnswer.parse(cleared.json()).data).toEqual({ countries: ['GB', 'US'], source: 'database' });
    const geo = await blocked.api({ method: 'GET', url: GEO_API.geoIp.path });
    expect(GeoAnswer.parse(geo.json()).data.country_code).toBe('KZ');

    await blocked.api({
      method: 'PUT',
      url: GEO_API.operatorBlockedCountries.path,
      headers: operator,
      payload: { countries: ['KZ'] },
    });
    expect((await blocked.api({ method: 'GET', url: GEO_API.geoIp.path })).statusCode).toBe(451);
  });

  it('needs the operator token to change the list', async () => {
    const res = await blocked.api({
      method: 'PUT',
      url: GEO_API.operatorBlockedCountries.path,
      payload: { countries: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('geo configuration', () => {
  it('reads BLOCKED_COUNTRIES and refuses GEO_LOCAL_COUNTRY in production', () => {
    expect(readConfig({ BLOCKED_COUNTRIES: 'us, gb' }).blockedCountries).toEqual(['US', 'GB']);
    expect(() => readConfig({ BLOCKED_COUNTRIES: 'USA' })).toThrow(ConfigError);
    expect(readConfig({ GEO_LOCAL_COUNTRY: 'KZ' }).geoLocalCountry).toBe('KZ');
    expect(() => readConfig({ NODE_ENV: 'production', GEO_LOCAL_COUNTRY: 'KZ' })).toThrow(/GEO_LOCAL_COUNTRY/);
  });
  it('reads TRUSTED_PROXY as off, all, a hop count or a list', () => {
    expect(readConfig({}).trustedProxy).toBe(false);
    expect(readConfig({ TRUSTED_PROXY: 'true' }).trustedProxy).toBe(true);
    expect(readConfig({ TRUSTED_PROXY: '2' }).trustedProxy).toBe(2);
    expect(readConfig({ TRUSTED_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustedProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
