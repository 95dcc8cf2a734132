import type { FastifyInstance } from 'fastify';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

const READY_TIMEOUT_MS = 2_000;

/**
 * For the operator's load balancer or orchestrator, on every host, never geo-blocked and never cached:
 * `/healthz` answers while the process serves requests; `/readyz` also needs the database to answer within 2 s
 * (503 otherwise), so traffic leaves a server that lost its database instead of failing every bet.
 */
export function registerHealth(app: FastifyInstance, databaseAnswers: () => Promise<unknown>): void {
  app.get(HEALTH_PATHS.live, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(HEALTH_PATHS.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([databaseAnswers(), timeout]);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
