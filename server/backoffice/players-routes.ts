import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAYERS_API } from '../../contract/api/backoffice-players';
import type { Db } from '../db/types';
import { historyPage } from '../history/page';
import { idempotentRequestOf, runIdempotent } from '../idempotency/run';
import { route } from '../lib/route';
import { requireOperator } from '../operator/principal';
import type { createSaferGamblingService } from '../safer-gambling/service';
import { createPlayers } from './players';

/** The back office's players (contract/api/backoffice-players.ts), behind the operator authentication. */
export function playerOperatorRoutes(
  db: Db,
  saferGambling: ReturnType<typeof createSaferGamblingService>,
): FastifyPluginAsyncZod {
  const players = createPlayers(db);
  return async (app) => {
    route(app, PLAYERS_API.search, {}, async (request) => ({
      data: await players.search(request.query.q, request.query.limit),
    }));

    route(app, PLAYERS_API.profile, {}, async (request) => ({
      data: await players.profile(request.params.userId),
    }));

    route(app, PLAYERS_API.balances, {}, async (request) => ({
      data: await players.balances(request.params.userId),
    }));

    route(app, PLAYERS_API.ledger, {}, async (request) =>
      players.ledger(request.params.userId, request.query.before_id, request.query.limit),
    );

    route(app, PLAYERS_API.history, {}, async (request) => {
      await players.assertExists(request.params.userId);
      return historyPage(db, request.params.userId, request.query);
    });

    route(app, PLAYERS_API.sessions, {}, async (request) => ({
      data: await players.sessions(request.params.userId),
    }));

    route(app, PLAYERS_API.saferGambling, {}, async (request) => {
      await players.assertExists(request.params.userId);
      return { data: await saferGambling.overview(request.params.userId) };
    });

    route(app, PLAYERS_API.notes, {}, async (request) => ({
      data: await players.notes(request.params.userId),
    }));

    route(app, PLAYERS_API.addNote, {}, async (request) => {
      const who = requireOperator(request);
      const data = await runIdempotent(db, idempotentRequestOf(request, 'operator'), (tx) =>
        players.addNote(tx, who, request.params.userId, request.body.body),
      );
      return { data };
    });
  };
}
