import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_API } from '../../contract/api/backoffice';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import type { OperatorAccounts } from './accounts';
import { searchAudit } from './audit';
import { requireOperator } from './principal';

/** The back office's sign-in: outside the operator authentication (it is how a session begins). */
export function operatorSignInRoutes(accounts: OperatorAccounts, rateLimitPerMin: number): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      BACKOFFICE_API.signIn,
      { config: { rateLimit: { max: rateLimitPerMin, timeWindow: '1 minute' } } },
      async (request) => {
        const { email, password, code } = request.body;
        return { data: await accounts.signIn(email, password, code) };
      },
    );
  };
}

/** Who is signed in, sign-out, the operators (admin) and the audit log (mounted behind the operator authentication). */
export function backofficeRoutes(db: Db, accounts: OperatorAccounts): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, BACKOFFICE_API.who, {}, async (request) => {
      const who = requireOperator(request);
      const operator = who.operatorId === null ? null : await accounts.viewOf(who.operatorId);
      return { data: { actor: who.actor, role: who.role, operator } };
    });

    route(app, BACKOFFICE_API.signOut, {}, async (request) => {
      await accounts.signOut(requireOperator(request));
      return { success: true as const };
    });

    route(app, BACKOFFICE_API.operators, {}, async () => ({ data: await accounts.list() }));

    route(app, BACKOFFICE_API.createOperator, {}, async (request) => ({
      data: await accounts.create(request.body, requireOperator(request)),
    }));

    route(app, BACKOFFICE_API.updateOperator, {}, async (request) => ({
      data: await accounts.update(request.params.id, request.body, requireOperator(request)),
    }));

    route(app, BACKOFFICE_API.audit, {}, async (request) => searchAudit(db, request.query));
  };
}
