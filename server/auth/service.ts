import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { LoginEmailPasswordBody, RegisterEmailBody } from '../../contract/api/auth';
import { errorMessage } from '../../contract/api/errors';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { pgErrorCode, unauthorized, ValidationError } from '../lib/http-error';
import type { WalletService } from '../wallet/service';
import { hashPassword, verifyDummy, verifyPassword } from './passwords';
import * as repo from './repository';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';

/** A previously rotated refresh token shown again after this long is treated as stolen. */
export const REUSE_GRACE_MS = 60_000;

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'accessTokenTtlS' | 'refreshTokenTtlS' | 'ssoUrl'>;
  jwtKey: Uint8Array;
  /** Opens the player's ledger accounts in the same transaction as the user. */
  wallet: Pick<WalletService, 'openUserAccounts'>;
  now?: () => Date;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

const emailTaken = () =>
  new ValidationError({ email: [errorMessage('email_taken', 'This e-mail is already registered')] });
const invalidCredentials = () =>
  new ValidationError({ email: [errorMessage('invalid_credentials', 'Wrong e-mail or password')] });

export function createAuthService(deps: AuthDeps) {
  const { db, config, jwtKey, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function openSession(runner: repo.Runner, userId: number, client: ClientInfo): Promise<IssuedTokens> {
    const id = randomUUID();
    const refreshToken = newRefreshToken();
    const at = now();
    await repo.insertSession(runner, {
      id,
      userId,
      refreshHash: hashRefreshToken(refreshToken),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      expiresAt: new Date(at.getTime() + config.refreshTokenTtlS * 1000),
    });
    const accessToken = await signAccessToken(jwtKey, { userId, sessionId: id }, config.accessTokenTtlS);
    return { accessToken, refreshToken };
  }

  return {
    async registerEmail(body: z.output<typeof RegisterEmailBody>, client: ClientInfo): Promise<IssuedTokens> {
      const existing = await repo.findUserByEmail(db, body.email);
      if (existing) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            email: body.email,
            passwordHash,
            currency: body.currency,
            locale: body.locale ?? 'ru',
            registerMethod: 'email',
            fpp: body.fpp ?? null,
            partner: body.partner ?? null,
            adplace: body.adplace ?? null,
            stag: body.stag ?? null,
            promo: body.promo ?? null,
          });
          await wallet.openUserAccounts(tx, user.id, body.currency);
          return openSession(tx, user.id, client);
        });
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (pgErrorCode(error) === '23505') throw emailTaken();
        throw error;
      }
    },

    async loginEmailPassword(body: z.output<typeof LoginEmailPasswordBody>, client: ClientInfo): Promise<IssuedTokens> {
      const user = await repo.findUserByEmail(db, body.email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyDummy(body.password);
      if (!user || !ok) throw invalidCredentials();
      return openSession(db, user.id, client);
    },

    /** Rotates a refresh token. Unknown, expired, revoked or replayed tokens are a 401. */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const hash = hashRefreshToken(refreshToken);
      const at = now();
      const session = await repo.findLiveSessionByRefreshHash(db, hash, at);
      if (!session) {
        const rotated = await repo.findSessionByPreviousHash(db, hash);
        if (rotated && !rotated.revokedAt && rotated.rotatedAt) {
          // Within the grace period this is a racing tab that should retry with the new token;
          // later it is someone replaying an old token: end the whole session.
          if (at.getTime() - rotated.rotatedAt.getTime() > REUSE_GRACE_MS) await repo.revokeSession(db, rotated.id, at);
        }
        throw unauthorized();
      }
      const next = newRefreshToken();
      const expiresAt = new Date(at.getTime() + config.refreshTokenTtlS * 1000);
      const won = await repo.rotateSession(db, session.id, hash, hashRefreshToken(next), at, expiresAt);
      if (!won) throw unauthorized();
      const accessToken = await signAccessToken(
        jwtKey,
        { userId: session.userId, sessionId: session.id },
        config.accessTokenTtlS,
      );
      return { accessToken, refreshToken: next };
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId, now());
    },

    isSessionLive(sessionId: string, userId: number): Promise<boolean> {
      return repo.isSessionLive(db, sessionId, userId, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
