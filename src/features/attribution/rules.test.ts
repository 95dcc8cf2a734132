import { describe, expect, it } from 'vitest';
import { attributionConfig } from '../../config/attribution';
import { LIFETIME, planVisit, sourceFromCookies, superBonusCookie, utmAnswerCookies, utmWanted } from './rules';

const config = attributionConfig({});
const utm = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't' };
const plan = (query: Record<string, string>, cookies: Record<string, string> = {}) =>
  planVisit({ query, cookies, userAgent: 'UA/1', userVersion: 'build-7', config });
const cookie = (p: ReturnType<typeof plan>, name: string) => p.cookies.find((c) => c.name === name);

describe('lifetimes (spec §9)', () => {
  it('are a day, 30 days, a day for the utm advId and 10 minutes for the ad bonus', () => {
    expect(LIFETIME).toEqual({
      day: 86_400,
      advertising: 2_592_000,
      utmAdvId: 86_400,
      adBonus: 600,
      superBonus: 157_680_000,
    });
  });
});

describe('prHash', () => {
  it('is set from query pr for a day when absent', () => {
    expect(cookie(plan({ pr: 'h1' }), 'prHash')).toEqual({ name: 'prHash', value: 'h1', maxAgeSeconds: 86_400 });
  });
  it('is never overwritten when present', () => {
    expect(cookie(plan({ pr: 'h2' }, { prHash: 'h1' }), 'prHash')).toBeUndefined();
  });
  it('is not set without pr', () => {
    expect(cookie(plan({}), 'prHash')).toBeUndefined();
  });
});

describe('simpleAuth, userBrowser, userVersion, stag, promo', () => {
  it('sets simpleAuth=true for a day when simple_auth is present, even empty', () => {
    expect(cookie(plan({ simple_auth: '' }), 'simpleAuth')).toEqual({
      name: 'simpleAuth',
      value: 'true',
      maxAgeSeconds: 86_400,
    });
    expect(cookie(plan({}), 'simpleAuth')).toBeUndefined();
  });
  it('keeps the user agent and the user version for a day on every visit', () => {
    const p = plan({});
    expect(cookie(p, 'userBrowser')).toEqual({ name: 'userBrowser', value: 'UA/1', maxAgeSeconds: 86_400 });
    expect(cookie(p, 'userVersion')).toEqual({ name: 'userVersion', value: 'build-7', maxAgeSeconds: 86_400 });
  });
  it('keeps stag and promo from the query for a day', () => {
    const p = plan({ stag: 'st', promo: 'PR' });
    expect(cookie(p, 'stag')?.maxAgeSeconds).toBe(86_400);
    expect(cookie(p, 'promo')).toEqual({ name: 'promo', value: 'PR', maxAgeSeconds: 86_400 });
  });
});

describe('partner and adplace', () => {
  it('use the configured names and lifetimes', () => {
    const custom = attributionConfig({
      VITE_PARTNER_COOKIE: 'aff',
      VITE_PARTNER_MAX_AGE_S: '604800',
      VITE_ADPLACE_COOKIE: 'place',
      VITE_ADPLACE_MAX_AGE_S: '3600',
    });
    const p = planVisit({
      query: { aff: 'p1', place: 'a1', partner: 'ignored' },
      cookies: {},
      userAgent: '',
      userVersion: 'b',
      config: custom,
    });
    expect(cookie(p, 'aff')).toEqual({ name: 'aff', value: 'p1', maxAgeSeconds: 604_800 });
    expect(cookie(p, 'place')).toEqual({ name: 'place', value: 'a1', maxAgeSeconds: 3600 });
    expect(cookie(p, 'partner')).toBeUndefined();
    expect(p.affiliate).toBe(true);
  });
  it('default to partner and adplace for a day, and ignore bad configured values', () => {
    expect(attributionConfig({ VITE_PARTNER_COOKIE: 'bad name;', VITE_PARTNER_MAX_AGE_S: '-5' }).partner).toEqual({
      name: 'partner',
      maxAgeSeconds: 86_400,
    });
    expect(cookie(plan({ partner: 'p', adplace: 'a' }), 'adplace')?.maxAgeSeconds).toBe(86_400);
  });
});

describe('advertising ids', () => {
  it('are kept for 30 days', () => {
    const ids = { partnerId: '1', advId: '2', advertiseUid: '3', advertiseSource: '4', cpaOneUid: '5' };
    const p = plan(ids);
    for (const [name, value] of Object.entries(ids)) {
      expect(cookie(p, name)).toEqual({ name, value, maxAgeSeconds: 2_592_000 });
    }
    expect(p.affiliate).toBe(true);
  });
});

describe('the utm call (spec §5)', () => {
  it('is made when all four utm parameters are present and no advId cookie exists', () => {
    expect(plan(utm).utm).toBe(true);
  });
  it('is not made when any of the four is missing or empty', () => {
    for (const key of Object.keys(utm)) {
      expect(plan({ ...utm, [key]: '' }).utm, key).toBe(false);
      const { [key as keyof typeof utm]: _, ...rest } = utm;
      expect(utmWanted(rest)).toBe(false);
    }
  });
  it('is not made when an advId cookie exists (or the address brings one)', () => {
    expect(plan(utm, { advId: 'a' }).utm).toBe(false);
    expect(plan({ ...utm, advId: 'q' }).utm).toBe(false);
  });
  it("answer sets advId for a day, and the promo's type and value with adBonusModal=false for 10 minutes", () => {
    expect(utmAnswerCookies({ advId: 'A', promo: { type: 'freespins', value: '50' } })).toEqual([
      { name: 'advId', value: 'A', maxAgeSeconds: 86_400 },
      { name: 'adBonusType', value: 'freespins', maxAgeSeconds: 600 },
      { name: 'adBonusValue', value: '50', maxAgeSeconds: 600 },
      { name: 'adBonusModal', value: 'false', maxAgeSeconds: 600 },
    ]);
    expect(utmAnswerCookies({ advId: 'A', promo: null })).toEqual([
      { name: 'advId', value: 'A', maxAgeSeconds: 86_400 },
    ]);
  });
});

describe('the page-open call (spec §5)', () => {
  it('is made only when subH is in the query', () => {
    expect(plan({ subH: 'x1' }).subH).toBe('x1');
    expect(plan({}).subH).toBeNull();
    expect(plan({ subH: '' }).subH).toBeNull();
  });
});

describe('the affiliate call and attachSource', () => {
  it('is not made for an address without affiliate data', () => {
    expect(plan({ ...utm, pr: 'h' }).affiliate).toBe(false);
  });
  it('attachSource carries the eight fields from the cookies', () => {
    expect(sourceFromCookies({ stag: 's', advId: 'a', prHash: 'p', other: 'x' })).toEqual({
      stag: 's',
      promo: null,
      partnerId: null,
      advId: 'a',
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: 'p',
    });
  });
});

describe('super_bonus', () => {
  it('is kept about 5 years when the profile answers one, and rewritten only when it changes', () => {
    expect(superBonusCookie('SB1', {})).toEqual({ name: 'super_bonus', value: 'SB1', maxAgeSeconds: 5 * 365 * 86_400 });
    expect(superBonusCookie('SB1', { super_bonus: 'SB1' })).toBeNull();
    expect(superBonusCookie(undefined, {})).toBeNull();
  });
});
