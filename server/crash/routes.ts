import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CRASH_API } from '../../contract/api/crash';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { CrashService } from './service';

interface CrashRoutesOptions {
  crash: CrashService;
  authenticate: preHandlerAsyncHookHandler;
  /** Sets the caller when a live token comes (guests watch the round too). */
  identify: preHandlerAsyncHookHandler;
}

/** Crash (contract/api/crash.ts), under CRASH_BASE. Registered inside the API scope. */
const crashRoutes: FastifyPluginAsyncZod<CrashRoutesOptions> = async (app, { crash, authenticate, identify }) => {
  const signedIn = { preHandler: authenticate };

  route(app, CRASH_API.state, { preHandler: identify }, async (request) => ({
    data: await crash.state(request.auth?.userId ?? null),
  }));

  route(app, CRASH_API.bet, signedIn, async (request) => ({
    data: await crash.placeBet(requireAuth(request).userId, request.headers['idempotency-key'], request.body),
  }));

  route(app, CRASH_API.cashout, signedIn, async (request) => ({
    data: await crash.cashOut(requireAuth(request).userId, request.headers['idempotency-key'], request.params.id),
  }));

  route(app, CRASH_API.rounds, {}, async (request) => ({ data: await crash.recentRounds(request.query.limit) }));

  route(app, CRASH_API.fairness, {}, async () => ({ data: await crash.fairness() }));

  route(app, CRASH_API.checkpoints, {}, async () => ({ data: await crash.checkpoints() }));
};

export default crashRoutes;
