import type { FastifyInstance } from 'fastify';
import { HEALTH_API } from '../../contract/api/health';
import { route } from '../lib/route';

const READY_TIMEOUT_MS = 2_000;

/**
 * For the operator's load balancer or orchestrator, on every host, never geo-blocked and never cached (HEALTH_API):
 * `live` answers while the process serves requests; `ready` also needs the database to answer within 2 s
 * (503 otherwise), so traffic leaves a server that lost its database instead of failing every bet.
 */
export function registerHealth(app: FastifyInstance, databaseAnswers: () => Promise<unknown>): void {
  route(app, HEALTH_API.live, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  route(app, HEALTH_API.ready, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([databaseAnswers(), timeout]);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
