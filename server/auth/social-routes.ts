import { randomBytes } from 'node:crypto';
import { generateCodeVerifier } from 'arctic';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_API, type SocialLoginError, type SocialProvider } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { errorMessage } from '../../contract/api/errors';
import { type Currency, isCurrency } from '../../contract/money';
import type { Config } from '../config';
import { socialIdentities } from '../db/schema';
import type { Db } from '../db/types';
import { pgErrorCode, ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { findUserByEmail } from './repository';
import { clientOf } from './routes';
import type { AuthService } from './service';
import { sendConsentPage, sendDeadEndPage, sendResultPage } from './social-pages';
import { createOAuthProvider, isUnreachable, type OAuthProvider, type SocialProfile } from './social-providers';
import { consumeTicket, createTicket } from './tickets';

/** A social login in flight (state) and the popup's login code live this long. */
const SOCIAL_STATE_TTL_MS = 10 * 60_000;
const SOCIAL_CODE_TTL_MS = 2 * 60_000;

interface SocialRoutesOptions {
  db: Db;
  auth: AuthService;
  config: Pick<Config, 'socialSandbox' | 'oauthClients' | 'publicApiUrl' | 'ssoUrl' | 'authRateLimitPerMin'>;
  originAllowed: (origin: string) => boolean;
  /** Replaces arctic's clients (tests). */
  providerFactory?: (name: OAuthProvider['name'], redirectUri: string) => OAuthProvider | null;
}

interface StateData {
  provider: SocialProvider;
  origin: string;
  redirectUri: string;
  codeVerifier: string;
  currency: Currency;
  consents: boolean;
  attribution: { fpp?: string; partner?: string; adplace?: string; stag?: string; promo?: string };
}

/**
 * Social login (spec §4, §7): PUT /auth/login answers the popup's address; the provider (or the built-in sandbox
 * consent page) returns to GET /auth/social/:provider/callback on the API host, which posts a one-time login code
 * to the page's origin; POST /api/v2/auth/social/exchange trades it for tokens.
 */
export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, opts) => {
  const { db, auth, config, originAllowed } = opts;
  const limited = { rateLimit: { max: config.authRateLimitPerMin, timeWindow: '1 minute' } };
  const apiBase = (request: FastifyRequest) => config.publicApiUrl ?? `${request.protocol}://${request.host}`;
  const callbackPath = (provider: SocialProvider) => pathOf(AUTH_API.socialCallback.path, { provider });

  function oauthProvider(name: SocialProvider, redirectUri: string): OAuthProvider | null {
    if (name === 'sandbox') return null;
    if (opts.providerFactory) return opts.providerFactory(name, redirectUri);
    const client = config.oauthClients[name];
    return client ? createOAuthProvider(name, client, redirectUri) : null;
  }

  /** The account of this identity: known, linked by a vouched-for e-mail, or new. */
  async function userFor(provider: SocialProvider, profile: SocialProfile, state: StateData): Promise<number> {
    const known = async () => {
      const [row] = await db
        .select({ userId: socialIdentities.userId })
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)))
        .limit(1);
      return row?.userId;
    };
    const existing = await known();
    if (existing) return existing;
    const identity = { provider, subject: profile.subject, email: profile.email, name: profile.name };
    const byEmail = profile.email ? await findUserByEmail(db, profile.email) : undefined;
    if (byEmail && profile.emailVerified) {
      await db
        .insert(socialIdentities)
        .values({ ...identity, userId: byEmail.id })
        .onConflictDoNothing();
      return (await known()) ?? byEmail.id;
    }
    const at = new Date();
    try {
      return await auth.createUserWith(
        {
          email: byEmail ? null : profile.email,
          isEmailVerified: !byEmail && profile.email !== null && profile.emailVerified,
          name: profile.name,
          passwordHash: null,
          currency: state.currency,
          registerMethod: 'social',
          fpp: state.attribution.fpp ?? null,
          partner: state.attribution.partner ?? null,
          adplace: state.attribution.adplace ?? null,
          stag: state.attribution.stag ?? null,
          promo: state.attribution.promo ?? null,
          adultConfirmedAt: state.consents ? at : null,
          agreementAcceptedAt: state.consents ? at : null,
        },
        async (tx, userId) => {
          await tx.insert(socialIdentities).values({ ...identity, userId });
          return userId;
        },
      );
    } catch (error) {
      // Two callbacks for one new identity (or its e-mail taken meanwhile): the other one won.
      if (pgErrorCode(error) === '23505') {
        const winner = await known();
        if (winner) return winner;
      }
      throw error;
    }
  }

  /** The page shows these buttons: the providers with a client, and the sandbox only where it is on. */
  const offered: SocialProvider[] = [
    ...(['google', 'vk', 'yandex'] as const).filter((name) => config.oauthClients[name]),
    ...(config.socialSandbox ? (['sandbox'] as const) : []),
  ];
  route(app, AUTH_API.socialProviders, {}, async () => ({ success: true as const, data: { providers: offered } }));

  route(app, AUTH_API.socialLogin, { config: limited }, async (request) => {
    const body = request.body;
    const origin = new URL(body.origin).origin;
    if (!originAllowed(origin)) {
      throw new ValidationError({ origin: [errorMessage('origin_not_allowed', 'This site address is not allowed')] });
    }
    const redirectUri = `${apiBase(request)}${callbackPath(body.provider)}`;
    const provider = oauthProvider(body.provider, redirectUri);
    if (body.provider === 'sandbox' ? !config.socialSandbox : !provider) {
      // Not configured here: the page closes the popup (spec §8).
      return { success: true as const, url: null };
    }
    const codeVerifier = generateCodeVerifier();
    const data: StateData = {
      provider: body.provider,
      origin,
      redirectUri,
      codeVerifier,
      currency: body.currency,
      consents: body.adult_confirmed === true && body.agreement_accepted === true,
      attribution: {
        fpp: body.fpp,
        partner: body.partner,
        adplace: body.adplace,
        stag: body.stag,
        promo: body.promo,
      },
    };
    const state = await createTicket(db, {
      kind: 'social_state',
      userId: null,
      ttlMs: SOCIAL_STATE_TTL_MS,
      data: data as unknown as Record<string, unknown>,
      now: new Date(),
    });
    const url = provider
      ? provider.authorizationUrl(state, codeVerifier).toString()
      : `${apiBase(request)}${AUTH_API.socialSandboxAuthorize.path}?state=${encodeURIComponent(state)}`;
    return { success: true as const, url };
  });

  if (config.socialSandbox) {
    route(app, AUTH_API.socialSandboxAuthorize, {}, async (request, reply) =>
      sendConsentPage(
        reply,
        callbackPath('sandbox'),
        request.query.state,
        `player-${randomBytes(3).toString('hex')}@sandbox.test`,
      ),
    );
  }

  route(app, AUTH_API.socialCallback, { config: limited }, async (request, reply) => {
    const { provider } = request.params;
    const query = request.query;
    const ticket = query.state ? await consumeTicket(db, query.state, ['social_state'], new Date()) : undefined;
    const state = ticket?.data as unknown as StateData | undefined;
    if (!state || state.provider !== provider) return sendDeadEndPage(reply);
    const fail = (error: SocialLoginError) =>
      sendResultPage(reply, state.origin, { type: 'social-login', provider, error });
    if (query.error) return fail(query.error === 'access_denied' ? 'access_denied' : 'provider_error');

    let profile: SocialProfile;
    if (provider === 'sandbox') {
      if (!config.socialSandbox) return fail('provider_disabled');
      const email = z.email().safeParse(query.sandbox_email?.trim().toLowerCase());
      if (!email.success) return fail('email_invalid');
      profile = {
        subject: email.data,
        email: email.data,
        emailVerified: false,
        name: query.sandbox_name?.trim() || null,
      };
    } else {
      const client = oauthProvider(provider, state.redirectUri);
      if (!client || !query.code) return fail('provider_error');
      try {
        profile = await client.profile(query.code, state.codeVerifier);
      } catch (error) {
        if (isUnreachable(error)) {
          request.log.warn({ err: error, provider }, 'social login: the provider cannot be reached');
          return fail('provider_unreachable');
        }
        request.log.warn({ err: error, provider }, 'social login: the provider refused the code');
        return fail('provider_error');
      }
    }
    const userId = await userFor(provider, profile, {
      ...state,
      currency: isCurrency(state.currency) ? state.currency : 'RUB',
    });
    const code = await createTicket(db, { kind: 'social_login', userId, ttlMs: SOCIAL_CODE_TTL_MS, now: new Date() });
    return sendResultPage(reply, state.origin, { type: 'social-login', provider, code });
  });

  route(app, AUTH_API.socialExchange, { config: limited }, async (request) => {
    const ticket = await consumeTicket(db, request.body.code, ['social_login'], new Date());
    if (!ticket?.userId) {
      throw new ValidationError({ code: [errorMessage('code_invalid', 'This login has expired. Try again.')] });
    }
    const tokens = await auth.signIn(ticket.userId, clientOf(request));
    return {
      success: true as const,
      token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      ...(config.ssoUrl ? { sso: config.ssoUrl } : {}),
    };
  });
};
