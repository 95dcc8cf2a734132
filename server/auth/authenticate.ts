import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../lib/http-error';
import type { AuthService } from './service';
import { verifyAccessToken } from './tokens';

interface RequestAuth {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler. */
    auth: RequestAuth | null;
  }
}

/**
 * preHandler for signed-in routes: a valid `Authorization: Bearer <jwt>` whose session is neither revoked
 * nor expired (so logout ends the access token at once). Otherwise 401 `unauthorized`.
 */
export function makeAuthenticate(jwtKey: Uint8Array, auth: AuthService): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const token = match?.[1];
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(jwtKey, token);
    if (!claims) throw unauthorized();
    if (!(await auth.isSessionLive(claims.sessionId, claims.userId))) throw unauthorized();
    request.auth = claims;
  };
}

/** The auth of a request that went through `authenticate`. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * preHandler for routes open to guests that want to know the player when there is one (the analytics collector):
 * sets `request.auth` for a valid live token and ignores anything else, never answering 401.
 */
export function makeIdentify(jwtKey: Uint8Array, auth: AuthService): preHandlerAsyncHookHandler {
  return async function identify(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await verifyAccessToken(jwtKey, match[1]) : null;
    if (claims && (await auth.isSessionLive(claims.sessionId, claims.userId))) request.auth = claims;
  };
}
