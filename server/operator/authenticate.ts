import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../contract/api/endpoint';
import { roleAllows } from '../../contract/backoffice/roles';
import { operatorSessions, operators } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { requireOperator } from './principal';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Back-office session tokens carry this prefix, so they are never mistaken for the automation token. */
export const SESSION_TOKEN_PREFIX = 'bo_';
export const sessionHashOf = (token: string) => digest(token).toString('hex');

const refused = () => new HttpError(401, 'unauthorized', 'Sign in to the back office, or send a valid operator token');

/**
 * The operator API's first hook (onRequest: before a body is read): `Authorization: Bearer <token>`, either a back-office session (`bo_…`, of an
 * operator who is not disabled) or the automation token `$OPERATOR_TOKEN`, which acts as admin. Sets
 * `request.operator`; each route then checks its endpoint's roles (`operatorRoleGate`). Without OPERATOR_TOKEN a
 * non-session token is a 503 saying how to turn the automation API on.
 */
export function makeOperatorAuth(token: string | undefined, db: Db, now = () => new Date()): onRequestAsyncHookHandler {
  const expected = token ? digest(token) : null;
  return async function operatorAuth(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const bearer = match?.[1];
    if (bearer?.startsWith(SESSION_TOKEN_PREFIX)) {
      const hash = sessionHashOf(bearer);
      const [row] = await db
        .select({ id: operators.id, email: operators.email, role: operators.role })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, hash),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, now()),
            isNull(operators.disabledAt),
          ),
        );
      if (!row) throw refused();
      request.operator = { operatorId: row.id, actor: row.email, role: row.role, sessionHash: hash };
      return;
    }
    if (!expected) {
      throw new HttpError(
        503,
        'operator_disabled',
        'The operator API is off: set OPERATOR_TOKEN (16+ characters) in the environment and restart the server, or sign in to the back office.',
      );
    }
    if (!bearer || !timingSafeEqual(digest(bearer), expected)) throw refused();
    request.operator = { operatorId: null, actor: 'automation', role: 'admin', sessionHash: null };
  };
}

/**
 * The route-level check of an operator endpoint's roles (admin may call every one), before its input is validated:
 * 403 `role_forbidden`.
 */
export function operatorRoleGate(endpoint: Endpoint): onRequestAsyncHookHandler | undefined {
  const allowed = endpoint.operatorRoles;
  if (!allowed || allowed === 'none') return undefined;
  return async function roleGate(request: FastifyRequest) {
    const { role } = requireOperator(request);
    if (!roleAllows(role, allowed)) {
      throw new HttpError(403, 'role_forbidden', `The ${role} role may not do this; ask an operator who may`);
    }
  };
}
