import { createHash } from 'node:crypto';
import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOURNAMENTS_API } from '../../contract/api/tournaments';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { Tournaments } from './service';

/** The players' side: lists by status, a tournament with its standings (ETag: an unchanged poll is a 304), entry. */
export const tournamentRoutes: FastifyPluginAsyncZod<{
  tournaments: Tournaments;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { tournaments, authenticate }) => {
  route(app, TOURNAMENTS_API.list, {}, async (request) => ({
    data: { items: await tournaments.list(request.query.status) },
  }));

  route(app, TOURNAMENTS_API.detail, {}, async (request, reply) => {
    const data = await tournaments.detail(request.params.id);
    // The tag covers what changes (the tournament and its standings), not the server's clock.
    const { server_time: _, ...tagged } = data;
    const tag = `"${createHash('sha256').update(JSON.stringify(tagged)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', tag).header('cache-control', 'no-cache');
    // A 304 has no body, so it is outside the endpoint's typed answers.
    if (request.headers['if-none-match'] === tag) return (reply as unknown as FastifyReply).code(304).send();
    return { data };
  });

  route(app, TOURNAMENTS_API.me, { preHandler: authenticate }, async (request) => ({
    data: await tournaments.me(request.params.id, requireAuth(request).userId),
  }));

  route(app, TOURNAMENTS_API.join, { preHandler: authenticate }, async (request) => ({
    data: await tournaments.join(request.params.id, requireAuth(request).userId),
  }));
};

/** The operator's side: the list, schedule, cancel with a reason, finish now. */
export function tournamentOperatorRoutes(tournaments: Tournaments): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, TOURNAMENTS_API.operatorList, {}, async (request) => ({
      data: { items: await tournaments.operatorList(request.query.status, request.query.limit) },
    }));
    route(app, TOURNAMENTS_API.operatorCreate, {}, async (request) => ({
      data: await tournaments.create(
        request.body,
        auditWrite(requireOperator(request), {
          action: 'tournament.create',
          target: 'tournament:new',
          after: request.body,
        }),
      ),
    }));
    route(app, TOURNAMENTS_API.operatorCancel, {}, async (request) => {
      const { id } = request.params;
      const record = auditWrite(requireOperator(request), {
        action: 'tournament.cancel',
        target: `tournament:${id}`,
        after: { reason: request.body.reason },
      });
      return { data: await tournaments.cancel(id, request.body.reason, record) };
    });
    route(app, TOURNAMENTS_API.operatorFinish, {}, async (request) => {
      const { id } = request.params;
      const record = auditWrite(requireOperator(request), { action: 'tournament.finish', target: `tournament:${id}` });
      return { data: await tournaments.finishNow(id, record) };
    });
  };
}
