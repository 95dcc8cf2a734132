import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAFER_GAMBLING_API } from '../../contract/api/safer-gambling';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { SaferGamblingService } from './service';

/** The player's safer-gambling tools (contract/api/safer-gambling.ts). */
export const saferGamblingRoutes: FastifyPluginAsyncZod<{
  service: SaferGamblingService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { service, authenticate }) => {
  const signedIn = { preHandler: authenticate };
  route(app, SAFER_GAMBLING_API.get, signedIn, async (request) => ({
    data: await service.overview(requireAuth(request).userId),
  }));
  route(app, SAFER_GAMBLING_API.setLimit, signedIn, async (request) => ({
    data: await service.setLimit(requireAuth(request).userId, request.body),
  }));
  route(app, SAFER_GAMBLING_API.confirmLimit, signedIn, async (request) => ({
    data: await service.confirmLimit(requireAuth(request).userId, request.body),
  }));
  route(app, SAFER_GAMBLING_API.block, signedIn, async (request) => ({
    data: await service.block(requireAuth(request).userId, request.body),
  }));
  route(app, SAFER_GAMBLING_API.realityCheck, signedIn, async (request) => ({
    data: await service.setRealityCheck(requireAuth(request).userId, request.body.minutes),
  }));
  route(app, SAFER_GAMBLING_API.session, signedIn, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    return { data: await service.session(userId, sessionId) };
  });
};
