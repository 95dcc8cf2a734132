import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICIES_API } from '../../contract/api/policies';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { idempotentRequestOf, runIdempotent } from '../idempotency/run';
import { HttpError, ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { recordAudit } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import { acceptPolicy, changedPolicies, currentPolicy, publishPolicy } from './service';

/** The policy pages' current texts (open to guests) and the signed-in player's acceptance of them. */
export const policyRoutes: FastifyPluginAsyncZod<{ db: Db; authenticate: preHandlerAsyncHookHandler }> = async (
  app,
  { db, authenticate },
) => {
  route(app, POLICIES_API.current, {}, async (request) => {
    const policy = await currentPolicy(db, request.params.document, request.query.locale);
    if (!policy) throw new HttpError(404, 'policy_not_found', 'This document is not published in this language');
    return { data: policy };
  });

  route(app, POLICIES_API.acceptance, { preHandler: authenticate }, async (request) => ({
    data: { changed: await changedPolicies(db, requireAuth(request).userId) },
  }));

  route(app, POLICIES_API.accept, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    if (!(await acceptPolicy(db, userId, request.params.document, request.body.version))) {
      throw new ValidationError({ version: ['policy_version_unknown: No such version of this document'] });
    }
    return { data: { changed: await changedPolicies(db, userId) } };
  });
};

/** The operator publishes a new version of a policy's text, live at once without a deploy. */
export function policyOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, POLICIES_API.operatorPublish, {}, async (request) => ({
      data: await runIdempotent(db, idempotentRequestOf(request, 'operator'), async (tx) => {
        const published = await publishPolicy(tx, request.params.document, request.body);
        await recordAudit(tx, requireOperator(request), {
          action: 'policy.publish',
          target: `policy:${request.params.document}`,
          after: request.body,
        });
        return published;
      }),
    }));
  };
}
