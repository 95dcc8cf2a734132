import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { FINGERPRINT_HEADER } from '../contract/api/attribution';
import { HEALTH_API } from '../contract/api/health';
import { SERVER_MARK_HEADER, SERVER_MARK_VALUE } from '../contract/api/mirrors';
import { TOTP_HEADER } from '../contract/api/two-factor';
import { BOOT_SCRIPT } from '../contract/boot-script';
import { MAX_CLIENT_MESSAGE_BYTES } from '../contract/realtime/messages';
import { analyticsOperatorRoutes, analyticsRoutes } from './analytics/routes';
import { attributionOperatorRoutes } from './attribution/operator';
import { attributionRoutes } from './attribution/routes';
import { createAttributionService } from './attribution/service';
import { makeAuthenticate, makeIdentify } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import { socialRoutes } from './auth/social-routes';
import { identifySocketToken } from './auth/socket-token';
import { loadJwtKey } from './auth/tokens';
import { createAdjustmentRequests } from './backoffice/adjustments';
import { adjustmentOperatorRoutes } from './backoffice/adjustments-routes';
import { playerOperatorRoutes } from './backoffice/players-routes';
import { createDepositDesk } from './billing/deposits-operator';
import { createInvoiceService } from './billing/invoices';
import { billingOperatorRoutes, depositOperatorRoutes } from './billing/operator';
import { createPayoutService } from './billing/payouts';
import { createSandboxProvider, type PaymentProvider } from './billing/provider';
import { billingRoutes } from './billing/routes';
import { sandboxRoutes } from './billing/sandbox';
import { loadWebhookSecret } from './billing/secret';
import { bonusOperatorRoutes } from './bonus/operator-routes';
import { bonusRoutes } from './bonus/routes';
import { BONUS_EXPIRY_CHECK_MS, createBonusService } from './bonus/service';
import type { Config } from './config';
import { startCrashLeader } from './crash/leader';
import { createCrashRounds } from './crash/rounds';
import crashRoutes from './crash/routes';
import { createCrashService } from './crash/service';
import { registerDatabaseGate } from './db/availability';
import type { Db } from './db/types';
import { gameSettingsOperatorRoutes } from './games/operator-routes';
import { createGameSettings } from './games/settings';
import { createGeoGate } from './geo/gate';
import { geoOperatorRoutes } from './geo/operator';
import { geoRoutes } from './geo/routes';
import { registerHealth } from './health/routes';
import { historyRoutes } from './history/routes';
import { scheduleLeaderboardRefresh } from './leaderboard/refresh';
import { leaderboardOperatorRoutes, leaderboardRoutes } from './leaderboard/routes';
import { frameworkErrors, registerErrorHandler } from './lib/errors';
import { HttpError } from './lib/http-error';
import { runEvery } from './lib/run-every';
import { refuseUnstorableText } from './lib/storable-input';
import { createLiveRounds, startLiveLeaders } from './live/rounds';
import liveRoutes from './live/routes';
import { createLiveService } from './live/service';
import { messengerFromConfig } from './messaging/messenger';
import { outboxRoutes } from './messaging/outbox-routes';
import { createMirrorKeyring } from './mirrors/keyring';
import { mirrorKeyOperatorRoutes } from './mirrors/keys-operator';
import { mirrorOperatorRoutes } from './mirrors/operator';
import { mirrorOrigins } from './mirrors/origins';
import { registerPixel } from './mirrors/pixel';
import { assertProductionMirrorKeys } from './mirrors/production-keys';
import { mirrorRoutes } from './mirrors/routes';
import { createMirrorService } from './mirrors/service';
import { createOperatorAccounts } from './operator/accounts';
import { makeOperatorAuth } from './operator/authenticate';
import { backofficeRoutes, operatorSignInRoutes } from './operator/backoffice-routes';
import { operatorRoutes } from './operator/routes';
import { policyOperatorRoutes, policyRoutes } from './policies/routes';
import { seedShippedPolicies } from './policies/service';
import { profileRoutes } from './profile/routes';
import { rateLimitStore } from './rate-limits/fastify-store';
import { openCounterStore } from './rate-limits/open';
import type { Bus } from './realtime/bus';
import { createFeed } from './realtime/feed';
import { publishingSlotWins } from './realtime/feed-slots';
import { serveGameTopics } from './realtime/game-topics';
import { createHub } from './realtime/hub';
import { openBus } from './realtime/open';
import { socketRoutes } from './realtime/socket-routes';
import { reportOperatorRoutes } from './reports/routes';
import { createRoomsRounds, startRoomsLeader } from './rooms/rounds';
import roomsRoutes from './rooms/routes';
import { createRoomsService } from './rooms/service';
import { routeRuleOperatorRoutes, routeRuleRoutes } from './route-rules/routes';
import { createRouteRules } from './route-rules/service';
import { saferGamblingRoutes } from './safer-gambling/routes';
import { createSaferGamblingService } from './safer-gambling/service';
import { createAddressCheck } from './site/address-checks';
import { createSiteHandler } from './site/static';
import { slotsRoutes } from './slots/routes';
import { createSlots } from './slots/setup';
import { STUDIO_SWEEP_EVERY_MS } from './slots/studio/service';
import { createSettlement } from './sports/bets/settle';
import { runFeed } from './sports/book/runner';
import { createBookSync } from './sports/book/sync';
import { publishSportsChanges, serveSportsTopic } from './sports/live';
import { sportsOperatorRoutes } from './sports/operator-routes';
import { sportsRoutes } from './sports/routes';
import { createSimulator, simulatorOptions } from './sports/sim/simulator';
import { supportOperatorRoutes, supportRoutes } from './support/routes';
import { tournamentOperatorRoutes, tournamentRoutes } from './tournaments/routes';
import { createTournaments, tournamentExists } from './tournaments/service';
import { twoFactorRoutes } from './two-factor/routes';
import { createTwoFactor } from './two-factor/service';
import { verificationRoutes } from './verification/routes';
import { createVerificationService } from './verification/service';
import { vipOperatorRoutes, vipRoutes } from './vip/routes';
import { walletRoutes } from './wallet/routes';
import { createWalletService } from './wallet/service';

