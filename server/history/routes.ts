import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HISTORY_API } from '../../contract/api/history';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import { historyPage, historyRow } from './page';

interface HistoryRoutesOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
}

/** The player's history and one row of it (contract/api/history.ts). */
export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, { db, authenticate }) => {
  route(app, HISTORY_API.list, { preHandler: authenticate }, async (request) =>
    historyPage(db, requireAuth(request).userId, request.query),
  );
  route(app, HISTORY_API.row, { preHandler: authenticate }, async (request) => {
    const { kind, id } = request.params;
    const row = await historyRow(db, requireAuth(request).userId, kind, id);
    // Another player's row is answered as none: its id says nothing about whether it exists.
    if (!row) throw new HttpError(404, 'history_row_not_found', 'No such row in your history');
    return { data: row };
  });
};
