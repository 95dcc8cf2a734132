import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADJUSTMENTS_API } from '../../contract/api/backoffice-adjustments';
import { idempotentRequestOf } from '../idempotency/run';
import { route } from '../lib/route';
import { requireOperator } from '../operator/principal';
import type { AdjustmentRequests } from './adjustments';

/** Adjustment requests above the threshold: the list, and a second operator's approval or rejection. */
export function adjustmentOperatorRoutes(adjustments: AdjustmentRequests): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, ADJUSTMENTS_API.list, {}, async (request) => ({
      data: await adjustments.list(request.query.status, request.query.limit),
    }));

    route(app, ADJUSTMENTS_API.approve, {}, async (request) => ({
      data: await adjustments.approve(
        idempotentRequestOf(request, 'operator'),
        request.params.id,
        requireOperator(request),
      ),
    }));

    route(app, ADJUSTMENTS_API.reject, {}, async (request) => ({
      data: await adjustments.reject(
        idempotentRequestOf(request, 'operator'),
        request.params.id,
        request.body.reason,
        requireOperator(request),
      ),
    }));
  };
}
