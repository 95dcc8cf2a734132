import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_API, AttributionEventsAnswer, UtmAnswer, UtmPromosAnswer } from '../../contract/api/attribution';
import { PROFILE_API } from '../../contract/api/profile';
import { ROUTE_RULES_API, RouteRuleAnswer, RouteRulesAnswer } from '../../contract/api/route-rules';
import { bearer, registerByEmail } from '../auth/registration.testing';
import { startTestServer, type TestServer } from '../test/harness';

const OPERATOR = 'operator-token-for-attribution';
const operator = { authorization: `Bearer ${OPERATOR}` };
const utm = { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'summer', utm_term: 'dice', pr: 'pr-1' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR, trustedProxy: true });
});
afterAll(() => server?.close());

async function events(kind?: string, userId?: number) {
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(userId ? { user_id: String(userId) } : {}) });
  const res = await server.api({
    method: 'GET',
    url: `${ATTRIBUTION_API.operatorEvents.path}?${query}`,
    headers: operator,
  });
  return AttributionEventsAnswer.parse(res.json()).data.items;
}

describe('attribution calls', () => {
  it('answers the utm call with an advId and stores the whole query with the fingerprint and country', async () => {
    const res = await server.api({
      method: 'POST',
      url: ATTRIBUTION_API.utm.path,
      payload: utm,
      headers: { 'x-fingerprint': 'fp-utm', 'x-forwarded-for': '2.72.0.1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { advId, promo } = UtmAnswer.parse(res.json()).data;
    expect(advId).toMatch(/^[0-9a-f-]{36}$/);
    expect(promo).toBeNull();
    const [row] = await events('utm');
    expect(row).toMatchObject({ adv_id: advId, fingerprint: 'fp-utm', country_code: 'KZ', payload: utm });
  });

  it("answers the operator's promo for the campaign, else for the source, else none", async () => {
    const put = (body: object) =>
      server.api({ method: 'PUT', url: ATTRIBUTION_API.operatorUtmPromos.path, headers: operator, payload: body });
    await put({ utm_source: 'promo-src', type: 'freespins', value: '50' });
    const listed = await put({ utm_source: 'promo-src', utm_campaign: 'vip', type: 'deposit', value: '100%' });
    expect(UtmPromosAnswer.parse(listed.json()).data.items).toHaveLength(2);
    const promoOf = async (source: string, campaign: string) =>
      UtmAnswer.parse(
        (
          await server.api({
            method: 'POST',
            url: ATTRIBUTION_API.utm.path,
            payload: { ...utm, utm_source: source, utm_campaign: campaign },
          })
        ).json(),
      ).data.promo;
    expect(await promoOf('promo-src', 'vip')).toEqual({ type: 'deposit', value: '100%' });
    expect(await promoOf('promo-src', 'other')).toEqual({ type: 'freespins', value: '50' });
    expect(await promoOf('elsewhere', 'vip')).toBeNull();
    await server.api({
      method: 'DELETE',
      url: `${ATTRIBUTION_API.operatorUtmPromos.path}?utm_source=promo-src&utm_campaign=vip`,
      headers: operator,
    });
    expect(await promoOf('promo-src', 'vip')).toEqual({ type: 'freespins', value: '50' });
  });

  it('refuses a utm call without all four utm parameters (422, nothing stored)', async () => {
    const before = (await events('utm')).length;
    const { utm_term: _, ...three } = utm;
    const res = await server.api({ method: 'POST', url: ATTRIBUTION_API.utm.path, payload: three });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.utm_term).toBeDefined();
    expect(await events('utm')).toHaveLength(before);
  });

  it('stores page-open, affiliate and ip calls', async () => {
    const pageOpen = { subH: 'sub-1', uuid: 'fp-page', click_url: 'http://localhost:8080/?subH=sub-1' };
    expect(
      (await server.api({ method: 'POST', url: ATTRIBUTION_API.pageOpen.path, payload: pageOpen })).statusCode,
    ).toBe(200);
    expect(
      (await server.api({ method: 'POST', url: ATTRIBUTION_API.affiliate.path, payload: { partner: 'p1' } }))
        .statusCode,
    ).toBe(200);
    const ip = await server.api({
      method: 'POST',
      url: ATTRIBUTION_API.ip.path,
      payload: { host: 'localhost', userAgent: 'UA' },
    });
    expect(ip.json().data.ip).toBe('127.0.0.1');
    expect((await events('page_open'))[0]).toMatchObject({ fingerprint: 'fp-page', payload: pageOpen });
    expect((await events('affiliate'))[0]?.payload).toEqual({ partner: 'p1' });
    expect((await events('ip'))[0]?.payload).toEqual({ host: 'localhost', userAgent: 'UA' });
    const bad = await server.api({
      method: 'POST',
      url: ATTRIBUTION_API.pageOpen.path,
      payload: { ...pageOpen, click_url: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('links the visit to the player who registers with its fingerprint, and attachSource by advId and prHash', async () => {
    const visit = await server.api({ method: 'POST', url: ATTRIBUTION_API.utm.path, payload: utm });
    const { advId } = UtmAnswer.parse(visit.json()).data;
    await server.api({
      method: 'POST',
      url: ATTRIBUTION_API.pageOpen.path,
      payload: { subH: 's', uuid: 'fp-new-player', click_url: 'http://localhost/' },
    });
    const tokens = await registerByEmail(server, `attr-${Date.now()}@example.com`, { fpp: 'fp-new-player' });
    const me = await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(tokens.token) });
    const userId = me.json().data.id as number;
    expect((await events(undefined, userId)).map((e) => e.kind)).toEqual(['page_open']);

    const attach = await server.api({
      method: 'POST',
      url: ATTRIBUTION_API.attachSource.path,
      headers: bearer(tokens.token),
      payload: { advId, prHash: null, stag: 'st', promo: null },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    expect((await events(undefined, userId)).map((e) => e.kind).sort()).toEqual(['attach_source', 'page_open', 'utm']);
    expect((await server.api({ method: 'POST', url: ATTRIBUTION_API.attachSource.path, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('route rules', () => {
  it('answers null, then the operator rule (trailing slash ignored), then null after deletion', async () => {
    const lookup = async (path: string) =>
      RouteRuleAnswer.parse(
        (await server.api({ method: 'GET', url: `${ROUTE_RULES_API.lookup.path}?path=${path}` })).json(),
      ).data.redirect;
    expect(await lookup('/summer')).toBeNull();
    const put = await server.api({
      method: 'PUT',
      url: ROUTE_RULES_API.operatorRules.path,
      headers: operator,
      payload: { path: '/summer/', redirect: '/bonuses' },
    });
    expect(RouteRulesAnswer.parse(put.json()).data.items).toEqual([{ path: '/summer', redirect: '/bonuses' }]);
    expect(await lookup('/summer')).toBe('/bonuses');
    expect(await lookup('/summer/')).toBe('/bonuses');
    await server.api({
      method: 'DELETE',
      url: `${ROUTE_RULES_API.operatorRules.path}?path=/summer`,
      headers: operator,
    });
    expect(await lookup('/summer')).toBeNull();
  });

  it('refuses redirects that are neither a site path nor an http(s) address', async () => {
    for (const redirect of ['javascript:alert(1)', '//evil.example', 'bonuses']) {
      const res = await server.api({
        method: 'PUT',
        url: ROUTE_RULES_API.operatorRules.path,
        headers: operator,
        payload: { path: '/x', redirect },
      });
      expect(res.statusCode, redirect).toBe(422);
    }
    const noQuery = await server.api({ method: 'GET', url: `${ROUTE_RULES_API.lookup.path}?path=nope` });
    expect(noQuery.statusCode).toBe(422);
  });
});
