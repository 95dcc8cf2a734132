import { describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_API } from '../../contract/api/attribution';
import { BONUS_API } from '../../contract/api/bonus';
import { GEO_API } from '../../contract/api/geo';
import { PROFILE_API } from '../../contract/api/profile';
import type { Region } from '../../contract/regions';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createAttribution } from './attribution';
import { createGeo } from './geo';
import { createPromo } from './promo';
import { createRouteRules, ROUTE_RULE_TTL_MS } from './route-rules';

function setup(handler: Parameters<typeof scriptedFetch>[0], onGeoBlocked?: () => void) {
  const server = scriptedFetch(handler);
  let region: Region | null = null;
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => null,
    region: () => region,
    locale: () => 'ru',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
    ...(onGeoBlocked ? { onGeoBlocked } : {}),
  });
  return { server, http, setRegion: (next: Region) => (region = next), region: () => region };
}

describe('451', () => {
  it('any call answered 451 reports the block, and the caller still gets the failure', async () => {
    const blocked = vi.fn();
    const { http } = setup(() => json(451, { code: 'geo_blocked', message: 'no' }), blocked);
    await expect(http.request(PROFILE_API.user.path)).rejects.toThrow();
    await expect(http.request('/x', { method: 'POST', body: {} })).rejects.toThrow();
    expect(blocked).toHaveBeenCalledTimes(2);
  });
  it('other statuses do not', async () => {
    const blocked = vi.fn();
    const { http } = setup(() => json(403, {}), blocked);
    await expect(http.request('/x')).rejects.toThrow();
    expect(blocked).not.toHaveBeenCalled();
  });
});

describe('Region follows the geo answer (KZ or RU only, RU by default)', () => {
  for (const [country, region] of [
    ['KZ', 'KZ'],
    ['RU', 'RU'],
    ['DE', 'RU'],
    [null, 'RU'],
  ] as const) {
    it(`${country} -> ${region}, sent on the next call`, async () => {
      const t = setup((call) =>
        call.url.pathname === GEO_API.geoIp.path
          ? json(200, { data: { ip: '1.2.3.4', country_code: country } })
          : json(200, {}),
      );
      const geo = createGeo({ http: t.http, setRegion: t.setRegion });
      expect((await geo.check()).ok).toBe(true);
      await t.http.request('/next');
      expect(t.server.calls[1]?.headers.get('Region')).toBe(region);
    });
  }
});

describe('route-rule cache', () => {
  it('asks once per path within a minute, shares a lookup in flight, and asks again later', async () => {
    let now = 0;
    const t = setup((call) =>
      json(200, { data: { redirect: call.url.searchParams.get('path') === '/a' ? '/b' : null } }),
    );
    const rules = createRouteRules({ http: t.http, now: () => now });
    const [first, second] = await Promise.all([rules.lookup('/a'), rules.lookup('/a')]);
    expect([first, second]).toEqual(['/b', '/b']);
    expect(await rules.lookup('/c')).toBeNull();
    expect(await rules.lookup('/c')).toBeNull();
    expect(t.server.calls).toHaveLength(2);
    now += ROUTE_RULE_TTL_MS;
    await rules.lookup('/a');
    expect(t.server.calls).toHaveLength(3);
  });
  it('answers no redirect when the lookup fails, and does not keep the failure', async () => {
    let fail = true;
    const t = setup(() => (fail ? json(500, {}) : json(200, { data: { redirect: '/x' } })));
    const rules = createRouteRules({ http: t.http });
    expect(await rules.lookup('/a')).toBeNull();
    fail = false;
    expect(await rules.lookup('/a')).toBe('/x');
  });
});

describe('attribution calls', () => {
  it('send the fingerprint header, the registration fields, and attachSource only with a source', async () => {
    const t = setup(() => json(200, { data: { advId: 'A', promo: null } }));
    const attribution = createAttribution(t.http);
    expect(await attribution.attachSource()).toBeNull();
    attribution.setVisitor({
      fingerprint: 'fp1',
      partner: 'p',
      adplace: null,
      stag: 's',
      promo: null,
      superBonus: 'SB',
      source: { advId: 'A', prHash: null },
    });
    expect(attribution.profileQuery()).toEqual({ whoAreYou: 'SB' });
    expect(attribution.registrationFields()).toEqual({ fpp: 'fp1', partner: 'p', stag: 's' });
    const utm = await attribution.utm({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd' });
    expect(utm).toEqual({ ok: true, data: { advId: 'A', promo: null } });
    await attribution.attachSource();
    expect(t.server.calls.map((c) => [c.url.pathname, c.headers.get('X-Fingerprint')])).toEqual([
      [ATTRIBUTION_API.utm.path, 'fp1'],
      [ATTRIBUTION_API.attachSource.path, 'fp1'],
    ]);
    expect(t.server.calls[1]?.body).toEqual({ advId: 'A', prHash: null });
  });
});

describe('promo answers', () => {
  const offer = {
    id: 1,
    type: 'regdep',
    name: 'Regdep 200%',
    publicTitle: null,
    percent: 200,
    amounts: { RUB: '2000.00' },
    wager: { multiplier: 2, base: 'bonus_deposit' },
    max_bets: {},
    lifetime_s: 3600,
    expires_at: null,
  };
  const answers = (path: string) =>
    path === BONUS_API.waitingRegDep.path
      ? { data: { name: 'Regdep 200%', expires_in: 3600 } }
      : path === BONUS_API.welcomePacksGuest.path
        ? { data: { publicTitle: 'Up to 1000', steps: [{ ...offer, type: 'welcome_pack', step: 1 }] } }
        : { data: offer };

  it('reads the bonus name, expires_in and the welcome pack publicTitle from their answers', async () => {
    const promo = createPromo(clientAnswering(answers));
    expect(await promo.bonusByPromo('REG')).toEqual({ ok: true, data: { name: 'Regdep 200%', expiresIn: null } });
    expect(await promo.waitingRegDep()).toEqual({ ok: true, data: { name: 'Regdep 200%', expiresIn: 3600 } });
    expect(await promo.welcomePacksGuest()).toEqual({ ok: true, data: { publicTitle: 'Up to 1000' } });
    expect(await createPromo(clientAnswering({ data: null })).waitingRegDep()).toEqual({
      ok: true,
      data: { name: null, expiresIn: null },
    });
  });

  it('refuses a malformed answer with a clear failure', async () => {
    const promo = createPromo(clientAnswering({ data: { name: 7 } }));
    expect(await promo.bonusByPromo('REG')).toMatchObject(MALFORMED);
    expect(await promo.waitingRegDep()).toMatchObject(MALFORMED);
    expect(await promo.welcomePacksGuest()).toMatchObject(MALFORMED);
  });
});
