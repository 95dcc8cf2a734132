/**
 * Mirrors (spec §7 Mirrors) and the site settings (spec §3). Every mirror domain reaches the same server: the site
 * on `<domain>`, the API on `api.<domain>`.
 *
 * The list a client receives is signed so a hostile network cannot inject a look-alike domain:
 * ECDSA P-256 with SHA-256, each signature in IEEE P1363 form (r‖s, 64 bytes, what WebCrypto produces and
 * verifies), base64. The signed bytes are the UTF-8 of `mirrorListMessage(domains, issued_at, keys)`, signed by
 * every key the server signs with now (`keys`: the current one, and during a rotation the next or the previous one;
 * server/mirrors/keyring.ts). The app trusts the keys it was built with (VITE_MIRROR_PUBLIC_KEYS) and those the last
 * list it verified announced; it accepts a list one trusted key signed (worker-shared/mirror-trust.ts), and rejects
 * one that is older than MIRROR_LIST_MAX_AGE_MS or issued in the future beyond MIRROR_LIST_CLOCK_SKEW_MS.
 *
 * The signed message, the constants and the two paths the service worker needs (the list, the probe image) live in
 * contract/mirror-list.ts (no zod, for the service worker) and are re-exported here; the endpoints are MIRRORS_API. Endpoints:
 * - GET /api/getMirrorsToCheck -> MirrorsToCheckAnswer {data: {domains, issued_at, signature}} (public)
 * - POST /api/sendAntiBonusResult {results: {domain: ms | null}} -> {success, data: {stored}} (signed in)
 * - POST /middleware/mirror {domain} -> {data: {current, mirror, link}}
 * - POST /middleware/mirrorRedirect {domain} -> {data: {redirect}} (a link only for a blocked or disabled mirror)
 * - GET /mirror -> 301 to the recommended mirror's site (404 no_mirror when none)
 * - GET /api/v2/site/settings -> SiteSettingsAnswer (public)
 * - GET /pixel.png on every host: the probe (no-store, Access-Control-Allow-Origin: *)
 * - Operator: GET/POST /operator/mirrors, PATCH /operator/mirrors/:id {state?, sort?}
 * Every answer of the server carries `x-lucky-server: 1` (exposed to CORS): a client treats an answer without it
 * as not ours (a block page) and fails over.
 */
import { z } from 'zod';
import { MIRROR_DOMAIN_PATTERN, MIRROR_LIST_PATH, PIXEL_PATH } from '../mirror-list';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

export * from '../mirror-list';

const MirrorDomain = text({ error: errorMessage('domain_required', 'A domain is required') })
  .trim()
  .toLowerCase()
  .regex(MIRROR_DOMAIN_PATTERN, { error: errorMessage('domain_invalid', 'Not a domain name (host or host:port)') });

/**
 * GET /api/getMirrorsToCheck. `issued_at` in ms since the epoch; `keys` the public keys (SPKI base64) the server
 * signs with now; `signatures` one per key, base64 of r‖s.
 */
export const MirrorsToCheckAnswer = z.object({
  data: z.object({
    domains: z.array(text()),
    issued_at: z.number().int(),
    keys: z.array(text()),
    signatures: z.array(z.object({ key: text(), signature: text() })),
  }),
});
export type MirrorsToCheckAnswer = z.infer<typeof MirrorsToCheckAnswer>;
export type SignedMirrorList = MirrorsToCheckAnswer['data'];

/** Spec §3 Mirror check result: domain → load time in ms, or null when the probe failed. */
export const AntiBonusResultBody = z.object({
  results: z.record(MirrorDomain, z.number().int().min(0).max(60_000).nullable()),
});
export type AntiBonusResultBody = z.infer<typeof AntiBonusResultBody>;
/** How many results were stored (results for domains that are not mirrors are ignored). */
export const AntiBonusResultAnswer = z.object({ success: z.literal(true), data: z.object({ stored: z.number() }) });

export const DomainBody = z.object({ domain: MirrorDomain });

/**
 * POST /middleware/mirror {domain}: the client says where it is. `current` is true when that domain is an active
 * mirror; `mirror`/`link` are the recommended working mirror and its site address (null when none is configured).
 */
export const MirrorAnswer = z.object({
  data: z.object({ current: z.boolean(), mirror: text().nullable(), link: text().nullable() }),
});
export type MirrorAnswer = z.infer<typeof MirrorAnswer>;

