import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachSourceBody,
  FINGERPRINT_HEADER,
  IpBody,
  PageOpenBody,
  QueryObject,
  Recorded,
  UtmAnswer,
  UtmBody,
} from '../../contract/api/attribution';
import { GeoAnswer } from '../../contract/api/geo';
import { API } from '../../contract/api/paths';
import { requireAuth } from '../auth/authenticate';
import { clientIp, type GeoGate } from '../geo/gate';
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

  app.post(API.utm, { config: limited, schema: { body: UtmBody, response: { 200: UtmAnswer } } }, async (request) => {
    const advId = attribution.newAdvId();
    await store(request, 'utm', request.body, { advId });
    return { data: { advId, promo: await attribution.promoFor(request.body.utm_source, request.body.utm_campaign) } };
  });

  app.post(
    API.pageOpen,
    { config: limited, schema: { body: PageOpenBody, response: { 200: Recorded } } },
    async (request) => {
      await store(request, 'page_open', request.body, { fingerprint: request.body.uuid || null });
      return recorded;
    },
  );

  app.post(
    API.affiliate,
    { config: limited, schema: { body: QueryObject, response: { 200: Recorded } } },
    async (request) => {
      await store(request, 'affiliate', request.body, { prHash: request.body.pr ?? null });
      return recorded;
    },
  );

  app.post(
    API.middlewareIp,
    { config: limited, schema: { body: IpBody, response: { 200: GeoAnswer } } },
    async (request) => {
      await store(request, 'ip', request.body, {});
      return { data: { ip: clientIp(request), country_code: await gate.countryOfRequest(request) } };
    },
  );

  app.post(
    API.attachSource,
    { config: limited, preHandler: opts.authenticate, schema: { body: AttachSourceBody, response: { 200: Recorded } } },
    async (request) => {
      const userId = requireAuth(request).userId;
      const keys = { advId: request.body.advId ?? null, prHash: request.body.prHash ?? null };
      await attribution.linkToUser(userId, keys);
      await store(request, 'attach_source', request.body, { ...keys, userId });
      return recorded;
    },
  );
};