/** The API answers on any host whose first label is `api` (api.localhost, api.m1.localhost, api.example.com). */
export const API_HOST = /^api\./i;

function isApiHost(request: FastifyRequest): boolean {
  return API_HOST.test(request.headers.host ?? '');
}

/** Origins CORS accepts: the configured ones, any http://*.localhost on our port, and the mirrors' sites. */
function makeOriginCheck(
  config: Pick<Config, 'siteOrigins' | 'port' | 'nodeEnv'>,
  mirrorDomains: () => string[] = () => [],
): (origin: string) => boolean {
  const exact = new Set(config.siteOrigins);
  const localhost = new RegExp(`^http://([a-z0-9-]+\\.)*localhost:${config.port}$`, 'i');
  return (origin) =>
    exact.has(origin) || localhost.test(origin) || mirrorOrigins(mirrorDomains(), config.nodeEnv).includes(origin);
}

/** The CSP source that allows the pages' inline boot script and no other. */
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** How often each process finishes the tournaments past their end (a compare-and-set: one pays). */
const TOURNAMENT_FINISH_CHECK_MS = 60_000;

const HEALTH_URLS: string[] = Object.values(HEALTH_API).map((endpoint) => endpoint.path);

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Pino logger settings; defaults to the config's level. */
  logger?: boolean | { level: string };
  /**
   * Most API requests in progress at once before answering 503 `busy` (0: no bound). PGlite is one connection,
   * so main.ts bounds its queue instead of letting it grow without end.
   */
  maxInFlight?: number;
  /** Called with every route as it is registered (the fuzzer collects what to request). */
  onRoute?: (route: RouteOptions) => void;
  /** Messages between API processes (default: server/realtime/open.ts's choice from the config). */
  bus?: Bus;
  /** Take part in the election of crash's leader and run its rounds when leading (main.ts; tests drive them). */
  runCrashRounds?: boolean;
  /** Crash's clock (tests set the time a bet or cash-out arrives). */
  crashClock?: () => number;
  /** Take part in the election of the rooms' leader and run their draws when leading (main.ts; tests drive them). */
  runRoomsRounds?: boolean;
  /** The rooms' clock (tests set the time a stake arrives). */
  roomsClock?: () => number;
  /** Take part in the election of the live tables' leader and run their rounds when leading (main.ts). */
  runLiveRounds?: boolean;
  /** The live tables' clock (tests set the time a bet arrives). */
  liveClock?: () => number;
}

