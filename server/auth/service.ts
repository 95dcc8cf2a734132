import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  LoginEmailPasswordBody,
  LoginPhonePasswordBody,
  PasswordSetBody,
  PasswordUpdateBody,
  RegisterEmailBody,
  RegisterPhoneBody,
} from '../../contract/api/auth';
import { errorMessage } from '../../contract/api/errors';
import type { Currency } from '../../contract/money';
import type { Config } from '../config';
import type { NewUserRow, UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, pgErrorCode, unauthorized, ValidationError } from '../lib/http-error';
import { createMessenger, type Messenger } from '../messaging/messenger';
import { acceptCurrentPolicies } from '../policies/service';
import type { CounterStore } from '../rate-limits/counter-store';
import type { WalletService } from '../wallet/service';
import { type CodeSent, type CodeService, createCodeService } from './codes';
import { assertNotLocked, LIMITS, takeAttempt } from './limits';
import { createLiveSessionCache } from './live-sessions';
import { codeMessage } from './messages';
import { hashPassword, verifyDummy, verifyPassword } from './passwords';
import * as repo from './repository';
import { consumeTicket, createTicket, findTicket, type TicketKind } from './tickets';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';

/** A previously rotated refresh token shown again after this long is treated as stolen. */
const REUSE_GRACE_MS = 60_000;
/** A reset_token (and a restore e-mail's link) stays valid this long. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** A simpleAuthToken stays valid this long. */
export const SIMPLE_AUTH_TTL_MS = 5 * 60_000;

