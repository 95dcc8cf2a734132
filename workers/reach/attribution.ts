import {
  ATTRIBUTION_API,
  type AttachSourceBody,
  FINGERPRINT_HEADER,
  type UtmBody,
} from '../../contract/api/attribution';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** What the page read from its cookies and local storage, for registration and attachSource. */
export interface Visitor {
  fingerprint: string | null;
  /** Registration's attribution fields (spec §7: fpp is the fingerprint). */
  partner: string | null;
  adplace: string | null;
  stag: string | null;
  promo: string | null;
  /** The super_bonus cookie, sent as the profile call's whoAreYou. */
  superBonus: string | null;
  source: AttachSourceBody;
}

const EMPTY: Visitor = {
  fingerprint: null,
  partner: null,
  adplace: null,
  stag: null,
  promo: null,
  superBonus: null,
  source: {},
};

/**
 * The attribution calls of spec §7. Each answers an ApiResult; the page only logs failures (spec §8).
 * Calls carry the fingerprint in a header so the server can tie the visit to the player who registers.
 */
export function createAttribution(http: HttpClient) {
  let visitor: Visitor = EMPTY;

  const fingerprinted = () => (visitor.fingerprint ? { headers: { [FINGERPRINT_HEADER]: visitor.fingerprint } } : {});

  return {
    setVisitor(next: Visitor) {
      visitor = next;
    },
    /** GET /profile/user?whoAreYou= while the super_bonus cookie exists. */
    profileQuery: () => (visitor.superBonus ? { whoAreYou: visitor.superBonus } : undefined),
    /** The fields registrations carry (fpp, partner, adplace, stag, promo), only those that are known. */
    registrationFields(): Record<string, string> {
      const fields = {
        fpp: visitor.fingerprint,
        partner: visitor.partner,
        adplace: visitor.adplace,
        stag: visitor.stag,
        promo: visitor.promo,
      };
      return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
    },
    utm: async (query: UtmBody) => {
      const result = await attempt(() => call(http, ATTRIBUTION_API.utm, { body: query, ...fingerprinted() }));
      return result.ok ? { ok: true as const, data: result.data.data } : result;
    },
    pageOpen: (body: { subH: string; uuid: string; click_url: string }) =>
      attempt(() => call(http, ATTRIBUTION_API.pageOpen, { body, ...fingerprinted() })),
    affiliate: (query: Record<string, string>) =>
      attempt(() => call(http, ATTRIBUTION_API.affiliate, { body: query, ...fingerprinted() })),
    reportIp: (body: { host: string; userAgent: string }) =>
      attempt(() => call(http, ATTRIBUTION_API.ip, { body, ...fingerprinted() })),
    /** After a sign-in: ties the stored source to the player, when there is one. */
    async attachSource(): Promise<ApiResult<unknown> | null> {
      const body = visitor.source;
      if (!Object.values(body).some(Boolean)) return null;
      return attempt(() => call(http, ATTRIBUTION_API.attachSource, { body: { ...body }, ...fingerprinted() }));
    },
  };
}

export type Attribution = ReturnType<typeof createAttribution>;
