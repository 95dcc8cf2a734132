import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API } from '../../contract/api/analytics';
import type { AnalyticsEventRow } from '../db/schema';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { listEvents, storeEvents } from './repository';

interface AnalyticsRoutesOptions {
  db: Db;
  /** Sets request.auth when a live token comes along; guests are welcome too. */
  identify: preHandlerAsyncHookHandler;
  /** Batches per IP and minute. */
  rateLimitPerMin: number;
}

/** Our own analytics collector: POST a batch of at most 100 events; each id is stored once. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimitPerMin, timeWindow: '1 minute' };
  route(app, ANALYTICS_API.events, { preHandler: opts.identify, config: { rateLimit } }, async (request) => {
    const { events } = request.body;
    const accepted = await storeEvents(opts.db, events, request.auth?.userId ?? null);
    return { data: { accepted, duplicates: events.length - accepted } };
  });
};

const operatorView = (row: AnalyticsEventRow) => ({
  id: row.id,
  name: row.name,
  session_id: row.sessionId,
  anonymous_id: row.anonymousId,
  user_id: row.userId,
  properties: row.properties as Record<string, string | number | boolean | null>,
  client_time: row.clientTime,
  server_time: row.serverTime.toISOString(),
});

/** The operator's read of the collected events, newest first (mounted behind the operator token). */
export function analyticsOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, ANALYTICS_API.operatorEvents, {}, async (request) => {
      const { name, anonymous_id, user_id, limit } = request.query;
      const rows = await listEvents(db, { name, anonymousId: anonymous_id, userId: user_id, limit });
      return { data: { items: rows.map(operatorView) } };
    });
  };
}
