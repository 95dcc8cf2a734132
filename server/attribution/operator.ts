import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttributionEventsAnswer, AttributionEventsQuery } from '../../contract/api/attribution';
import { API } from '../../contract/api/paths';
import type { AttributionService } from './service';

/** Operator: what the attribution calls recorded, newest first, by kind or player. */
export function attributionOperatorRoutes(attribution: AttributionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.operatorAttributionEvents,
      { schema: { querystring: AttributionEventsQuery, response: { 200: AttributionEventsAnswer } } },
      async (request) => {
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
      },
    );
  };
}
