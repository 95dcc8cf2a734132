import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_API } from '../../contract/api/profile';
import { toRegion } from '../../contract/regions';
import { requireAuth } from '../auth/authenticate';
import type { AuthService } from '../auth/service';
import type { BonusService } from '../bonus/service';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { userCurrency } from '../wallet/currency';
import { deviceOf } from './device';
import { getProfile, updateSettings } from './service';

interface ProfileRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
  /** Sessions list and revocation; without it those routes are not registered. */
  auth?: AuthService;
  /** A player changed what others may see of them (is_statistics_hidden, is_avatar_hidden): the live feed rereads. */
  onVisibilityChanged?: (userId: number) => Promise<void>;
  /** The bonus engine: whoAreYou (the super_bonus cookie) unlocks its operator offer once; a read expires due bonuses. */
  bonus?: BonusService;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, opts) => {
  const { db, authenticate, auth, bonus } = opts;
  route(app, PROFILE_API.user, { preHandler: authenticate }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    const key = request.query.whoAreYou;
    if (bonus && key) await bonus.superBonus(userId, key, await userCurrency(db, userId));
    // The balances shown hold no bonus money past its expiry.
    await bonus?.expireDue(userId);
    const data = await getProfile(db, userId, sessionId);
    return { data, features: {}, region: toRegion(request.headers.region) };
  });

  route(app, PROFILE_API.settings, { preValidation: authenticate }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    const data = await updateSettings(db, userId, sessionId, request.body);
    const body = request.body as { is_statistics_hidden?: boolean; is_avatar_hidden?: boolean };
    if (body.is_statistics_hidden !== undefined || body.is_avatar_hidden !== undefined) {
      await opts.onVisibilityChanged?.(userId);
    }
    return { success: true as const, data };
  });

  if (!auth) return;

  route(app, PROFILE_API.sessions, { preHandler: authenticate }, async (request) => {
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
  });

  route(app, PROFILE_API.revokeSession, { preValidation: authenticate }, async (request) => {
    await auth.revokeSession(requireAuth(request).userId, request.params.id);
    return { success: true as const, data: { revoked: 1 } };
  });

  route(app, PROFILE_API.revokeOtherSessions, { preHandler: authenticate }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    return { success: true as const, data: { revoked: await auth.revokeOtherSessions(userId, sessionId) } };
  });
};
