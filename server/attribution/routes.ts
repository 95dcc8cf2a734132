import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTRIBUTION_API, FINGERPRINT_HEADER } from '../../contract/api/attribution';
import { requireAuth } from '../auth/authenticate';
import { clientIp, type GeoGate } from '../geo/gate';
import { route } from '../lib/route';
import type { AttributionKind, AttributionService, VisitKeys } from './service';

interface AttributionRoutesOptions {
  attribution: AttributionService;
  gate: GeoGate;
  authenticate: preHandlerAsyncHookHandler;
}

const recorded = { data: { recorded: true as const } };
/** Each visitor's attribution calls per minute: enough for a person, a bound on what a script can write. */
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The attribution calls of spec §7: each stores what it received with the visit's keys. */
export const attributionRoutes: FastifyPluginAsyncZod<AttributionRoutesOptions> = async (app, opts) => {
  const { attribution, gate } = opts;

  async function store(
    request: Parameters<typeof gate.countryOfRequest>[0],
    kind: AttributionKind,
    payload: unknown,
    keys: VisitKeys & { userId?: number },
  ) {
    const header = request.headers[FINGERPRINT_HEADER.toLowerCase()];
    await attribution.record({
      kind,
      payload,
      ip: clientIp(request),
      countryCode: await gate.countryOfRequest(request),
      fingerprint: typeof header === 'string' ? header : null,
      ...keys,
    });
  }

  route(app, ATTRIBUTION_API.utm, { config: limited }, async (request) => {
    const advId = attribution.newAdvId();
    await store(request, 'utm', request.body, { advId });
    return { data: { advId, promo: await attribution.promoFor(request.body.utm_source, request.body.utm_campaign) } };
  });

  route(app, ATTRIBUTION_API.pageOpen, { config: limited }, async (request) => {
    await store(request, 'page_open', request.body, { fingerprint: request.body.uuid || null });
    return recorded;
  });

  route(app, ATTRIBUTION_API.affiliate, { config: limited }, async (request) => {
    await store(request, 'affiliate', request.body, { prHash: request.body.pr ?? null });
    return recorded;
  });

  route(app, ATTRIBUTION_API.ip, { config: limited }, async (request) => {
    await store(request, 'ip', request.body, {});
    return { data: { ip: clientIp(request), country_code: await gate.countryOfRequest(request) } };
  });

  route(app, ATTRIBUTION_API.attachSource, { config: limited, preHandler: opts.authenticate }, async (request) => {
    const userId = requireAuth(request).userId;
    const keys = { advId: request.body.advId ?? null, prHash: request.body.prHash ?? null };
    await attribution.linkToUser(userId, keys);
    await store(request, 'attach_source', request.body, { ...keys, userId });
    return recorded;
  });
};
