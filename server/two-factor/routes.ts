import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TWO_FACTOR_API } from '../../contract/api/two-factor';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { TwoFactor } from './service';

/** The player's two-factor sign-in (contract/api/two-factor.ts). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactor;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { twoFactor, authenticate }) => {
  const signedIn = { preHandler: authenticate };
  route(app, TWO_FACTOR_API.state, signedIn, async (request) => ({
    data: await twoFactor.state(requireAuth(request).userId),
  }));
  route(app, TWO_FACTOR_API.setup, signedIn, async (request) => ({
    data: await twoFactor.setup(requireAuth(request).userId),
  }));
  route(app, TWO_FACTOR_API.enable, signedIn, async (request) => ({
    data: await twoFactor.enable(requireAuth(request).userId, request.body.code),
  }));
  route(app, TWO_FACTOR_API.disable, signedIn, async (request) => ({
    data: await twoFactor.disable(requireAuth(request).userId, request.body.code),
  }));
};
