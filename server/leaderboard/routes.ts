import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEADERBOARD_API } from '../../contract/api/leaderboard';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import { userCurrency } from '../wallet/currency';
import { leaderboard } from './board';
import { refreshLeaderboard } from './refresh';

/** GET the leaderboard: open to guests (in the currency they ask for), in the player's own currency when signed in. */
export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Db; identify: preHandlerAsyncHookHandler }> = async (
  app,
  { db, identify },
) => {
  route(app, LEADERBOARD_API.board, { preHandler: identify }, async (request) => {
    const viewer = request.auth?.userId ?? null;
    const currency = viewer === null ? (request.query.currency ?? 'RUB') : await userCurrency(db, viewer);
    return { data: await leaderboard(db, request.query.period, currency, viewer) };
  });
};

/** The operator rebuilds the summary at once (after a correction, or to show a new period without waiting). */
export function leaderboardOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, LEADERBOARD_API.operatorRefresh, {}, async (request) => {
      const record = auditWrite(requireOperator(request), { action: 'leaderboard.refresh', target: 'leaderboard' });
      return { data: { refreshed_at: (await refreshLeaderboard(db, undefined, record)).toISOString() } };
    });
  };
}
