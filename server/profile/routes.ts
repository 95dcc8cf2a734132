import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_API } from '../../contract/api/account';
import { API } from '../../contract/api/paths';
import {
  ProfileAnswer,
  ProfileQuery,
  RevokeSessionsAnswer,
  SessionsAnswer,
  SettingsAnswer,
  SettingsBody,
} from '../../contract/api/profile';
import { storableText } from '../../contract/api/text';
import { toRegion } from '../../contract/regions';
import { requireAuth } from '../auth/authenticate';
import type { AuthService } from '../auth/service';
import type { Db } from '../db/types';
import { deviceOf } from './device';
import { getProfile, updateSettings } from './service';

interface ProfileRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
  /** Sessions list and revocation; without it those routes are not registered. */
  auth?: AuthService;
}

const SessionParams = z.object({ id: z.uuid({ error: 'session_invalid: No such session' }).check(storableText) });

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, opts) => {
  const { db, authenticate, auth } = opts;
  app.get(
    API.profileUser,
    { preHandler: authenticate, schema: { querystring: ProfileQuery, response: { 200: ProfileAnswer } } },
    async (request) => {
      // whoAreYou (the super_bonus cookie) is accepted; super bonuses come in a later issue.
      const data = await getProfile(db, requireAuth(request).userId);
      return { data, features: {}, region: toRegion(request.headers.region) };
    },
  );

  app.put(
    ACCOUNT_API.profileSettings,
    { preValidation: authenticate, schema: { body: SettingsBody, response: { 200: SettingsAnswer } } },
    async (request) => ({
      success: true as const,
      data: await updateSettings(db, requireAuth(request).userId, request.body),
    }),
  );

  if (!auth) return;

  app.get(
    ACCOUNT_API.profileSessions,
    { preHandler: authenticate, schema: { response: { 200: SessionsAnswer } } },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      const rows = await auth.listSessions(userId);
      rows.sort((a, b) => Number(b.id === sessionId) - Number(a.id === sessionId));
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.id === sessionId,
          device: deviceOf(row.userAgent),
          ip: row.ip,
          host: row.host,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    ACCOUNT_API.profileSession,
    { preValidation: authenticate, schema: { params: SessionParams, response: { 200: RevokeSessionsAnswer } } },
    async (request) => {
      await auth.revokeSession(requireAuth(request).userId, request.params.id);
      return { success: true as const, data: { revoked: 1 } };
    },
  );

  app.delete(
    ACCOUNT_API.profileSessions,
    { preHandler: authenticate, schema: { response: { 200: RevokeSessionsAnswer } } },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      return { success: true as const, data: { revoked: await auth.revokeOtherSessions(userId, sessionId) } };
    },
  );
};
