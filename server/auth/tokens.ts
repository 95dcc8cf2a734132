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

interface AccessClaims {
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

interface Verified {
  claims: AccessClaims;
  expiresAtMs: number;
}

/**
 * Tokens whose signature was checked, per key, until they expire: a player sends the same token with every call
 * for its whole life, and the same string under the same key always verifies the same way. Bounded; the oldest
 * entry goes first.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const VERIFIED_MAX = 20_000;

function verifiedUnder(key: Uint8Array): Map<string, Verified> {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  return verified;
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  const verified = verifiedUnder(key);
  const hit = verified.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return hit.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    const claims = { userId, sessionId };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
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
