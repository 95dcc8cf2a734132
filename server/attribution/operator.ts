import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTRIBUTION_API } from '../../contract/api/attribution';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { AttributionService } from './service';

/** Operator: what the attribution calls recorded (newest first, by kind or player), and the utm promos. */
export function attributionOperatorRoutes(attribution: AttributionService): FastifyPluginAsyncZod {
  const promos = async () => ({
    data: {
      items: (await attribution.listPromos()).map((row) => ({
        utm_source: row.utmSource,
        utm_campaign: row.utmCampaign,
        type: row.type,
        value: row.value,
      })),
    },
  });
  const promoAudit = (request: FastifyRequest, action: string, source: string, campaign: string, after: unknown) =>
    auditWrite(requireOperator(request), {
      action,
      target: `utm:${source}/${campaign}`,
      before: (tx) => attribution.promoRow(tx, source, campaign),
      after,
    });
  return async (app) => {
    route(app, ATTRIBUTION_API.operatorUtmPromos, {}, promos);
    route(app, ATTRIBUTION_API.operatorPutUtmPromo, {}, async (request) => {
      const b = request.body;
      const record = promoAudit(request, 'utm_promo.put', b.utm_source, b.utm_campaign, {
        type: b.type,
        value: b.value,
      });
      await attribution.putPromo(
        { utmSource: b.utm_source, utmCampaign: b.utm_campaign, type: b.type, value: b.value },
        record,
      );
      return promos();
    });
    route(app, ATTRIBUTION_API.operatorDeleteUtmPromo, {}, async (request) => {
      const { utm_source, utm_campaign } = request.query;
      const record = promoAudit(request, 'utm_promo.delete', utm_source, utm_campaign, null);
      await attribution.removePromo(utm_source, utm_campaign, record);
      return promos();
    });

    route(app, ATTRIBUTION_API.operatorEvents, {}, async (request) => {
      const rows = await attribution.list({
        kind: request.query.kind,
        userId: request.query.user_id,
        limit: request.query.limit,
      });
      return {
        data: {
          items: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            user_id: row.userId,
            fingerprint: row.fingerprint,
            adv_id: row.advId,
            pr_hash: row.prHash,
            ip: row.ip,
            country_code: row.countryCode,
            payload: row.payload,
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    });
  };
}
