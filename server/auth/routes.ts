import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginEmailPasswordBody,
  LogoutAnswer,
  RefreshTokenAnswer,
  RefreshTokenBody,
  RegisterEmailBody,
  TokenAnswer,
} from '../../contract/api/auth';
import { API } from '../../contract/api/paths';
import { requireAuth } from './authenticate';
import type { AuthService, ClientInfo } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  authenticate: preHandlerAsyncHookHandler;
  ssoUrl: string | undefined;
  /** Logins and registrations per IP and minute. */
  rateLimitPerMin: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, authenticate, ssoUrl } = opts;
  const limited = { rateLimit: { max: opts.rateLimitPerMin, timeWindow: '1 minute' } };
  const clientOf = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  const answer = (tokens: { accessToken: string; refreshToken: string }): TokenAnswer => ({
    success: true,
    token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    ...(ssoUrl ? { sso: ssoUrl } : {}),
  });

  app.post(
    API.registerEmail,
    { config: limited, schema: { body: RegisterEmailBody, response: { 200: TokenAnswer } } },
    async (request) => answer(await auth.registerEmail(request.body, clientOf(request))),
  );

  app.post(
    API.loginEmailPassword,
    { config: limited, schema: { body: LoginEmailPasswordBody, response: { 200: TokenAnswer } } },
    async (request) => answer(await auth.loginEmailPassword(request.body, clientOf(request))),
  );

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
