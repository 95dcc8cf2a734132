import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HISTORY_API } from '../../contract/api/history';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { historyPage } from './page';

interface HistoryRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}

/** The player's history (contract/api/history.ts). */
export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, { db, authenticate }) => {
  route(app, HISTORY_API.list, { preHandler: authenticate }, async (request) =>
    historyPage(db, requireAuth(request).userId, request.query),
  );
};
