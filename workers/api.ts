import type { LoginEmailPasswordBody, RegisterEmailBody } from '../contract/api/auth';
import type { CreatePayoutBody } from '../contract/api/billing';
import type { GameName } from '../contract/api/games';
import { DEV_MIRROR_PUBLIC_KEY, type SiteSettings } from '../contract/api/mirrors';
import type { LedgerKind } from '../contract/api/wallet';
import { deviceInfo } from '../contract/device';
import { readMirrorList, writeApiBase, writeMirrorList } from '../worker-shared/sync-store';
import { type Account, createAccount } from './account/account';
import { type Analytics, createAnalytics } from './analytics/analytics';
import type { ApiResult } from './api-result';
import { type Billing, createBilling } from './billing/billing';
import { DEPOSIT_PROMPT_DELAY_MS, promptAfterLoad } from './billing/deposit-prompt';
import { createBuildPoller } from './build/build-poller';
import { createEmitter, type EmitWorkerEvent, type WorkerEvent, type WorkerEventMap } from './events';
import { type BetBodies, createGames, type Games, type PlayableGame } from './games/games';
import type { StartBodies, StepBodies, StepGame } from './games/multistep';
import { type BaseAddressConfig, portsFromEnv, serviceBase } from './http/base-address';
import type { HttpClient } from './http/client';
import { watchConnection } from './http/connection-watch';
import { createPendingWrites } from './http/pending-writes';
import { createMirrors, type Mirrors } from './mirrors/mirrors';
import { loadSiteSettings } from './mirrors/site-settings';
import { type Attribution, createAttribution, type Visitor } from './reach/attribution';
import { createGeo } from './reach/geo';
import { createPromo } from './reach/promo';
import { createRouteRules } from './reach/route-rules';
import { createReconnect } from './session/reconnect';
import { createSession, type Session } from './session/session';
import { ssoOnLoadTarget } from './session/sso';
import { sessionStore } from './storage/session-store';
import { createSupport, type Support } from './support/support';
import { loadHistory } from './wallet/history';
import { dexieHistoryCache } from './wallet/history-cache';
import { createPayouts } from './wallet/payouts';

/** Events the page reports itself; everything else is tracked here in the worker. */
type PageEvent = 'install_shown' | 'install_accepted' | 'install_dismissed';

interface InitOptions {
  /** The access token from the spec's `bearerToken`/`token` cookie. */
  token: string | null;
  locale: string;
  /** The page's address, so the worker can compute the api subdomain and return links. */
  href: string;
  /** This browser session was already sent to the SSO address (spec §4: at most once). */
  ssoRedirected?: boolean;
}

const baseConfig: BaseAddressConfig = {
  dev: import.meta.env.DEV,
  devBase: import.meta.env.VITE_API_URL ?? 'http://api.localhost:8080',
  ports: portsFromEnv(import.meta.env),
};

let session: Session | null = null;
let billing: Billing | null = null;
let games: Games | null = null;
let account: Account | null = null;
let mirrors: Mirrors | null = null;
let attribution: Attribution | null = null;
let geo: ReturnType<typeof createGeo> | null = null;
let promo: ReturnType<typeof createPromo> | null = null;
let routeRules: ReturnType<typeof createRouteRules> | null = null;
let analytics: Analytics | null = null;
let support: Support | null = null;
const historyCache = dexieHistoryCache();
/** Game writes whose answer was lost, resent in the background until the server answers (http/pending-writes.ts). */
const pendingWrites = createPendingWrites();
let emitEvent: EmitWorkerEvent = () => {};
let promptTimer: ReturnType<typeof setTimeout> | null = null;
let pageHref = '';
let pageLocale = 'ru';
let reconnect = createReconnect(async () => {});

let markReady: () => void = () => {};
const handlersReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Calls may arrive before init has created the handlers (the page knows a guest is a guest before the worker
 * has started): they wait for it instead of failing.
 */
