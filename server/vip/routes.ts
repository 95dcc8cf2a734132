import { desc, eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIP_API, type VipRequest, type VipRequestType, type VipStatus } from '../../contract/api/vip';
import { fromMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import { type VipRequestRow, vipRequests } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import { audited } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { WalletService } from '../wallet/service';
import { createVipClub } from './club';

const view = (row: VipRequestRow): VipRequest => ({
  status: row.status as VipStatus,
  request_type: row.requestType as VipRequestType,
  requested_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

async function requestOf(db: Db, userId: number): Promise<VipRequestRow | null> {
  const [row] = await db.select().from(vipRequests).where(eq(vipRequests.userId, userId));
  return row ?? null;
}

/** The player's VIP club: the join request (POST/GET api/v2/vip/join), the level and the claims. */
export const vipRoutes: FastifyPluginAsyncZod<{
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, wallet, authenticate }) => {
  const club = createVipClub(db, wallet);

  route(app, VIP_API.status, { preHandler: authenticate }, async (request) => {
    return { success: true as const, data: await club.status(db, requireAuth(request).userId) };
  });

  route(app, VIP_API.claim, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    const { paid, currency } = await club.claim(userId, request.body.reward);
    return { success: true as const, data: { paid: fromMinor(paid, currency), status: await club.status(db, userId) } };
  });

  route(app, VIP_API.request, { preHandler: authenticate }, async (request) => {
    const row = await requestOf(db, requireAuth(request).userId);
    return { success: true as const, data: row ? view(row) : null };
  });

  route(app, VIP_API.join, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    // The first request stands (a declined player asks the VIP manager, not the button).
    await db.insert(vipRequests).values({ userId, requestType: request.body.request_type }).onConflictDoNothing();
    const row = await requestOf(db, userId);
    if (!row) throw new Error('The VIP request was not stored');
    return { success: true as const, data: view(row) };
  });
};

/** The operator's side: the requests, newest first, and a decision on one. */
export function vipOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, VIP_API.operatorRequests, {}, async () => {
      const rows = await db.select().from(vipRequests).orderBy(desc(vipRequests.createdAt)).limit(500);
      return { data: { items: rows.map((row) => ({ ...view(row), user_id: row.userId })) } };
    });

    route(app, VIP_API.operatorDecision, {}, async (request) => {
      const { userId, decision } = request.params;
      const status = decision === 'accept' ? 'accepted' : 'declined';
      const row = await audited(
        db,
        requireOperator(request),
        async (tx) => {
          const [before] = await tx
            .select({ status: vipRequests.status })
            .from(vipRequests)
            .where(eq(vipRequests.userId, userId));
          const [after] = await tx
            .update(vipRequests)
            .set({ status, decidedAt: new Date(), updatedAt: new Date() })
            .where(eq(vipRequests.userId, userId))
            .returning();
          if (!after)
            throw new HttpError(404, 'vip_request_not_found', 'This player has not asked to join the VIP club');
          return { before, after };
        },
        ({ before }) => ({
          action: `vip.${decision}`,
          target: `user:${userId}`,
          before: before ?? null,
          after: { status },
        }),
      );
      return { success: true as const, data: view(row.after) };
    });
  };
}
