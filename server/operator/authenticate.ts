import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** preHandler of the operator API: `Authorization: Bearer $OPERATOR_TOKEN`; 503 when no token is configured. */
export function makeOperatorAuth(token: string | undefined): preHandlerAsyncHookHandler {
  const expected = token ? digest(token) : null;
  return async function operatorAuth(request: FastifyRequest) {
    if (!expected) {
      throw new HttpError(
        503,
        'operator_disabled',
        'The operator API is off: set OPERATOR_TOKEN (16+ characters) in the environment and restart the server.',
      );
    }
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new HttpError(401, 'unauthorized', 'A valid operator token is required');
    }
  };
}