async function ready<T>(get: () => T | null): Promise<T> {
  await handlersReady;
  const value = get();
  if (!value) throw new Error('The worker is not initialised: call init first');
  return value;
}

let settingsRequest: Promise<ApiResult<SiteSettings>> | null = null;
/** The site settings, asked once (the page's start and the SSO check share the answer; a failure asks again). */
function siteSettingsOnce(http: HttpClient): Promise<ApiResult<SiteSettings>> {
  settingsRequest ??= loadSiteSettings(http).then((result) => {
    if (!result.ok) settingsRequest = null;
    return result;
  });
  return settingsRequest;
}

/** Spec §4 SSO redirect on load, for a visitor with no token (the rules are in session/sso.ts). */
async function redirectToSsoOnLoad(alreadyRedirected: boolean): Promise<void> {
  if (!session) return;
  const settings = await siteSettingsOnce(session.http);
  const url = ssoOnLoadTarget({
    sso: settings.ok ? settings.data.sso : null,
    signedIn: session.signedIn,
    href: pageHref,
    alreadyRedirected,
    development: import.meta.env.DEV,
    userAgent: navigator.userAgent,
  });
  if (url) emitEvent('redirect', { url, sso: true });
}

/** Spec §4: offer PayIn 17 s later; the page opens it only if no other modal is shown. */
function scheduleDepositPrompt(): void {
  if (promptTimer) clearTimeout(promptTimer);
  promptTimer = setTimeout(() => {
    promptTimer = null;
    if (session?.signedIn) emitEvent('depositPrompt', {});
  }, DEPOSIT_PROMPT_DELAY_MS);
}

