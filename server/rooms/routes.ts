import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROOMS_API } from '../../contract/api/rooms';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { RoomsService } from './service';

interface RoomsRoutesOptions {
  rooms: RoomsService;
  authenticate: preHandlerAsyncHookHandler;
  /** Sets the caller when a live token comes (guests watch the rooms too). */
  identify: preHandlerAsyncHookHandler;
}

/** The private rooms (contract/api/rooms.ts). Registered inside the API scope. */
const roomsRoutes: FastifyPluginAsyncZod<RoomsRoutesOptions> = async (app, { rooms, authenticate, identify }) => {
  route(app, ROOMS_API.list, { preHandler: identify }, async (request) => ({
    data: await rooms.list(request.auth?.userId ?? null, request.query.currency),
  }));

  route(app, ROOMS_API.state, { preHandler: identify }, async (request) => ({
    data: await rooms.state(request.params.room, request.auth?.userId ?? null, request.query.currency),
  }));

  route(app, ROOMS_API.join, { preHandler: authenticate }, async (request) => ({
    data: await rooms.join(
      requireAuth(request).userId,
      request.headers['idempotency-key'],
      request.params.room,
      request.body.amount,
    ),
  }));

  route(app, ROOMS_API.rounds, { preHandler: identify }, async (request) => ({
    data: await rooms.recentRounds(
      request.params.room,
      request.auth?.userId ?? null,
      request.query.limit,
      request.query.currency,
    ),
  }));
};

export default roomsRoutes;
