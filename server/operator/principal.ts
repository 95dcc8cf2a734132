import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { unauthorized } from '../lib/http-error';

/** Who makes an operator call: a signed-in back-office operator, or the automation token acting as admin. */
export interface OperatorPrincipal {
  /** Null for the automation token (OPERATOR_TOKEN). */
  operatorId: number | null;
  /** The operator's e-mail, or `automation`. */
  actor: string;
  role: OperatorRole;
  /** The session's token hash (signed-in operators only), to sign out. */
  sessionHash: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator API's authentication (server/operator/authenticate.ts). */
    operator?: OperatorPrincipal;
  }
}

/** The principal of a request that went through the operator authentication. */
export function requireOperator(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
