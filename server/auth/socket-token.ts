import { decodeJwt } from 'jose';
import type { IdentifyToken } from '../realtime/socket-routes';
import type { AuthService } from './service';
import { verifyAccessToken } from './tokens';

/** The real-time socket's sign-in: a valid access token of a live session, and when the token expires. */
export function identifySocketToken(jwtKey: Uint8Array, auth: AuthService): IdentifyToken {
  return async (token) => {
    const claims = await verifyAccessToken(jwtKey, token);
    if (!claims || !(await auth.isSessionLive(claims.sessionId, claims.userId))) return null;
    const exp = decodeJwt(token).exp;
    return { userId: claims.userId, expiresAtMs: typeof exp === 'number' ? exp * 1000 : Date.now() };
  };
}
