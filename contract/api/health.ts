import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * For the operator's load balancer or orchestrator, on every host, never geo-blocked and never cached: `live`
 * answers while the process serves requests; `ready` also needs the database (503 `unavailable` otherwise).
 */
export const HEALTH_API = {
  live: endpoint({ method: 'GET', path: '/healthz', answer: z.object({ status: z.literal('ok') }) }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    answer: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    otherAnswers: { 503: z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') }) },
  }),
};