/** The worker's whole API, composed from per-feature handlers. The page sees only its type. */
export const api = {
  async init(options: InitOptions, listener: (event: WorkerEvent) => void): Promise<{ buildId: string }> {
    pageHref = options.href;
    pageLocale = options.locale;
    const emit = watchSignIn(
      createEmitter((event) => {
        if (event.type === 'session') mirrors?.setSignedIn(event.payload.token !== null);
        listener(event);
        analytics?.observe(event);
        if (event.type === 'session' && event.payload.token === null) {
          support?.clear();
          pendingWrites.clear();
          void historyCache.clear().catch(() => {});
        }
      }),
      options.token,
    );
    emitEvent = emit;
    const site = new URL(options.href);
    const routing = createMirrors({
      pageApiBase: serviceBase('api', site, baseConfig),
      protocol: site.protocol,
      publicKey: import.meta.env.VITE_MIRROR_PUBLIC_KEY || DEV_MIRROR_PUBLIC_KEY,
      emit,
      http: () => {
        if (!session) throw new Error('The session is not created yet');
        return session.http;
      },
      store: { readList: readMirrorList, writeList: writeMirrorList, writeApiBase },
    });
    mirrors = routing;
    session = createSession({
      emit,
      store: sessionStore,
      baseURL: routing.base,
      // Answers coming back after lost ones: the same catch-up as the browser's `online` event.
      fetch: watchConnection(routing.fetch, () => void reconnect.run()),
      currentUrl: () => pageHref,
      development: import.meta.env.DEV,
      withLock: (name, task) => (navigator.locks ? navigator.locks.request(name, task) : task()),
      onGeoBlocked: () => emit('geoBlocked', {}),
      profileQuery: () => attribution?.profileQuery(),
      locale: () => pageLocale,
    });
    const current = session;
    geo = createGeo({ http: current.http, setRegion: (region) => current.setRegion(region) });
    void geo.check();
    attribution = createAttribution(current.http);
    promo = createPromo(current.http);
    routeRules = createRouteRules({ http: current.http });
    billing = createBilling({
      http: current.http,
      emit,
      currency: () => current.profile?.data.currency ?? 'RUB',
      saveInvoice: (invoice) => sessionStore.update({ invoice }),
      refreshProfile: () => current.loadProfile(),
    });
    account = createAccount(current);
    analytics = createAnalytics({
      http: current.http,
      device: deviceInfo(navigator.userAgent),
      locale: () => pageLocale,
    });
    support = createSupport({ http: current.http, emit, signedIn: () => current.signedIn });
    const supportNow = support;
    const analyticsNow = analytics;
    // Spec: resume by itself when the network returns (the worker's own online event, or the page's).
    games = createGames({
      http: current.http,
      signedIn: () => current.signedIn,
      currency: () => current.profile?.data.currency ?? 'RUB',
      onCashBalance: (balance) => void current.applyCashBalance(balance),
      emit,
      pending: pendingWrites,
    });
    const gamesNow = games;
    reconnect = createReconnect(async () => {
      pendingWrites.kick();
      if (current.signedIn) await current.loadProfile();
      await Promise.all([supportNow.refresh(), analyticsNow.flush(), gamesNow.refresh()]);
    });
    addEventListener('online', () => void reconnect.run());
    if (!import.meta.env.DEV) {
      createBuildPoller({
        siteOrigin: site.origin,
        runningId: __BUILD_ID__,
        emit,
        isOnline: () => navigator.onLine,
      }).start();
    }
    await routing.start();
    if (!import.meta.env.DEV) void routing.askRedirect(site.host);
    markReady();
    await session.restore(options.token);
    routing.setSignedIn(session.signedIn);
    if (!session.signedIn) void redirectToSsoOnLoad(options.ssoRedirected === true);
    analytics.settle(session.signedIn);
    analytics.start();
    void support.refresh();
    if (session.signedIn) {
      await billing.resume((await sessionStore.read())?.invoice);
      const profile = session.profile?.data;
      const state = {
        signedIn: true,
        totalBalance: profile?.total_balance ?? null,
        currency: profile?.currency ?? null,
      };
      if (promptAfterLoad(state)) scheduleDepositPrompt();
    }
    return { buildId: __BUILD_ID__ };
  },
  /** The page tells the worker where it is now (for the SSO return link). */
  setHref(href: string) {
    pageHref = href;
  },
  /** May arrive before init finishes: the latest locale wins. */
  setLocale(locale: string) {
    pageLocale = locale;
  },
  /** The page moved to another address: a page view, and the chat's count 250 ms later (spec §4). */
  async routeChanged(href: string) {
    pageHref = href;
    await handlersReady;
    analytics?.track('page_view', { path: new URL(href).pathname });
    support?.scheduleRefresh();
  },
  /** An event only the page sees (the install prompt's outcome). */
  track(name: PageEvent, properties: Record<string, string | number | boolean | null> = {}) {
    analytics?.track(name, properties);
  },
  /** The page saw the network come back. */
  networkBack: () => reconnect.run(),
  async register(body: RegisterEmailBody) {
    const fields = (await ready(() => attribution)).registrationFields();
    const result = await (await ready(() => session)).register({ ...fields, ...body });
    analytics?.authResult('registration', result);
    if (result.ok) scheduleDepositPrompt();
    return result;
  },
  async login(body: LoginEmailPasswordBody) {
    const result = await (await ready(() => session)).login(body);
    analytics?.authResult('login', result);
    return result;
  },
  async logout() {
    if (promptTimer) clearTimeout(promptTimer);
    await (await ready(() => billing)).stop();
    // What the player did before logging out still goes out as theirs (bounded: logout never waits long).
    await Promise.race([analytics?.flush(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await (await ready(() => session)).logout();
  },
  refreshProfile: async () => (await ready(() => session)).loadProfile(),
  async history(query: { kinds: LedgerKind[]; page: number }) {
    const current = await ready(() => session);
    return loadHistory(current.http, query, { cache: historyCache, userId: current.profile?.data.id ?? null });
  },
  supportConversation: async () => (await ready(() => support)).conversation(),
  supportSend: async (body: string) => (await ready(() => support)).send(body),
  supportRead: async () => (await ready(() => support)).markRead(),
  supportWatch: async (open: boolean) => (await ready(() => support)).watch(open),
  loadBilling: async () => (await ready(() => billing)).loadBilling(),
  async createInvoice(request: { methodHash: string; amount: string }) {
    const result = await (await ready(() => billing)).createInvoice(request);
    if (result.ok) analytics?.track('deposit_start', { amount: request.amount, currency: result.data.currency });
    return result;
  },
  cancelInvoice: async () => (await ready(() => billing)).cancelInvoice(),
  async registerPhone(body: Parameters<Account['registerPhone']>[0]) {
    const fields = (await ready(() => attribution)).registrationFields();
    const result = await (await ready(() => account)).registerPhone({ ...fields, ...body });
    analytics?.authResult('registration', result);
    return result;
  },
  async loginPhonePassword(...args: Parameters<Account['loginPhonePassword']>) {
    const result = await (await ready(() => account)).loginPhonePassword(...args);
    analytics?.authResult('login', result);
    return result;
  },
  sendLoginCode: async (...args: Parameters<Account['sendLoginCode']>) =>
    (await ready(() => account)).sendLoginCode(...args),
  async loginWithCode(...args: Parameters<Account['loginWithCode']>) {
    const result = await (await ready(() => account)).loginWithCode(...args);
    analytics?.authResult('login', result);
    return result;
  },
  verifyPhone: async (code: string) => (await ready(() => account)).verifyPhone(code),
  resendPhoneCode: async () => (await ready(() => account)).resendPhoneCode(),
  simpleSignIn: async (...args: Parameters<Account['simpleSignIn']>) =>
    (await ready(() => account)).simpleSignIn(...args),
  verification: async () => (await ready(() => account)).verification(),
  uploadDocument: async (...args: Parameters<Account['uploadDocument']>) =>
    (await ready(() => account)).uploadDocument(...args),
  socialLoginUrl: async (body: Parameters<Account['socialLoginUrl']>[0]) =>
    (await ready(() => account)).socialLoginUrl({ ...(await ready(() => attribution)).registrationFields(), ...body }),
  socialExchange: async (code: string) => (await ready(() => account)).socialExchange(code),
  vipRequest: async () => (await ready(() => account)).vipRequest(),
  joinVip: async (...args: Parameters<Account['joinVip']>) => (await ready(() => account)).joinVip(...args),
  /** The API's origin (a mirror's after a failover), which the social popup's message must come from. */
  apiOrigin: () => (mirrors ? new URL(mirrors.base()).origin : ''),
  /** The mirror site's address at `path` with a one-time sign-in token (null: no mirror is offered). */
  mirrorMoveLink: async (path: string) =>
    (await ready(() => mirrors)).moveLink(path, (await ready(() => session)).signedIn),
  siteSettings: async () => siteSettingsOnce((await ready(() => session)).http),
  forgotPassword: async (...args: Parameters<Account['forgotPassword']>) =>
    (await ready(() => account)).forgotPassword(...args),
  resetWithCode: async (...args: Parameters<Account['resetWithCode']>) =>
    (await ready(() => account)).resetWithCode(...args),
  checkResetToken: async (...args: Parameters<Account['checkResetToken']>) =>
    (await ready(() => account)).checkResetToken(...args),
  resetWithToken: async (...args: Parameters<Account['resetWithToken']>) =>
    (await ready(() => account)).resetWithToken(...args),
  updatePassword: async (...args: Parameters<Account['updatePassword']>) =>
    (await ready(() => account)).updatePassword(...args),
  setPassword: async (...args: Parameters<Account['setPassword']>) => (await ready(() => account)).setPassword(...args),
  updateSetting: async (...args: Parameters<Account['updateSetting']>) =>
    (await ready(() => account)).updateSetting(...args),
  sessions: async () => (await ready(() => account)).sessions(),
  revokeSession: async (id: string) => (await ready(() => account)).revokeSession(id),
  revokeOtherSessions: async () => (await ready(() => account)).revokeOtherSessions(),
  gamesConfig: async () => (await ready(() => games)).config(),
  seeds: async () => (await ready(() => games)).seeds(),
  rotateSeeds: async (clientSeed?: string) => (await ready(() => games)).rotate(clientSeed),
  async bet<G extends PlayableGame>(game: G, body: BetBodies[G]) {
    const result = await (await ready(() => games)).bet(game, body);
    if (result.ok && !result.data.demo) analytics?.track('bet_placed', { game });
    return result;
  },
  bets: async (game: GameName) => (await ready(() => games)).bets(game),
  demoBalance: async () => (await ready(() => games)).demoBalance(),
  cases: async () => (await ready(() => games)).cases(),
  openCase: async (caseId: string) => (await ready(() => games)).openCase(caseId),
  sellCaseItem: async (itemId: number) => (await ready(() => games)).sellCaseItem(itemId),
  caseItems: async () => (await ready(() => games)).caseItems(),
  startRound: async <G extends StepGame>(game: G, body: StartBodies[G]) =>
    (await ready(() => games)).multistep.start(game, body),
  stepRound: async <G extends StepGame>(game: G, body: StepBodies[G]) =>
    (await ready(() => games)).multistep.step(game, body),
  cashoutRound: async (game: StepGame, version: number) => (await ready(() => games)).multistep.cashout(game, version),
  activeRound: async (game: StepGame) => (await ready(() => games)).multistep.active(game),
  /** One round by its id (a hilo or miner round that ended while the page was not told). */
  round: async (id: number) => (await ready(() => games)).multistep.round(id),
  verify: async (...args: Parameters<Games['verify']>) => (await ready(() => games)).verify(...args),
  geoCheck: async () => (await ready(() => geo)).check(),
  /** The page's attribution cookies and fingerprint, for registrations and attachSource. */
  setVisitor: async (visitor: Visitor) => (await ready(() => attribution)).setVisitor(visitor),
  utm: async (...args: Parameters<Attribution['utm']>) => (await ready(() => attribution)).utm(...args),
  pageOpen: async (...args: Parameters<Attribution['pageOpen']>) => (await ready(() => attribution)).pageOpen(...args),
  affiliate: async (query: Record<string, string>) => (await ready(() => attribution)).affiliate(query),
  reportIp: async (...args: Parameters<Attribution['reportIp']>) => (await ready(() => attribution)).reportIp(...args),
  routeRule: async (path: string) => (await ready(() => routeRules)).lookup(path),
  bonusByPromo: async (code: string) => (await ready(() => promo)).bonusByPromo(code),
  waitingRegDep: async () => (await ready(() => promo)).waitingRegDep(),
  welcomePacksGuest: async () => (await ready(() => promo)).welcomePacksGuest(),
  payouts: async () => (await payoutsOf()).list(),
  requestPayout: async (body: CreatePayoutBody) => (await payoutsOf()).request(body),
  cancelPayout: async (id: number) => (await payoutsOf()).cancel(id),
};

/** Signing in (any way) attaches the visit's source to the player (spec §7 attachSource); failures are only logged. */
function watchSignIn(emit: EmitWorkerEvent, initialToken: string | null): EmitWorkerEvent {
  let token = initialToken;
  return (type, payload) => {
    emit(type, payload);
    if (type !== 'session') return;
    const next = (payload as WorkerEventMap['session']).token;
    const signedInNow = token === null && next !== null;
    token = next;
    if (signedInNow) {
      void attribution?.attachSource().then((result) => {
        if (result && !result.ok) console.warn('attachSource failed', result.failure);
      });
    }
  };
}

async function payoutsOf() {
  const current = await ready(() => session);
  return createPayouts(current.http, () => current.loadProfile());
}
