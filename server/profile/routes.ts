import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api/paths';
import { ProfileAnswer, ProfileQuery } from '../../contract/api/profile';
import { toRegion } from '../../contract/regions';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { getProfile } from './service';

export interface ProfileRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, authenticate }) => {
  app.get(
    API.profileUser,
    { preHandler: authenticate, schema: { querystring: ProfileQuery, response: { 200: ProfileAnswer } } },
    async (request) => {
      // whoAreYou (the super_bonus cookie) is accepted; super bonuses come in a later issue.
      const data = await getProfile(db, requireAuth(request).userId);
      return { data, features: {}, region: toRegion(request.headers.region) };
    },
  );
};
