import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_API } from '../../contract/api/account';
import {
  CodeSentAnswer,
  CodeTypeQuery,
  EmailOnlyBody,
  LoginEmailCodeBody,
  LoginEmailPasswordBody,
  LoginPhoneCodeBody,
  LoginPhonePasswordBody,
  LogoutAnswer,
  PasswordEmailCodeConfirmBody,
  PasswordEmailTokenCheckBody,
  PasswordPhoneCodeConfirmBody,
  PasswordPhoneTokenCheckBody,
  PasswordResetCodeBody,
  PasswordResetTokenBody,
  PasswordSetBody,
  PasswordTokenConfirmBody,
  PasswordUpdateBody,
  PhoneOnlyBody,
  RefreshTokenAnswer,
  RefreshTokenBody,
  RegisterEmailBody,
  RegisterPhoneBody,
  ResetTokenAnswer,
  SendLoginDataBody,
  SimpleAuthDeviceBody,
  SimpleAuthIssueAnswer,
  SimpleAuthLoginBody,
  SuccessAnswer,
  TokenAnswer,
  VerifyCodeBody,
} from '../../contract/api/auth';
import { API } from '../../contract/api/paths';
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
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
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
  const tokens = { response: { 200: TokenAnswer } };
  const codeSent = { response: { 200: CodeSentAnswer } };
  const success = { response: { 200: SuccessAnswer } };
  // Authenticate before the body is validated: a signed-out call is a 401, whatever it sends.
  const signedIn = { preValidation: authenticate, config: limited };

  // ---- Registration ----
  app.post(API.registerEmail, { config: limited, schema: { body: RegisterEmailBody, ...tokens } }, async (request) =>
    answer(await auth.registerEmail(request.body, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.registerPhone,
    { config: limited, schema: { body: RegisterPhoneBody, ...tokens } },
    async (request) => answer(await auth.registerPhone(request.body, clientOf(request))),
  );

  // ---- Login by password ----
  app.post(
    API.loginEmailPassword,
    { config: limited, schema: { body: LoginEmailPasswordBody, ...tokens } },
    async (request) => answer(await auth.loginPassword('email', request.body, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginPhonePassword,
    { config: limited, schema: { body: LoginPhonePasswordBody, ...tokens } },
    async (request) => answer(await auth.loginPassword('phone', request.body, clientOf(request))),
  );

  // ---- Login by one-time code ----
  app.post(
    ACCOUNT_API.loginEmailVerification,
    { config: limited, schema: { body: EmailOnlyBody, ...codeSent } },
    async (request) => sent(await auth.sendLoginCode('email', request.body.email, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginEmailResend,
    { config: limited, schema: { body: EmailOnlyBody, ...codeSent } },
    async (request) => sent(await auth.sendLoginCode('email', request.body.email, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginPhoneVerification,
    { config: limited, schema: { body: PhoneOnlyBody, querystring: CodeTypeQuery, ...codeSent } },
    async (request) => sent(await auth.sendLoginCode('phone', request.body.phone, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginPhoneCodeResend,
    { config: limited, schema: { body: PhoneOnlyBody, querystring: CodeTypeQuery, ...codeSent } },
    async (request) => sent(await auth.sendLoginCode('phone', request.body.phone, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginEmailCode,
    { config: limited, schema: { body: LoginEmailCodeBody, ...tokens } },
    async (request) => answer(await auth.loginCode('email', request.body.email, request.body.code, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.loginPhoneCode,
    { config: limited, schema: { body: LoginPhoneCodeBody, querystring: CodeTypeQuery, ...tokens } },
    async (request) => answer(await auth.loginCode('phone', request.body.phone, request.body.code, clientOf(request))),
  );

  // ---- Confirming the account's e-mail and phone (signed in) ----
  app.post(ACCOUNT_API.emailResend, { ...signedIn, schema: codeSent }, async (request) =>
    sent(await auth.resendVerify(requireAuth(request).userId, 'email', clientOf(request))),
  );
  app.post(
    ACCOUNT_API.phoneResend,
    { ...signedIn, schema: { querystring: CodeTypeQuery, ...codeSent } },
    async (request) => sent(await auth.resendVerify(requireAuth(request).userId, 'phone', clientOf(request))),
  );
  app.post(
    ACCOUNT_API.emailVerifyCode,
    { ...signedIn, schema: { body: VerifyCodeBody, ...success } },
    async (request) => {
      await auth.verifyAddress(requireAuth(request).userId, 'email', request.body.code, clientOf(request));
      return ok;
    },
  );
  app.post(
    ACCOUNT_API.phoneVerifyCode,
    { ...signedIn, schema: { body: VerifyCodeBody, ...success } },
    async (request) => {
      await auth.verifyAddress(requireAuth(request).userId, 'phone', request.body.code, clientOf(request));
      return ok;
    },
  );

  // ---- Password restore by e-mail ----
  app.post(
    ACCOUNT_API.passwordEmailForgot,
    { config: limited, schema: { body: EmailOnlyBody, ...codeSent } },
    async (request) =>
      sent(await auth.forgotPassword('email', request.body.email, clientOf(request), siteOrigin(request))),
  );
  app.post(
    ACCOUNT_API.passwordEmailCodeConfirm,
    { config: limited, schema: { body: PasswordEmailCodeConfirmBody, response: { 200: ResetTokenAnswer } } },
    async (request) =>
      resetAnswer(await auth.confirmResetCode('email', request.body.email, request.body.code, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.passwordEmailTokenConfirm,
    { config: limited, schema: { body: PasswordTokenConfirmBody, response: { 200: ResetTokenAnswer } } },
    async (request) => resetAnswer(await auth.confirmResetLink(request.body.token)),
  );
  app.post(
    ACCOUNT_API.passwordEmailTokenCheck,
    { config: limited, schema: { body: PasswordEmailTokenCheckBody, ...success } },
    async (request) => {
      await auth.checkResetToken(request.body.token);
      return ok;
    },
  );
  app.post(
    ACCOUNT_API.passwordEmailResetToken,
    { config: limited, schema: { body: PasswordResetTokenBody, ...tokens } },
    async (request) =>
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
  app.post(
    ACCOUNT_API.passwordEmailResetCode,
    { config: limited, schema: { body: PasswordResetCodeBody, ...tokens } },
    async (request) => {
      const body = request.body;
      return answer(
        await auth.resetWithCode(body.email, body.code, body.password, body.password_confirm, clientOf(request)),
      );
    },
  );

  // ---- Password restore by phone ----
  app.post(
    ACCOUNT_API.passwordPhoneForgot,
    { config: limited, schema: { body: PhoneOnlyBody, querystring: CodeTypeQuery, ...codeSent } },
    async (request) =>
      sent(await auth.forgotPassword('phone', request.body.phone, clientOf(request), siteOrigin(request))),
  );
  app.post(
    ACCOUNT_API.passwordPhoneCodeConfirm,
    { config: limited, schema: { body: PasswordPhoneCodeConfirmBody, response: { 200: ResetTokenAnswer } } },
    async (request) =>
      resetAnswer(await auth.confirmResetCode('phone', request.body.phone, request.body.code, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.passwordPhoneTokenCheck,
    { config: limited, schema: { body: PasswordPhoneTokenCheckBody, ...success } },
    async (request) => {
      await auth.checkResetToken(request.body.token, request.body.phone);
      return ok;
    },
  );
  app.post(
    ACCOUNT_API.passwordPhoneReset,
    { config: limited, schema: { body: PasswordResetTokenBody, ...tokens } },
    async (request) =>
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
  app.post(
    ACCOUNT_API.passwordUpdate,
    { ...signedIn, schema: { body: PasswordUpdateBody, ...success } },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      await auth.updatePassword(userId, sessionId, request.body);
      return ok;
    },
  );
  app.post(ACCOUNT_API.passwordSet, { ...signedIn, schema: { body: PasswordSetBody, ...success } }, async (request) => {
    await auth.setFirstPassword(requireAuth(request).userId, request.body);
    return ok;
  });

  // ---- simpleAuthToken sign-in and send_login_data ----
  app.post(
    ACCOUNT_API.simpleAuthIssue,
    { ...signedIn, schema: { response: { 200: SimpleAuthIssueAnswer } } },
    async (request) => ({
      success: true as const,
      data: { token: await auth.issueSimpleAuth(requireAuth(request).userId), expires_in: SIMPLE_AUTH_TTL_MS / 1000 },
    }),
  );
  app.post(
    ACCOUNT_API.simpleAuthLogin,
    { config: limited, schema: { body: SimpleAuthLoginBody, ...tokens } },
    async (request) => answer(await auth.simpleAuthLogin(request.body.token, clientOf(request))),
  );
  app.post(
    ACCOUNT_API.simpleAuthDevice,
    { ...signedIn, schema: { body: SimpleAuthDeviceBody, ...success } },
    async (request) => {
      await auth.recordDevice(requireAuth(request).sessionId, request.body.host, request.body.userAgent);
      return ok;
    },
  );
  app.post(
    ACCOUNT_API.sendLoginData,
    { ...signedIn, schema: { body: SendLoginDataBody.nullish(), ...success } },
    async (request) => {
      await auth.sendLoginData(requireAuth(request).userId, request.body?.channel);
      return ok;
    },
  );

  // ---- Tokens ----
  app.post(
    API.refreshToken,
    { schema: { body: RefreshTokenBody, response: { 200: RefreshTokenAnswer } } },
    async (request) => {
      const tokens = await auth.refresh(request.body.refresh_token);
      return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken };
    },
  );

  app.put(API.logout, { preHandler: authenticate, schema: { response: { 200: LogoutAnswer } } }, async (request) => {
    await auth.logout(requireAuth(request).sessionId);
    return { success: true as const };
  });
};
