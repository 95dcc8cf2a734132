import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_API, SIGNATURE_HEADER, SLOTS_API, type WalletAnswer } from '../../contract/api/slots';
import { STUDIO_API } from '../../contract/api/studio';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import type { Catalogue } from './catalogue';
import type { createLaunch } from './launch';
import { isProvider, providerSecret, signatureMatches } from './providers';
import { studioPage, studioPolicy, studioScript, studioStyle } from './studio/page';
import type { Studio } from './studio/service';
import type { WalletCalls } from './wallet-calls';

interface SlotsRoutesOptions {
  db: Db;
  calls: WalletCalls;
  studio: Studio;
  launch: ReturnType<typeof createLaunch>;
  identify: preHandlerAsyncHookHandler;
  authenticate: preHandlerAsyncHookHandler;
  catalogue: Catalogue;
  production: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The provider's wallet calls (signed; answered in its vocabulary), the casino's launch, and our studio's own
 * routes (its game page and its game's calls), all on the API host.
 */
export const slotsRoutes: FastifyPluginAsyncZod<SlotsRoutesOptions> = async (
  app,
  { db, calls, studio, launch, identify, authenticate, catalogue, production },
) => {
  const secrets = new Map<string, Promise<string>>();
  /** A call whose provider is unknown or whose signature is not its body's, refused before the body is validated. */
  async function signatureRefusal(request: FastifyRequest): Promise<WalletAnswer | null> {
    const { provider } = request.params as { provider: string };
    if (!isProvider(provider)) return { status: 'UNKNOWN_PROVIDER' };
    const header = request.headers[SIGNATURE_HEADER];
    let secret = secrets.get(provider);
    if (!secret) {
      secret = providerSecret(db, provider);
      secrets.set(provider, secret);
    }
    const given = typeof header === 'string' ? header : undefined;
    return signatureMatches(await secret, request.rawBody ?? '', given) ? null : { status: 'INVALID_SIGNATURE' };
  }

  await app.register(async (wallet) => {
    // The signature covers the body's exact bytes: this scope keeps them beside the parsed body.
    const parseJson = wallet.getDefaultJsonParser('error', 'error');
    wallet.removeContentTypeParser('application/json');
    wallet.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const raw = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = raw;
      if (raw.trim() === '') return done(null, undefined);
      return parseJson(request, raw, done);
    });
    const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
      const refusal = await signatureRefusal(request);
      if (refusal) return reply.code(200).send(refusal);
    };
    route(wallet, SLOTS_API.balance, { preValidation }, async (request) =>
      calls.balance(request.params.provider, request.body.session),
    );
    route(wallet, SLOTS_API.bet, { preValidation }, async (request) =>
      calls.bet(request.params.provider, request.body),
    );
    route(wallet, SLOTS_API.win, { preValidation }, async (request) =>
      calls.win(request.params.provider, request.body),
    );
    route(wallet, SLOTS_API.rollback, { preValidation }, async (request) =>
      calls.rollback(request.params.provider, request.body),
    );
  });

  route(app, SLOTS_API.launch, { preHandler: identify }, async (request) => ({
    data: await launch(request.auth?.userId ?? null, request.body),
  }));

  await app.register(async (pages) => {
    // After the app's own headers (helmet's frame-ancestors 'self'): the studio's page is framed by the site.
    pages.addHook('onSend', async (request, reply, payload) => {
      reply.header('content-security-policy', studioPolicy(request, production));
      reply.removeHeader('x-frame-options');
      return payload;
    });
    route(pages, STUDIO_API.page, {}, async (request, reply) =>
      studioPage(reply, request.params.session, await studio.page(request.params.session)),
    );
    route(pages, STUDIO_API.script, {}, async (_request, reply) => studioScript(reply));
    route(pages, STUDIO_API.style, {}, async (_request, reply) => studioStyle(reply));
  });
  route(app, STUDIO_API.state, {}, async (request) => studio.state(request.params.session));
  route(app, STUDIO_API.spin, {}, async (request) =>
    studio.spin(request.params.session, request.headers['idempotency-key'], request.body),
  );

  const me = (request: FastifyRequest) => request.auth?.userId ?? null;
  route(app, CATALOGUE_API.games, { preHandler: identify }, async (request) => ({
    data: await catalogue.list(me(request), request.query),
  }));
  route(app, CATALOGUE_API.game, { preHandler: identify }, async (request) => ({
    data: await catalogue.game(me(request), request.params.slug),
  }));
  route(app, CATALOGUE_API.providers, {}, async () => ({ data: await catalogue.providers() }));
  route(app, CATALOGUE_API.recent, { preHandler: authenticate }, async (request) => ({
    data: await catalogue.recent(requireAuth(request).userId),
  }));
  route(app, CATALOGUE_API.addFavourite, { preHandler: authenticate }, async (request) => ({
    data: await catalogue.favourite(requireAuth(request).userId, request.params.slug, true),
  }));
  route(app, CATALOGUE_API.removeFavourite, { preHandler: authenticate }, async (request) => ({
    data: await catalogue.favourite(requireAuth(request).userId, request.params.slug, false),
  }));
};
