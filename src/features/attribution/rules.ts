import { UTM_KEYS } from '../../../contract/utm';
import type { AttributionConfig } from '../../config/attribution';
import { DAY } from '../../lib/cookies';

/** Spec §9 lifetimes (seconds). */
export const LIFETIME = {
  /** prHash, simpleAuth, userBrowser, userVersion, stag, promo: user, attribution and auth cookies. */
  day: DAY,
  /** partnerId, advId (from the query), advertiseUid, advertiseSource, cpaOneUid. */
  advertising: 30 * DAY,
  /** advId from the utm call's answer. */
  utmAdvId: DAY,
  /** adBonusType, adBonusValue, adBonusModal. */
  adBonus: 600,
  /** super_bonus: "about 5 years". */
  superBonus: 5 * 365 * DAY,
} as const;

/** The advertising ids a landing address can carry (spec §3). */
export const ADVERTISING_IDS = ['partnerId', 'advId', 'advertiseUid', 'advertiseSource', 'cpaOneUid'] as const;

export interface CookieWrite {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export interface VisitInput {
  query: Record<string, string>;
  /** The cookies before this visit. */
  cookies: Record<string, string>;
  userAgent: string;
  /** The running build: the spec's "user version". */
  userVersion: string;
  config: AttributionConfig;
}

export interface VisitPlan {
  cookies: CookieWrite[];
  /** POST /middleware/utm with the whole query (spec §5). */
  utm: boolean;
  /** POST middleware/registerPageOpenEvent with this subH (spec §5). */
  subH: string | null;
  /** POST /middleware/affiliate with the query: the address carries affiliate or advertising data. */
  affiliate: boolean;
}

/** What a landing does (spec §3, §5, §9): which cookies to write and which attribution calls to make. */
export function planVisit(input: VisitInput): VisitPlan {
  const { query, cookies, config } = input;
  const writes: CookieWrite[] = [];
  const set = (name: string, value: string, maxAgeSeconds: number) => writes.push({ name, value, maxAgeSeconds });

  if (query.pr && !cookies.prHash) set('prHash', query.pr, LIFETIME.day);
  if ('simple_auth' in query) set('simpleAuth', 'true', LIFETIME.day);
  if (input.userAgent) set('userBrowser', input.userAgent, LIFETIME.day);
  set('userVersion', input.userVersion, LIFETIME.day);
  if (query.stag) set('stag', query.stag, LIFETIME.day);
  if (query.promo) set('promo', query.promo, LIFETIME.day);
  for (const setting of [config.partner, config.adplace]) {
    const value = query[setting.name];
    if (value) set(setting.name, value, setting.maxAgeSeconds);
  }
  for (const id of ADVERTISING_IDS) {
    const value = query[id];
    if (value) set(id, value, LIFETIME.advertising);
  }

  const hasAdvId = Boolean(cookies.advId || query.advId);
  const affiliateKeys = ['stag', config.partner.name, config.adplace.name, ...ADVERTISING_IDS];
  return {
    cookies: writes,
    utm: utmWanted(query) && !hasAdvId,
    subH: query.subH ? query.subH : null,
    affiliate: affiliateKeys.some((key) => Boolean(query[key])),
  };
}

/** Spec §5: all four of utm_source, utm_medium, utm_campaign and utm_term, each non-empty. */
export function utmWanted(query: Record<string, string>): boolean {
  return UTM_KEYS.every((key) => Boolean(query[key]));
}

/** The cookies the utm call's answer sets: advId for a day, the promo's type and value and the modal flag for 10 min. */
export function utmAnswerCookies(answer: {
  advId: string;
  promo: { type: string; value: string } | null;
}): CookieWrite[] {
  const writes: CookieWrite[] = [];
  if (answer.advId) writes.push({ name: 'advId', value: answer.advId, maxAgeSeconds: LIFETIME.utmAdvId });
  if (answer.promo) {
    writes.push(
      { name: 'adBonusType', value: answer.promo.type, maxAgeSeconds: LIFETIME.adBonus },
      { name: 'adBonusValue', value: answer.promo.value, maxAgeSeconds: LIFETIME.adBonus },
      { name: 'adBonusModal', value: 'false', maxAgeSeconds: LIFETIME.adBonus },
    );
  }
  return writes;
}

/** attachSource's body from the cookies (spec §7). */
export function sourceFromCookies(cookies: Record<string, string>) {
  const pick = (name: string) => cookies[name] || null;
  return {
    stag: pick('stag'),
    promo: pick('promo'),
    partnerId: pick('partnerId'),
    advId: pick('advId'),
    advertiseUid: pick('advertiseUid'),
    advertiseSource: pick('advertiseSource'),
    cpaOneUid: pick('cpaOneUid'),
    prHash: pick('prHash'),
  };
}

/** The profile answered a super bonus: keep it for about 5 years (spec §3), to send back as whoAreYou. */
export function superBonusCookie(superBonus: string | undefined, cookies: Record<string, string>): CookieWrite | null {
  if (!superBonus || cookies.super_bonus === superBonus) return null;
  return { name: 'super_bonus', value: superBonus, maxAgeSeconds: LIFETIME.superBonus };
}
