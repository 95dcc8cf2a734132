import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/types';

const JWT_SECRET_NAME = 'jwt_hs256';

/**
 * The HS256 key: JWT_SECRET when set, otherwise one generated on first start and kept in server_secrets,
 * so restarts (and other processes on the same database) keep accepting the tokens already issued.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: JWT_SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, JWT_SECRET_NAME));
  if (!row) throw new Error('The JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** The key imported into Web Crypto once (jose would import the raw bytes again on every call). */
const cryptoKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = cryptoKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(key, imported);
  }
  return imported;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await hmacKey(key));
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/** 32 random bytes, base64url: what the client holds. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds instead of the refresh token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
