import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API, type CodeSentAnswer, type ResetTokenAnswer, type TokenAnswer } from '../../contract/api/auth';
import { TOTP_HEADER } from '../../contract/api/two-factor';
import { route } from '../lib/route';
import { requireAuth } from './authenticate';
import type { CodeSent } from './codes';
import {
  type AuthService,
  type ClientInfo,
  type IssuedTokens,
  RESET_TOKEN_TTL_MS,
  SIMPLE_AUTH_TTL_MS,
} from './service';

interface AuthRoutesOptions {
  auth: AuthService;
  authenticate: preHandlerAsyncHookHandler;
  ssoUrl: string | undefined;
  /** Logins, registrations, code sends and code checks per IP and minute. */
  rateLimitPerMin: number;
  /** Whether an Origin header may be used in links the server sends (restore e-mails). */
  originAllowed?: (origin: string) => boolean;
  /** Site address for links when the request has no allowed Origin. */
  defaultSiteOrigin?: string;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const totp = request.headers[TOTP_HEADER];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    ...(typeof totp === 'string' && totp ? { totp } : {}),
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, authenticate, ssoUrl } = opts;
  const limited = { rateLimit: { max: opts.rateLimitPerMin, timeWindow: '1 minute' } };
  const answer = (tokens: IssuedTokens): TokenAnswer => ({
    success: true,
    token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    ...(ssoUrl ? { sso: ssoUrl } : {}),
  });
  const sent = (info: CodeSent): CodeSentAnswer => ({
    success: true,
    data: { resend_in: info.resendIn, expires_in: info.expiresIn },
  });
  const resetAnswer = (token: string): ResetTokenAnswer => ({
    success: true,
    data: { reset_token: token, expires_in: RESET_TOKEN_TTL_MS / 1000 },
  });
  const ok = { success: true as const };
  const siteOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && opts.originAllowed?.(origin)) return origin;
    return opts.defaultSiteOrigin ?? 'http://localhost:8080';
  };
  // Authenticate before the body is validated: a signed-out call is a 401, whatever it sends.
  const signedIn = { preValidation: authenticate, config: limited };
  const open = { config: limited };

  // ---- Registration ----
  route(app, AUTH_API.registerEmail, open, async (request) =>
    answer(await auth.registerEmail(request.body, clientOf(request))),
  );
  route(app, AUTH_API.registerPhone, open, async (request) =>
    answer(await auth.registerPhone(request.body, clientOf(request))),
  );

  // ---- Login by password ----
  route(app, AUTH_API.loginEmailPassword, open, async (request) =>
    answer(await auth.loginPassword('email', request.body, clientOf(request))),
  );
  route(app, AUTH_API.loginPhonePassword, open, async (request) =>
    answer(await auth.loginPassword('phone', request.body, clientOf(request))),
  );

  // ---- Login by one-time code ----
  route(app, AUTH_API.loginEmailVerification, open, async (request) =>
    sent(await auth.sendLoginCode('email', request.body.email, clientOf(request))),
  );
  route(app, AUTH_API.loginEmailResend, open, async (request) =>
    sent(await auth.sendLoginCode('email', request.body.email, clientOf(request))),
  );
  route(app, AUTH_API.loginPhoneVerification, open, async (request) =>
    sent(await auth.sendLoginCode('phone', request.body.phone, clientOf(request))),
  );
  route(app, AUTH_API.loginPhoneCodeResend, open, async (request) =>
    sent(await auth.sendLoginCode('phone', request.body.phone, clientOf(request))),
  );
  route(app, AUTH_API.loginEmailCode, open, async (request) =>
    answer(await auth.loginCode('email', request.body.email, request.body.code, clientOf(request))),
  );
  route(app, AUTH_API.loginPhoneCode, open, async (request) =>
    answer(await auth.loginCode('phone', request.body.phone, request.body.code, clientOf(request))),
  );

  // ---- Confirming the account's e-mail and phone (signed in) ----
  route(app, AUTH_API.emailResend, signedIn, async (request) =>
    sent(await auth.resendVerify(requireAuth(request).userId, 'email', clientOf(request))),
  );
  route(app, AUTH_API.phoneResend, signedIn, async (request) =>
    sent(await auth.resendVerify(requireAuth(request).userId, 'phone', clientOf(request))),
  );
  route(app, AUTH_API.emailVerifyCode, signedIn, async (request) => {
    await auth.verifyAddress(requireAuth(request).userId, 'email', request.body.code, clientOf(request));
    return ok;
  });
  route(app, AUTH_API.phoneVerifyCode, signedIn, async (request) => {
    await auth.verifyAddress(requireAuth(request).userId, 'phone', request.body.code, clientOf(request));
    return ok;
  });

  // ---- Password restore by e-mail ----
  route(app, AUTH_API.passwordEmailForgot, open, async (request) =>
    sent(await auth.forgotPassword('email', request.body.email, clientOf(request), siteOrigin(request))),
  );
  route(app, AUTH_API.passwordEmailCodeConfirm, open, async (request) =>
    resetAnswer(await auth.confirmResetCode('email', request.body.email, request.body.code, clientOf(request))),
  );
  route(app, AUTH_API.passwordEmailTokenConfirm, open, async (request) =>
    resetAnswer(await auth.confirmResetLink(request.body.token)),
  );
  route(app, AUTH_API.passwordEmailTokenCheck, open, async (request) => {
    await auth.checkResetToken(request.body.token);
    return ok;
  });
  route(app, AUTH_API.passwordEmailResetToken, open, async (request) =>
    answer(
      await auth.resetWithToken(
        request.body.token,
        request.body.password,
        request.body.password_confirm,
        clientOf(request),
        ['password_reset', 'reset_link'],
      ),
    ),
  );
  route(app, AUTH_API.passwordEmailResetCode, open, async (request) => {
    const body = request.body;
    return answer(
      await auth.resetWithCode(body.email, body.code, body.password, body.password_confirm, clientOf(request)),
    );
  });

  // ---- Password restore by phone ----
  route(app, AUTH_API.passwordPhoneForgot, open, async (request) =>
    sent(await auth.forgotPassword('phone', request.body.phone, clientOf(request), siteOrigin(request))),
  );
  route(app, AUTH_API.passwordPhoneCodeConfirm, open, async (request) =>
    resetAnswer(await auth.confirmResetCode('phone', request.body.phone, request.body.code, clientOf(request))),
  );
  route(app, AUTH_API.passwordPhoneTokenCheck, open, async (request) => {
    await auth.checkResetToken(request.body.token, request.body.phone);
    return ok;
  });
  route(app, AUTH_API.passwordPhoneReset, open, async (request) =>
    answer(
      await auth.resetWithToken(
        request.body.token,
        request.body.password,
        request.body.password_confirm,
        clientOf(request),
        ['password_reset'],
      ),
    ),
  );

  // ---- Password change and first password (signed in) ----
  route(app, AUTH_API.passwordUpdate, signedIn, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    await auth.updatePassword(userId, sessionId, request.body);
    return ok;
  });
  route(app, AUTH_API.passwordSet, signedIn, async (request) => {
    await auth.setFirstPassword(requireAuth(request).userId, request.body);
    return ok;
  });

  // ---- simpleAuthToken sign-in and send_login_data ----
  route(app, AUTH_API.simpleAuthIssue, signedIn, async (request) => ({
    success: true as const,
    data: { token: await auth.issueSimpleAuth(requireAuth(request).userId), expires_in: SIMPLE_AUTH_TTL_MS / 1000 },
  }));
  route(app, AUTH_API.simpleAuthLogin, open, async (request) =>
    answer(await auth.simpleAuthLogin(request.body.token, clientOf(request))),
  );
  route(app, AUTH_API.simpleAuthDevice, signedIn, async (request) => {
    await auth.recordDevice(requireAuth(request).sessionId, request.body.host, request.body.userAgent);
    return ok;
  });
  route(app, AUTH_API.sendLoginData, signedIn, async (request) => {
    await auth.sendLoginData(requireAuth(request).userId, request.body?.channel);
    return ok;
  });

  // ---- Tokens ----
  route(app, AUTH_API.refreshToken, {}, async (request) => {
    const tokens = await auth.refresh(request.body.refresh_token);
    return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken };
  });

  route(app, AUTH_API.logout, { preHandler: authenticate }, async (request) => {
    await auth.logout(requireAuth(request).sessionId);
    return { success: true as const };
  });
};
