import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_API } from '../../contract/api/live';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { LiveService } from './service';

interface LiveRoutesOptions {
  live: LiveService;
  authenticate: preHandlerAsyncHookHandler;
  /** Sets the caller when a live token comes (guests watch the tables too). */
  identify: preHandlerAsyncHookHandler;
}

/** The live tables (contract/api/live.ts). Registered inside the API scope. */
const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, { live, authenticate, identify }) => {
  route(app, LIVE_API.list, {}, async () => ({ data: await live.list() }));

  route(app, LIVE_API.state, { preHandler: identify }, async (request) => ({
    data: await live.state(request.params.table, request.auth?.userId ?? null, request.query.currency),
  }));

  route(app, LIVE_API.bet, { preHandler: authenticate }, async (request) => ({
    data: await live.placeBet(
      requireAuth(request).userId,
      request.headers['idempotency-key'],
      request.params.table,
      request.body,
    ),
  }));

  route(app, LIVE_API.rounds, {}, async (request) => ({
    data: await live.recentRounds(request.params.table, request.query.limit),
  }));
};

export default liveRoutes;
