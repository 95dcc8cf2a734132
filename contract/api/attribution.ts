import { z } from 'zod';
import { endpoint } from './endpoint';
import { GeoAnswer } from './geo';
import { storableText, text } from './text';

/** Attribution calls of spec §7 ("Attribution and promo"). Their failures are only logged by the client (spec §8). */

const Value = text().max(500);
/** A page's query object, as the page saw it. */
export const QueryObject = z
  .record(text().max(100), Value)
  .refine((query) => Object.keys(query).length <= 50, 'too_many_fields: At most 50 query parameters');

/** POST /middleware/utm with the whole query object. */
export const UtmBody = z
  .object({
    utm_source: text().min(1).max(500),
    utm_medium: text().min(1).max(500),
    utm_campaign: text().min(1).max(500),
    utm_term: text().min(1).max(500),
  })
  .catchall(Value)
  .refine((query) => Object.keys(query).length <= 50, 'too_many_fields: At most 50 query parameters');
export type UtmBody = z.infer<typeof UtmBody>;

/** The client keeps `advId` for a day and the promo's type and value for 10 minutes. */
export const UtmAnswer = z.object({
  data: z.object({
    advId: text(),
    promo: z.object({ type: text(), value: text() }).nullable(),
  }),
});
export type UtmAnswer = z.infer<typeof UtmAnswer>;

/** POST /middleware/registerPageOpenEvent, made only when the query has `subH`. */
export const PageOpenBody = z.object({
  subH: text().min(1).max(500),
  /** The browser fingerprint. */
  uuid: text().max(128),
  click_url: z.url().check(storableText).max(4000),
});

/** POST /attachSource (signed in): ties the visit's source to the player. */
export const AttachSourceBody = z.object({
  stag: Value.nullish(),
  promo: Value.nullish(),
  partnerId: Value.nullish(),
  advId: Value.nullish(),
  advertiseUid: Value.nullish(),
  advertiseSource: Value.nullish(),
  cpaOneUid: Value.nullish(),
  prHash: Value.nullish(),
});
export type AttachSourceBody = z.infer<typeof AttachSourceBody>;

/** POST /middleware/ip. The answer: the address and country the server saw. */
export const IpBody = z.object({ host: text().max(255), userAgent: text().max(1000) });

/** The answer of the calls whose result the client does not read. */
export const Recorded = z.object({ data: z.object({ recorded: z.literal(true) }) });

/** Sent with attribution calls so a visit can be tied to the player who registers with that fingerprint. */
export const FINGERPRINT_HEADER = 'X-Fingerprint';

/** GET /operator/attribution/events?kind=: what was recorded (newest first). */
export const AttributionEventsQuery = z.object({
  kind: z.enum(['utm', 'page_open', 'affiliate', 'ip', 'attach_source']).optional(),
  user_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const AttributionEventsAnswer = z.object({
  data: z.object({
    items: z.array(
      z.object({
        id: z.number(),
        kind: text(),
        user_id: z.number().nullable(),
        fingerprint: text().nullable(),
        adv_id: text().nullable(),
        pr_hash: text().nullable(),
        ip: text(),
        country_code: text().nullable(),
        payload: z.unknown(),
        created_at: text(),
      }),
    ),
  }),
});
export type AttributionEventsAnswer = z.infer<typeof AttributionEventsAnswer>;

/** Operator: PUT /operator/attribution/utm-promos; an empty campaign covers every campaign of the source. */
export const UtmPromoBody = z.object({
  utm_source: text().min(1).max(500),
  utm_campaign: text().max(500).default(''),
  type: text().min(1).max(100),
  value: text().min(1).max(100),
});
/** DELETE /operator/attribution/utm-promos?utm_source=&utm_campaign= */
export const UtmPromoKeyQuery = z.object({
  utm_source: text().min(1).max(500),
  utm_campaign: text().max(500).default(''),
});
export const UtmPromosAnswer = z.object({
  data: z.object({
    items: z.array(z.object({ utm_source: text(), utm_campaign: text(), type: text(), value: text() })),
  }),
});
export type UtmPromosAnswer = z.infer<typeof UtmPromosAnswer>;

/** The attribution calls (spec §7 "Attribution and promo") and the operator's view of them. */
export const ATTRIBUTION_API = {
  utm: endpoint({ method: 'POST', path: '/middleware/utm', body: UtmBody, answer: UtmAnswer, resend: 'new-each-time' }),
  pageOpen: endpoint({
    method: 'POST',
    path: '/middleware/registerPageOpenEvent',
    body: PageOpenBody,
    answer: Recorded,
    resend: 'new-each-time',
  }),
  affiliate: endpoint({
    method: 'POST',
    path: '/middleware/affiliate',
    body: QueryObject,
    answer: Recorded,
    resend: 'new-each-time',
  }),
  ip: endpoint({ method: 'POST', path: '/middleware/ip', body: IpBody, answer: GeoAnswer, resend: 'new-each-time' }),
  attachSource: endpoint({
    method: 'POST',
    path: '/attachSource',
    body: AttachSourceBody,
    answer: Recorded,
    resend: 'new-each-time',
  }),
  operatorEvents: endpoint({
    method: 'GET',
    path: '/operator/attribution/events',
    operatorRoles: ['risk'],
    query: AttributionEventsQuery,
    answer: AttributionEventsAnswer,
  }),
  operatorUtmPromos: endpoint({
    method: 'GET',
    path: '/operator/attribution/utm-promos',
    operatorRoles: [],
    answer: UtmPromosAnswer,
  }),
  operatorPutUtmPromo: endpoint({
    method: 'PUT',
    path: '/operator/attribution/utm-promos',
    operatorRoles: [],
    body: UtmPromoBody,
    answer: UtmPromosAnswer,
    resend: 'natural',
  }),
  operatorDeleteUtmPromo: endpoint({
    method: 'DELETE',
    path: '/operator/attribution/utm-promos',
    operatorRoles: [],
    query: UtmPromoKeyQuery,
    answer: UtmPromosAnswer,
    resend: 'natural',
  }),
};