/** POST /middleware/mirrorRedirect {domain}: where to send a visitor of that domain (null: stay). */
export const MirrorRedirectAnswer = z.object({ data: z.object({ redirect: text().nullable() }) });
export type MirrorRedirectAnswer = z.infer<typeof MirrorRedirectAnswer>;

/** GET /api/v2/site/settings (public): spec §3 Site settings plus the mirror data (meta_yandex_verification, sso). */
export const SiteSettingsAnswer = z.object({
  data: z.object({
    revshare_service_frontend_url: text().nullable(),
    telegram_channel_url: text().nullable(),
    meta_yandex_verification: text().nullable(),
    sso: text().nullable(),
  }),
});
export type SiteSettings = z.infer<typeof SiteSettingsAnswer>['data'];

// ---- Operator ----

/** active: handed out and recommended; blocked: known blocked somewhere, still probed; disabled: never handed out. */
const MIRROR_STATES = ['active', 'blocked', 'disabled'] as const;
export type MirrorState = (typeof MIRROR_STATES)[number];

const OperatorMirror = z.object({
  id: z.number(),
  domain: text(),
  state: z.enum(MIRROR_STATES),
  sort: z.number(),
  /** Probe results received in the last 24 hours: how many loaded, how many failed, and the median load time. */
  probes_24h: z.object({ ok: z.number(), failed: z.number(), median_ms: z.number().nullable() }),
});
export const OperatorMirrorsAnswer = z.object({ data: z.object({ items: z.array(OperatorMirror) }) });
export type OperatorMirrorsAnswer = z.infer<typeof OperatorMirrorsAnswer>;

export const MirrorCreateBody = z.object({
  domain: MirrorDomain,
  state: z.enum(MIRROR_STATES).default('active'),
  sort: z.number().int().default(0),
});
export const MirrorUpdateBody = z
  .object({ state: z.enum(MIRROR_STATES).optional(), sort: z.number().int().optional() })
  .refine((b) => b.state !== undefined || b.sort !== undefined, {
    error: errorMessage('nothing_to_change', 'Give a state or a sort'),
  });
export const MirrorParams = z.object({ id: z.coerce.number().int().positive() });

/** The mirrors' endpoints (spec §7 Mirrors) and the site settings. */
export const MIRRORS_API = {
  /** The signed list of mirror domains to probe (public). */
  mirrorsToCheck: endpoint({ method: 'GET', path: MIRROR_LIST_PATH, answer: MirrorsToCheckAnswer }),
  /** The probe results of one check (signed in). */
  antiBonusResult: endpoint({
    method: 'POST',
    path: '/api/sendAntiBonusResult',
    body: AntiBonusResultBody,
    answer: AntiBonusResultAnswer,
    resend: 'natural',
  }),
  /** "Where should a visitor of this domain go?" */
  mirrorRedirect: endpoint({
    method: 'POST',
    path: '/middleware/mirrorRedirect',
    body: DomainBody,
    answer: MirrorRedirectAnswer,
    resend: 'natural',
  }),
  /** "I am on this domain": the recommended working mirror. */
  mirror: endpoint({
    method: 'POST',
    path: '/middleware/mirror',
    body: DomainBody,
    answer: MirrorAnswer,
    resend: 'natural',
  }),
  /** 301 to the current working mirror's site. */
  mirrorLink: endpoint({ method: 'GET', path: '/mirror', answer: 'redirect' }),
  /** The site settings (spec §3 Site settings and mirror data). */
  siteSettings: endpoint({ method: 'GET', path: '/api/v2/site/settings', answer: SiteSettingsAnswer }),
  /** The probe image, on every host (site and API). */
  pixel: endpoint({ method: 'GET', path: PIXEL_PATH, answer: 'image' }),
  operatorMirrors: endpoint({
    method: 'GET',
    path: '/operator/mirrors',
    operatorRoles: [],
    answer: OperatorMirrorsAnswer,
  }),
  operatorCreateMirror: endpoint({
    method: 'POST',
    path: '/operator/mirrors',
    operatorRoles: [],
    body: MirrorCreateBody,
    answer: OperatorMirrorsAnswer,
    resend: 'natural', // By domain: a resend is told domain_taken (422), and the mirror stands.
  }),
  operatorUpdateMirror: endpoint({
    method: 'PATCH',
    path: '/operator/mirrors/:id',
    operatorRoles: [],
    params: MirrorParams,
    body: MirrorUpdateBody,
    answer: OperatorMirrorsAnswer,
    resend: 'natural',
  }),
};
