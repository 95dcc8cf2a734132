import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { requireAuth } from '../auth/authenticate';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { MirrorService } from './service';

interface MirrorRoutesOptions {
  mirrors: MirrorService;
  authenticate: preHandlerAsyncHookHandler;
  config: Pick<Config, 'ssoUrl' | 'revshareServiceFrontendUrl' | 'telegramChannelUrl' | 'metaYandexVerification'>;
}

/** The site address of a mirror, in the scheme the client reached us with. */
const siteLink = (request: FastifyRequest, domain: string) => `${request.protocol}://${domain}/`;

/** Spec §7 Mirrors and the site settings of spec §3 (API host). */
export const mirrorRoutes: FastifyPluginAsyncZod<MirrorRoutesOptions> = async (app, opts) => {
  const { mirrors, authenticate, config } = opts;

  route(app, MIRRORS_API.mirrorsToCheck, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await mirrors.signedList() };
  });

  route(app, MIRRORS_API.antiBonusResult, { preHandler: authenticate }, async (request) => {
    const stored = await mirrors.recordProbes(requireAuth(request).userId, request.ip, request.body.results);
    return { success: true as const, data: { stored } };
  });

  route(app, MIRRORS_API.mirror, {}, async (request) => {
    const here = await mirrors.find(request.body.domain);
    const best = await mirrors.recommended();
    return {
      data: {
        current: here?.state === 'active',
        mirror: best?.domain ?? null,
        link: best ? siteLink(request, best.domain) : null,
      },
    };
  });

  // Only a domain we know to be blocked or disabled sends its visitors away; the main domain need not be listed.
  route(app, MIRRORS_API.mirrorRedirect, {}, async (request) => {
    const here = await mirrors.find(request.body.domain);
    if (!here || here.state === 'active') return { data: { redirect: null } };
    const best = await mirrors.recommended();
    return { data: { redirect: best && best.id !== here.id ? siteLink(request, best.domain) : null } };
  });

  route(app, MIRRORS_API.mirrorLink, {}, async (request, reply) => {
    const best = await mirrors.recommended();
    if (!best) throw new HttpError(404, 'no_mirror', 'No working mirror is configured');
    return reply.header('cache-control', 'no-store').redirect(siteLink(request, best.domain), 301);
  });

  route(app, MIRRORS_API.siteSettings, {}, async () => ({
    data: {
      revshare_service_frontend_url: config.revshareServiceFrontendUrl ?? null,
      telegram_channel_url: config.telegramChannelUrl ?? null,
      meta_yandex_verification: config.metaYandexVerification ?? null,
      sso: config.ssoUrl ?? null,
    },
  }));
};