interface AuthDeps {
  db: Db;
  config: Pick<Config, 'accessTokenTtlS' | 'refreshTokenTtlS' | 'ssoUrl' | 'codeSendsPerIpPerHour'>;
  jwtKey: Uint8Array;
  /** Opens the player's ledger accounts in the same transaction as the user. */
  wallet: Pick<WalletService, 'openUserAccounts'>;
  /** The shared counters of the attempt limits (server/rate-limits). */
  counters: CounterStore;
  /** Delivers codes (server/messaging); without one, sending a code is a 503 `delivery_unavailable`. */
  messenger?: Messenger;
  /** Where codes that could not be sent after a successful registration are reported. */
  log?: { warn(object: object, message: string): void };
  now?: () => Date;
  /** The second factor (server/two-factor): every sign-in of an account that enabled it must carry a right code. */
  secondFactor?: { require(userId: number, code: string | undefined): Promise<void> };
  /** Runs in the registration's transaction (attribution ties the visit to the new player). */
  onUserCreated?: (tx: repo.Runner, userId: number, fields: NewUserRow) => Promise<unknown>;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  /** The second factor the request carries (`X-TOTP-Code`), for an account that has one. */
  totp?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

type AddressKind = 'email' | 'phone';

const field422 = (field: string, code: string, text: string) =>
  new ValidationError({ [field]: [errorMessage(code, text)] });
const emailTaken = () => field422('email', 'email_taken', 'This e-mail is already registered');
const phoneTaken = () => field422('phone', 'phone_taken', 'This phone number is already registered');
const invalidCredentials = (field: AddressKind) =>
  field422(field, 'invalid_credentials', field === 'email' ? 'Wrong e-mail or password' : 'Wrong phone or password');
const passwordMismatch = (field: string) => field422(field, 'password_mismatch', 'The passwords do not match');
const resetTokenInvalid = () => field422('token', 'token_invalid', 'This restore link is invalid or has expired');

const loginFailKey = (userId: number) => `login_fail:user:${userId}`;

export function createAuthService(deps: AuthDeps) {
  const { db, config, jwtKey, wallet, counters } = deps;
  const messenger = deps.messenger ?? createMessenger([]);
  const now = deps.now ?? (() => new Date());
  const codes: CodeService = createCodeService({
    db,
    counters,
    key: jwtKey,
    messenger,
    sendsPerIpPerHour: config.codeSendsPerIpPerHour,
    now,
  });
  const liveSessions = createLiveSessionCache();

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

  /** A sign-in of an existing account: its second factor first (when it has one), then a new session. */
  async function signIn(userId: number, client: ClientInfo): Promise<IssuedTokens> {
    await deps.secondFactor?.require(userId, client.totp);
    return openSession(db, userId, client);
  }

  /** The user and their ledger accounts, plus whatever `also` writes (and answers), in one transaction. */
  async function createUserWith<T>(
    fields: Omit<NewUserRow, 'currency'> & { currency: Currency },
    also: (tx: repo.Runner, userId: number) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, fields);
      await wallet.openUserAccounts(tx, user.id, fields.currency);
      // The agreement accepted at registration is the version of the user agreement and privacy policy in force.
      if (fields.agreementAcceptedAt) await acceptCurrentPolicies(tx, user.id, fields.agreementAcceptedAt);
      await deps.onUserCreated?.(tx, user.id, fields);
      return also(tx, user.id);
    });
  }

  /** The user, their ledger accounts and a session in one transaction. */
  async function createUser(
    fields: Omit<NewUserRow, 'currency'> & { currency: Currency },
    client: ClientInfo,
  ): Promise<IssuedTokens & { userId: number }> {
    return createUserWith(fields, async (tx, userId) => ({ ...(await openSession(tx, userId, client)), userId }));
  }

  const userBy = (kind: AddressKind, target: string) =>
    kind === 'email' ? repo.findUserByEmail(db, target) : repo.findUserByPhone(db, target);

  /** A new account by e-mail or phone with a password: the user, accounts and session, then the confirm code. */
  async function registerByAddress(
    kind: AddressKind,
    target: string,
    body: z.output<typeof RegisterEmailBody> | z.output<typeof RegisterPhoneBody>,
    client: ClientInfo,
  ): Promise<IssuedTokens> {
    const taken = kind === 'email' ? emailTaken : phoneTaken;
    if (await userBy(kind, target)) throw taken();
    const passwordHash = await hashPassword(body.password);
    const at = now();
    const locale = body.locale ?? 'ru';
    try {
      const created = await createUser(
        {
          ...(kind === 'email' ? { email: target } : { phone: target }),
          passwordHash,
          currency: body.currency,
          locale,
          registerMethod: kind,
          fpp: body.fpp ?? null,
          partner: body.partner ?? null,
          adplace: body.adplace ?? null,
          stag: body.stag ?? null,
          promo: body.promo ?? null,
          adultConfirmedAt: at,
          agreementAcceptedAt: at,
        },
        client,
      );
      await sendVerifyCode(kind, target, created.userId, client.ip, locale);
      return created;
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (pgErrorCode(error) === '23505') throw taken();
      throw error;
    }
  }

  const channelOf = (kind: AddressKind) => (kind === 'email' ? 'email' : 'sms') as 'email' | 'sms';

  /** Sends the code that confirms a new account's address; a delivery failure does not undo the registration. */
  async function sendVerifyCode(kind: AddressKind, target: string, userId: number, ip: string | null, locale: string) {
    try {
      await issueVerify(kind, target, userId, ip, locale);
    } catch (error) {
      deps.log?.warn({ err: error, userId }, 'the verification code of a new account was not sent');
    }
  }

  function issueVerify(
    kind: AddressKind,
    target: string,
    userId: number,
    ip: string | null,
    locale: string,
  ): Promise<CodeSent> {
    return codes.issue({
      purpose: kind === 'email' ? 'verify_email' : 'verify_phone',
      target,
      channel: channelOf(kind),
      userId,
      ip,
      compose: (code) => codeMessage(kind === 'email' ? 'verify_email' : 'verify_phone', locale, code),
    });
  }

  /**
   * Takes one of the account's 10 password attempts per 15 minutes before the password is checked (423 past
   * them); a right password gives it back. Reaching 10 wrong ones also locks the account's code logins.
   */
  const takePasswordAttempt = (userId: number) =>
    takeAttempt(counters, loginFailKey(userId), LIMITS.loginFailuresPerAccount, now());

  async function setPasswordAndSignIn(userId: number, password: string, client: ClientInfo, verify?: AddressKind) {
    await deps.secondFactor?.require(userId, client.totp);
    const passwordHash = await hashPassword(password);
    const at = now();
    const signedIn = await db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, {
        passwordHash,
        ...(verify === 'email' ? { isEmailVerified: true } : verify === 'phone' ? { isPhoneVerified: true } : {}),
      });
      // A new password ends every session: whoever knew the old one is signed out.
      await repo.revokeUserSessions(tx, userId, at);
      return openSession(tx, userId, client);
    });
    liveSessions.forgetAll();
    await counters.clear(loginFailKey(userId));
    return signedIn;
  }

  async function resetTicketUser(token: string, kinds: TicketKind[], phone?: string): Promise<UserRow> {
    const ticket = await findTicket(db, token, kinds, now());
    const user = ticket?.userId ? await repo.findUserById(db, ticket.userId) : undefined;
    if (!user || (phone !== undefined && user.phone !== phone)) throw resetTokenInvalid();
    return user;
  }

  return {
    codes,
    signIn,
    createUser,
    createUserWith,

    registerEmail(body: z.output<typeof RegisterEmailBody>, client: ClientInfo): Promise<IssuedTokens> {
      return registerByAddress('email', body.email, body, client);
    },

    registerPhone(body: z.output<typeof RegisterPhoneBody>, client: ClientInfo): Promise<IssuedTokens> {
      return registerByAddress('phone', body.phone, body, client);
    },

    async loginPassword(
      kind: AddressKind,
      body: z.output<typeof LoginEmailPasswordBody> | z.output<typeof LoginPhonePasswordBody>,
      client: ClientInfo,
    ): Promise<IssuedTokens> {
      const target = 'email' in body ? body.email : body.phone;
      const user = await userBy(kind, target);
      if (!user) {
        await verifyDummy(body.password);
        throw invalidCredentials(kind);
      }
      await takePasswordAttempt(user.id);
      const ok = user.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyDummy(body.password);
      if (!ok) throw invalidCredentials(kind);
      // A right password ends the run of wrong ones (its own attempt included).
      await counters.clear(loginFailKey(user.id));
      return signIn(user.id, client);
    },

    /**
     * Sends a login code. An address with no account gets the same answer and no message, so the call does not
     * tell which addresses are registered.
     */
    async sendLoginCode(kind: AddressKind, target: string, client: ClientInfo): Promise<CodeSent> {
      const user = await userBy(kind, target);
      if (!user) return { resendIn: 60, expiresIn: 600 };
      await assertNotLocked(counters, loginFailKey(user.id), LIMITS.loginFailuresPerAccount, now());
      return codes.issue({
        purpose: kind === 'email' ? 'login_email' : 'login_phone',
        target,
        channel: channelOf(kind),
        userId: user.id,
        ip: client.ip,
        compose: (code) => codeMessage('login', user.locale, code),
      });
    },

    /** Signs in with a login code; the code also proves the address, so it is marked verified. */
    async loginCode(kind: AddressKind, target: string, code: string, client: ClientInfo): Promise<IssuedTokens> {
      const user = await userBy(kind, target);
      if (user) await assertNotLocked(counters, loginFailKey(user.id), LIMITS.loginFailuresPerAccount, now());
      const checked = await codes.check({
        purpose: kind === 'email' ? 'login_email' : 'login_phone',
        target,
        code,
        ip: client.ip,
      });
      if (!user || checked.userId !== user.id) throw field422('code', 'code_missing', 'This code is no longer valid.');
      if (kind === 'email' && !user.isEmailVerified) await repo.updateUser(db, user.id, { isEmailVerified: true });
      if (kind === 'phone' && !user.isPhoneVerified) await repo.updateUser(db, user.id, { isPhoneVerified: true });
      return signIn(user.id, client);
    },

    /** Sends again the code confirming the signed-in player's e-mail or phone. */
    async resendVerify(userId: number, kind: AddressKind, client: ClientInfo): Promise<CodeSent> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      const target = kind === 'email' ? user.email : user.phone;
      if (!target) {
        throw field422(
          kind,
          `${kind}_missing`,
          kind === 'email' ? 'The account has no e-mail' : 'The account has no phone',
        );
      }
      if (kind === 'email' ? user.isEmailVerified : user.isPhoneVerified) {
        throw field422(kind, 'already_verified', 'This address is already confirmed');
      }
      return issueVerify(kind, target, user.id, client.ip, user.locale);
    },

    async verifyAddress(userId: number, kind: AddressKind, code: string, client: ClientInfo): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      const target = kind === 'email' ? user.email : user.phone;
      if (!target) {
        throw field422(
          kind,
          `${kind}_missing`,
          kind === 'email' ? 'The account has no e-mail' : 'The account has no phone',
        );
      }
      // Already confirmed: a repeat (an answer lost and the call sent again) succeeds and checks nothing.
      if (kind === 'email' ? user.isEmailVerified : user.isPhoneVerified) return;
      await codes.check({ purpose: kind === 'email' ? 'verify_email' : 'verify_phone', target, code, ip: client.ip });
      await repo.updateUser(db, user.id, kind === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true });
    },

    // ---- Password restore ----

    /**
     * Sends a restore code (and, by e-mail, a link `<site>/reset-password/<token>?email=...`). Unknown addresses get
     * the same answer and no message.
     */
    async forgotPassword(kind: AddressKind, target: string, client: ClientInfo, siteOrigin: string): Promise<CodeSent> {
      const user = await userBy(kind, target);
      if (!user) return { resendIn: 60, expiresIn: 600 };
      const at = now();
      let link = '';
      if (kind === 'email') {
        const token = await createTicket(db, {
          kind: 'reset_link',
          userId: user.id,
          ttlMs: RESET_TOKEN_TTL_MS,
          now: at,
        });
        link = `${siteOrigin}/reset-password/${token}?email=${encodeURIComponent(target)}`;
      }
      return codes.issue({
        purpose: kind === 'email' ? 'reset_email' : 'reset_phone',
        target,
        channel: channelOf(kind),
        userId: user.id,
        ip: client.ip,
        compose: (code) => codeMessage('reset', user.locale, code, link || undefined),
      });
    },

    /** A restore code -> a reset_token. */
    async confirmResetCode(kind: AddressKind, target: string, code: string, client: ClientInfo): Promise<string> {
      const at = now();
      const checked = await codes.check({
        purpose: kind === 'email' ? 'reset_email' : 'reset_phone',
        target,
        code,
        ip: client.ip,
      });
      const user = await userBy(kind, target);
      if (!user || checked.userId !== user.id) throw field422('code', 'code_missing', 'This code is no longer valid.');
      return createTicket(db, {
        kind: 'password_reset',
        userId: user.id,
        ttlMs: RESET_TOKEN_TTL_MS,
        data: { via: kind },
        now: at,
      });
    },

    /** The link token of a restore e-mail -> a reset_token (the link is used up). */
    async confirmResetLink(token: string): Promise<string> {
      const at = now();
      const ticket = await consumeTicket(db, token, ['reset_link'], at);
      if (!ticket?.userId) throw resetTokenInvalid();
      return createTicket(db, {
        kind: 'password_reset',
        userId: ticket.userId,
        ttlMs: RESET_TOKEN_TTL_MS,
        data: { via: 'email' },
        now: at,
      });
    },

    /** 422 on token unless it is a live reset token (or e-mail link) — of that phone's account when `phone` is given. */
    async checkResetToken(token: string, phone?: string): Promise<void> {
      await resetTicketUser(token, phone === undefined ? ['password_reset', 'reset_link'] : ['password_reset'], phone);
    },

    async resetWithToken(
      token: string,
      password: string,
      confirm: string,
      client: ClientInfo,
      kinds: TicketKind[],
    ): Promise<IssuedTokens> {
      if (password !== confirm) throw passwordMismatch('password_confirm');
      const ticket = await consumeTicket(db, token, kinds, now());
      if (!ticket?.userId) throw resetTokenInvalid();
      const via = ticket.kind === 'reset_link' ? 'email' : (ticket.data.via as AddressKind | undefined);
      return setPasswordAndSignIn(ticket.userId, password, client, via);
    },

    async resetWithCode(
      email: string,
      code: string,
      password: string,
      confirm: string,
      client: ClientInfo,
    ): Promise<IssuedTokens> {
      if (password !== confirm) throw passwordMismatch('password_confirm');
      const checked = await codes.check({ purpose: 'reset_email', target: email, code, ip: client.ip });
      const user = await repo.findUserByEmail(db, email);
      if (!user || checked.userId !== user.id) throw field422('code', 'code_missing', 'This code is no longer valid.');
      return setPasswordAndSignIn(user.id, password, client, 'email');
    },

    /** Changes the password; the other sessions end. 422 on old_password, password or password_confirm. */
    async updatePassword(userId: number, sessionId: string, body: z.output<typeof PasswordUpdateBody>): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      if (!user.passwordHash) {
        throw field422('old_password', 'password_not_set', 'The account has no password yet: set one first');
      }
      await takePasswordAttempt(user.id);
      if (!(await verifyPassword(user.passwordHash, body.old_password))) {
        throw field422('old_password', 'password_wrong', 'The current password is wrong');
      }
      await counters.giveBack(loginFailKey(user.id));
      if (body.password !== body.password_confirm) throw passwordMismatch('password_confirm');
      if (body.password === body.old_password) {
        throw field422('password', 'password_same', 'The new password must differ from the current one');
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.revokeUserSessions(tx, user.id, now(), sessionId);
      });
      liveSessions.forgetAll();
    },

    /** A first password for an account that has none (social sign-up). 422 on password or confirm_password. */
    async setFirstPassword(userId: number, body: z.output<typeof PasswordSetBody>): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.passwordHash) {
        throw field422('password', 'password_exists', 'The account already has a password: change it instead');
      }
      if (body.password !== body.confirm_password) throw passwordMismatch('confirm_password');
      await repo.updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
    },

    // ---- simpleAuth and send_login_data ----

    issueSimpleAuth(userId: number): Promise<string> {
      return createTicket(db, { kind: 'simple_auth', userId, ttlMs: SIMPLE_AUTH_TTL_MS, now: now() });
    },

    async simpleAuthLogin(token: string, client: ClientInfo): Promise<IssuedTokens> {
      const ticket = await consumeTicket(db, token, ['simple_auth'], now());
      if (!ticket?.userId) throw field422('token', 'token_invalid', 'This sign-in link is invalid or has expired');
      return signIn(ticket.userId, client);
    },

    recordDevice(sessionId: string, host: string, userAgent: string): Promise<void> {
      return repo.updateSessionDevice(db, sessionId, {
        host: host.toLowerCase().slice(0, 253),
        ...(userAgent ? { userAgent: userAgent.slice(0, 512) } : {}),
      });
    },

    /**
     * Sends the player their login by e-mail or SMS. An account without a password gets a generated one (set now,
     * sent once) so it can also sign in with login and password.
     */
    async sendLoginData(userId: number, channel: 'email' | 'sms' | undefined): Promise<{ channel: 'email' | 'sms' }> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized();
      const chosen = channel ?? (user.email ? 'email' : 'sms');
      const to = chosen === 'email' ? user.email : user.phone;
      if (!to) {
        throw field422(
          'channel',
          'address_missing',
          chosen === 'email' ? 'The account has no e-mail' : 'The account has no phone',
        );
      }
      const login = user.email ?? user.phone ?? String(user.id);
      let password = '';
      if (!user.passwordHash) {
        password = randomBytes(9).toString('base64url');
        await repo.updateUser(db, user.id, { passwordHash: await hashPassword(password) });
      }
      await messenger.send({
        channel: chosen,
        to,
        subject: 'Your login details',
        text: `Your login: ${login}\n${password ? `Your password: ${password}\nChange it in your profile.` : 'Your password is the one you set. Forgot it? Restore it on the site.'}`,
      });
      return { channel: chosen };
    },

    // ---- Sessions ----

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
          if (at.getTime() - rotated.rotatedAt.getTime() > REUSE_GRACE_MS) {
            await repo.revokeSession(db, rotated.id, at);
            liveSessions.forgetAll();
          }
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
      liveSessions.forgetAll();
    },

    isSessionLive(sessionId: string, userId: number): Promise<boolean> {
      const at = now();
      return liveSessions.isLive(sessionId, userId, at.getTime(), () => repo.isSessionLive(db, sessionId, userId, at));
    },

    listSessions(userId: number) {
      return repo.listLiveSessions(db, userId, now());
    },

    async revokeSession(userId: number, sessionId: string): Promise<void> {
      const revoked = await repo.revokeUserSession(db, userId, sessionId, now());
      liveSessions.forgetAll();
      if (!revoked) throw new HttpError(404, 'session_not_found', 'No such active session');
    },

    async revokeOtherSessions(userId: number, keep: string): Promise<number> {
      const count = await repo.revokeUserSessions(db, userId, now(), keep);
      liveSessions.forgetAll();
      return count;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