export async function buildApp({
  db,
  config,
  logger,
  maxInFlight = 0,
  onRoute,
  bus: givenBus,
  runCrashRounds = false,
  crashClock,
  runRoomsRounds = false,
  roomsClock,
  runLiveRounds = false,
  liveClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    frameworkErrors,
    // A hop count becomes a function: Fastify's types take only booleans, addresses and functions.
    trustProxy:
      typeof config.trustedProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustedProxy)
        : config.trustedProxy,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The health checks ask the database themselves.
  const gated = (request: FastifyRequest) =>
    isApiHost(request) && !HEALTH_URLS.includes(request.url.split('?')[0] as string);
  registerDatabaseGate(app, () => db.execute(sql`SELECT 1`), gated, { log: (message) => app.log.warn(message) });
  // Text PostgreSQL cannot store is a 422 wherever it arrives: params, query, headers, any body (contract/api/text.ts).
  app.addHook('preValidation', refuseUnstorableText);

  // An empty JSON body is "no body" (so the schema reports the missing fields as a 422, not a 400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  // Mirrors: loaded before the plugins, whose CORS and CSP allow the mirrors' origins.
  const keyring = createMirrorKeyring({
    db,
    configured: config.mirrorSigningKey,
    production: config.nodeEnv === 'production',
  });
  await keyring.start();
  if (config.nodeEnv === 'production') await assertProductionMirrorKeys(await keyring.publicKeys(), config.siteDir);
  const mirrors = createMirrorService({ db, keyring });
  await mirrors.start(config.mirrors);

  // Every answer is marked as ours, so the client can tell a block page or a hijacked host from this server.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(SERVER_MARK_HEADER, SERVER_MARK_VALUE);
  });

  // ---- Plugins (before routes) ----
  // helmet itself, built once (@fastify/helmet builds a new helmet on every request: ~5% of a bet's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // The pages' one inline script, by its hash (contract/boot-script.ts).
        scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE, ...config.thirdPartyOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.thirdPartyOrigins],
        fontSrc: ["'self'", 'data:'],
        // The API lives on the api subdomain of the current host; *.localhost covers local mirrors and dev.
        connectSrc: [
          "'self'",
          (request) => {
            const host = (request.headers.host ?? '').replace(/[^a-z0-9.:-]/gi, '');
            return host ? `${config.nodeEnv === 'production' ? 'https' : 'http'}://api.${host}` : "'self'";
          },
          'http://*.localhost:*',
          'ws://*.localhost:*',
          // Failover reaches mirrors that may postdate this header: an installed app serves its pages and worker
          // from the precache with the headers of its last update, which a blocked site cannot refresh. The mirror
          // list itself is signed, and CORS guards the API.
          'https:',
          ...config.thirdPartyOrigins,
        ],
        // Captcha and chat widgets render in frames of their own origin; the slots studio's game page is on the API
        // host (server/slots/studio/page.ts).
        frameSrc: [
          "'self'",
          (request) => {
            const host = (request.headers.host ?? '').replace(/[^a-z0-9.:-]/gi, '');
            return host ? `${config.nodeEnv === 'production' ? 'https' : 'http'}://api.${host}` : "'self'";
          },
          ...(config.nodeEnv === 'production' ? [] : ['http://*.localhost:*']),
          ...config.thirdPartyOrigins,
        ],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The social login popup (on the API host) posts its result back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Mirrors probe pixel.png across sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.nodeEnv === 'production',
  });
  const runHelmet = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  // JSON answers of the API get a short fixed set instead (no document to protect: nothing to frame, run or
  // sniff), set in a few microseconds; the API's HTML pages (social login, sandbox payment) still get helmet's.
  const apiHeaders: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['cross-origin-resource-policy', 'cross-origin'],
    ['referrer-policy', 'no-referrer'],
  ];
  if (config.nodeEnv === 'production') {
    apiHeaders.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  }
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiHost(request)) return runHelmet(request, reply, done);
    for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isApiHost(request) || type.startsWith('application/json')) return done(null, payload);
    runHelmet(request, reply, (error) => (error ? done(error) : done(null, payload)));
  });

  const originAllowed = makeOriginCheck(config, () => mirrors.knownDomains());
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || originAllowed(origin)),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'Region',
      'Idempotency-Key',
      FINGERPRINT_HEADER,
      TOTP_HEADER,
    ],
    // Retry-After: the page shows how long to wait (a code asked for again too soon, a busy service).
    exposedHeaders: [SERVER_MARK_HEADER, 'Retry-After'],
    maxAge: 600,
  });

  // Counters every process shares (the database, or Redis with REDIS_URL): the per-IP limits and the auth limits.
  const counters = await openCounterStore({ db, redisUrl: config.redisUrl, log: app.log });
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counters),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', 'Too many attempts. Wait a minute and try again.'),
  });

  // The WebSocket upgrade (before the routes: the plugin wraps each route as it is registered). No
  // permessage-deflate: the broadcasts are framed once and written as they are (server/realtime/frame.ts).
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES, perMessageDeflate: false } });

  app.decorateRequest('auth', null);

  if (maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiHost(request)) return;
      if (inFlight >= maxInFlight) {
        reply.header('retry-after', '1');
        throw new HttpError(503, 'busy', 'The server is busy. Try again in a moment.');
      }
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
      });
    });
  }

  // ---- Services ----
  const jwtKey = await loadJwtKey(db, config.jwtSecret);
  const wallet = createWalletService(db);
  await wallet.ensureSystemAccounts();
  // Messages between API processes (server/realtime), the sockets of this one, and the live bets feed (every game's
  // settled rounds are published to it).
  const bus =
    givenBus ?? (await openBus({ db, databaseUrl: config.databaseUrl, redisUrl: config.redisUrl, log: app.log }));
  const hub = createHub();
  const feed = createFeed({ db, bus, hub, log: app.log });
  app.addHook('onClose', async () => {
    feed.close();
    await bus.close();
  });
  const messenger = messengerFromConfig(db, config, app.log);
  const bonus = createBonusService({ db, wallet });
  const settlement = createSettlement(db, wallet, app.log, feed, bonus);
  if (config.sportsFeed === 'simulator') {
    const odds = createSimulator(simulatorOptions(config));
    let runner: ReturnType<typeof runFeed> | null = null;
    app.addHook('onReady', async () => {
      runner = runFeed({
        book: createBookSync(db, odds),
        intervalMs: config.sportsFeedIntervalMs,
        onChanges: (changes) => publishSportsChanges(bus, changes, app.log),
        onResults: async (eventIds) => {
          await settlement.settleEvents(eventIds);
        },
        onSweep: async () => {
          await settlement.settlePending();
        },
        log: app.log,
      });
    });
    app.addHook('onClose', async () => runner?.stop());
  }
  const attribution = createAttributionService(db);
  const twoFactor = createTwoFactor({ db, counters });
  const operatorAuth = makeOperatorAuth(config.operatorToken, db);
  const operatorAccounts = createOperatorAccounts({ db, counters });
  const auth = createAuthService({
    db,
    config,
    jwtKey,
    wallet,
    counters,
    messenger,
    secondFactor: twoFactor,
    log: app.log,
    onUserCreated: (tx, userId, fields) => attribution.linkToUser(userId, { fingerprint: fields.fpp }, tx),
  });
  const gate = createGeoGate({ db, envCountries: config.blockedCountries, localCountry: config.geoLocalCountry });
  const routeRules = createRouteRules(db);
  const authenticate = makeAuthenticate(jwtKey, auth);
  const sandbox = createSandboxProvider(await loadWebhookSecret(db, config.paymentWebhookSecret));
  const providers = new Map<string, PaymentProvider>(config.sandboxPayments ? [[sandbox.name, sandbox]] : []);
  const stopBonusExpiry = runEvery(bonus.expireAllDue, BONUS_EXPIRY_CHECK_MS, (error) =>
    app.log.warn({ err: error }, 'due bonuses were not expired'),
  );
  app.addHook('onClose', () => stopBonusExpiry());
  const slots = await createSlots({
    app,
    apiHost: 'api.localhost',
    db,
    wallet,
    bonus,
  });
  const invoices = createInvoiceService({ db, wallet, providers, lifetimeS: config.invoiceLifetimeS, bonus });
  const payouts = createPayoutService(db, wallet, undefined, bonus.forfeitAll);
  const gameSettings = createGameSettings(db);
  const saferGambling = createSaferGamblingService(db, { realityCheckMinuteS: config.realityCheckMinuteS });
  const adjustments = createAdjustmentRequests(db, wallet);
  const crash = createCrashService({ db, wallet, bus, bonus, clock: crashClock, feed });
  if (runCrashRounds) {
    const leader = startCrashLeader({
      rounds: createCrashRounds({ db, wallet, crash, bonus }, config.crash),
      databaseUrl: config.databaseUrl,
      log: (message) => app.log.warn(message),
    });
    app.addHook('onClose', () => leader.stop());
  }
  await seedShippedPolicies(db);
  const stopLeaderboard = scheduleLeaderboardRefresh(db, config.leaderboardRefreshS, app.log);
  app.addHook('onClose', () => stopLeaderboard());
  const rooms = createRoomsService({ db, wallet, bus, bonus, settings: config.rooms, clock: roomsClock });
  const live = createLiveService({ db, wallet, bus, bonus, settings: config.live, clock: liveClock });
  app.addHook('onClose', serveGameTopics({ hub, bus, crash, rooms, live }));
  app.addHook('onClose', serveSportsTopic({ hub, bus }));
  if (runLiveRounds) {
    const leaders = startLiveLeaders({
      rounds: createLiveRounds({ db, wallet, live, feed, bonus }),
      databaseUrl: config.databaseUrl,
      log: (message) => app.log.warn(message),
    });
    app.addHook('onClose', async () => {
      await Promise.all(leaders.map((leader) => leader.stop()));
    });
  }
  if (runRoomsRounds) {
    const leader = startRoomsLeader({
      rounds: createRoomsRounds({ db, wallet, rooms, feed, bonus }),
      databaseUrl: config.databaseUrl,
      log: (message) => app.log.warn(message),
    });
    app.addHook('onClose', () => leader.stop());
  }

  // ---- API routes: only on the api host ----
  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      route.constraints = { ...route.constraints, host: API_HOST };
    });
    api.addHook('onRequest', gate.hook);
    await api.register(geoRoutes, { gate });
    await api.register(mirrorRoutes, { mirrors, authenticate, config });
    await api.register(attributionRoutes, { attribution, gate, authenticate });
    await api.register(routeRuleRoutes, { rules: routeRules });
    await api.register(authRoutes, {
      auth,
      authenticate,
      ssoUrl: config.ssoUrl,
      rateLimitPerMin: config.authRateLimitPerMin,
      originAllowed,
      defaultSiteOrigin: config.siteOrigins[0],
    });
    await api.register(socialRoutes, { db, auth, config, originAllowed });
    if (config.devOutbox) await api.register(outboxRoutes, { db });
    await api.register(profileRoutes, {
      db,
      authenticate,
      auth,
      bonus,
      onVisibilityChanged: (userId) => feed.playerChanged(userId),
    });
    await api.register(verificationRoutes, {
      verification: createVerificationService({ db, dataDir: config.dataDir }),
      authenticate,
      operatorAuth,
      maxBytes: config.kycMaxBytes,
    });
    await api.register(walletRoutes, { db, wallet, authenticate, bonus });
    await api.register(historyRoutes, { db, authenticate });
    await api.register(import('./games/routes'), { db, wallet, authenticate, feed, bonus, settings: gameSettings });
    await api.register(socketRoutes, {
      hub,
      identify: identifySocketToken(jwtKey, auth),
      originAllowed,
      heartbeatMs: config.realtimeHeartbeatMs,
    });
    await api.register(bonusRoutes, { db, bonus, authenticate });
    await api.register(crashRoutes, { crash, authenticate, identify: makeIdentify(jwtKey, auth) });
    await api.register(vipRoutes, { db, wallet, authenticate });
    await api.register(sportsRoutes, { db, wallet, authenticate, bonus, feed });
    await api.register(slotsRoutes, {
      db,
      ...slots,
      calls: publishingSlotWins(slots.calls, feed),
      authenticate,
      identify: makeIdentify(jwtKey, auth),
      production: config.nodeEnv === 'production',
    });
    // Real studio rounds a failure left unsettled: their wins paid, their unanswered bets rolled back.
    const stopStudioSweep = runEvery(slots.studio.settleDue, STUDIO_SWEEP_EVERY_MS, (error) =>
      app.log.warn({ err: error }, 'studio rounds were not settled'),
    );
    app.addHook('onClose', () => stopStudioSweep());
    const tournaments = createTournaments(db, wallet);
    const stopFinishing = runEvery(tournaments.finishDue, TOURNAMENT_FINISH_CHECK_MS, (error) =>
      app.log.warn({ err: error }, 'due tournaments were not finished'),
    );
    app.addHook('onClose', () => stopFinishing());
    await api.register(tournamentRoutes, { tournaments, authenticate });
    await api.register(policyRoutes, { db, authenticate });
    await api.register(leaderboardRoutes, { db, identify: makeIdentify(jwtKey, auth) });
    await api.register(billingRoutes, { invoices, payouts, authenticate, secondFactor: twoFactor });
    await api.register(twoFactorRoutes, { twoFactor, authenticate });
    await api.register(saferGamblingRoutes, { service: saferGambling, authenticate });
    await api.register(roomsRoutes, { rooms, authenticate, identify: makeIdentify(jwtKey, auth) });
    await api.register(liveRoutes, { live, authenticate, identify: makeIdentify(jwtKey, auth) });
    await api.register(analyticsRoutes, {
      db,
      identify: makeIdentify(jwtKey, auth),
      rateLimitPerMin: config.analyticsRateLimitPerMin,
    });
    await api.register(supportRoutes, { db, authenticate });
    if (config.sandboxPayments) await api.register(sandboxRoutes, { invoices, provider: sandbox });
    await api.register(operatorSignInRoutes(operatorAccounts, config.authRateLimitPerMin));
    await api.register(operatorRoutes, {
      db,
      wallet,
      operatorAuth,
      adjustments,
      approvalThresholdRub: config.adjustApprovalThresholdRub,
      extra: [
        backofficeRoutes(db, operatorAccounts),
        playerOperatorRoutes(db, saferGambling),
        adjustmentOperatorRoutes(adjustments),
        billingOperatorRoutes(db, payouts),
        depositOperatorRoutes(createDepositDesk(db, wallet)),
        gameSettingsOperatorRoutes(gameSettings),
        reportOperatorRoutes(db),
        bonusOperatorRoutes(db, bonus),
        vipOperatorRoutes(db),
        sportsOperatorRoutes(db, settlement),
        tournamentOperatorRoutes(tournaments),
        policyOperatorRoutes(db),
        leaderboardOperatorRoutes(db),
        mirrorOperatorRoutes(mirrors),
        mirrorKeyOperatorRoutes(keyring),
        geoOperatorRoutes(gate),
        routeRuleOperatorRoutes(routeRules),
        attributionOperatorRoutes(attribution),
        analyticsOperatorRoutes(db),
        supportOperatorRoutes(db),
      ],
    });
  });

  registerPixel(app);
  registerHealth(app, () => db.execute(sql`SELECT 1`));

  // ---- Everything else: API 404, or the site with its SPA fallback ----
  const serveSite = createSiteHandler(
    config.siteDir,
    createAddressCheck({
      slotListed: (slug) => slots.catalogue.isListed(slug),
      tournamentExists: (id) => tournamentExists(db, id),
      log: (error) => app.log.warn({ err: error }, 'an address check failed: the page is served'),
    }),
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiHost(request)) {
      return reply
        .code(404)
        .send({ code: 'not_found', message: `No API route ${request.method} ${request.url.split('?')[0]}` });
    }
    return serveSite(request, reply);
  });

  return app;
}
