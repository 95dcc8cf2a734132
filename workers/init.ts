import { builtMirrorKeys, type SiteSettings } from '../contract/api/mirrors';
import { deviceInfo } from '../contract/device';
import { createMirrorTrust } from '../worker-shared/mirror-trust';
import {
  readMirrorKeys,
  readMirrorList,
  writeApiBase,
  writeMirrorKeys,
  writeMirrorList,
} from '../worker-shared/sync-store';
import { createAccount } from './account/account';
import { createAnalytics } from './analytics/analytics';
import type { ApiResult } from './api-result';
import { createAutoBet } from './autobet/autobet';
import { createBilling } from './billing/billing';
import { DEPOSIT_PROMPT_DELAY_MS, promptAfterLoad } from './billing/deposit-prompt';
import { createBuildPoller } from './build/build-poller';
import type { ContextRef, DepositPromptTimer, WorkerContext } from './context';
import { createCrash } from './crash/crash';
import { createEmitter, type EmitWorkerEvent, type WorkerEvent, type WorkerEventMap } from './events';
import { createGames } from './games/games';
import { type BaseAddressConfig, portsFromEnv, serviceBase, serviceBaseBeside } from './http/base-address';
import type { HttpClient } from './http/client';
import { watchConnection } from './http/connection-watch';
import { createMirrors } from './mirrors/mirrors';
import { loadSiteSettings } from './mirrors/site-settings';
import { createAttribution } from './reach/attribution';
import { createGeo } from './reach/geo';
import { createPromo } from './reach/promo';
import { createRouteRules } from './reach/route-rules';
import { socketUrl } from './realtime/address';
import { createRealtime, type SocketLike } from './realtime/connection';
import { createSaferGambling } from './safer-gambling/safer-gambling';
import { createReconnect } from './session/reconnect';
import { createSession } from './session/session';
import { ssoOnLoadTarget } from './session/sso';
import { sessionStore } from './storage/session-store';
import { createSupport } from './support/support';

export interface InitOptions {
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

/** The worker's start: the shared context built once, then the mirror list, the session and the pollers. */
export function initHandlers(ref: ContextRef) {
  return {
    async init(options: InitOptions, listener: (event: WorkerEvent) => void): Promise<{ buildId: string }> {
      ref.page.href = options.href;
      ref.page.locale = options.locale;
      const context = buildContext(ref, options, listener);
      ref.provide(context);
      const { session, mirrors, analytics, support, billing } = context;
      addEventListener('online', () => void context.reconnect.run());
      addEventListener('online', () => context.realtime.online());
      addEventListener('offline', () => context.realtime.offline());
      addEventListener('offline', () => context.autoBet.interrupt('offline'));
      const site = new URL(options.href);
      if (!import.meta.env.DEV) {
        createBuildPoller({
          siteOrigin: site.origin,
          runningId: __BUILD_ID__,
          emit: context.emit,
          isOnline: () => navigator.onLine,
        }).start();
      }
      await mirrors.start();
      if (!import.meta.env.DEV) void mirrors.askRedirect(site.host);
      ref.markReady();
      await session.restore(options.token);
      mirrors.setSignedIn(session.signedIn);
      if (!session.signedIn) void redirectToSsoOnLoad(context, options.ssoRedirected === true);
      analytics.settle(session.signedIn);
      analytics.start();
      void support.refresh();
      if (session.signedIn) {
        void context.saferGambling.start();
        await billing.resume((await sessionStore.read())?.invoice);
        const profile = session.profile?.data;
        const state = {
          signedIn: true,
          totalBalance: profile?.total_balance ?? null,
          currency: profile?.currency ?? null,
        };
        if (promptAfterLoad(state)) context.depositPrompt.schedule();
      }
      return { buildId: __BUILD_ID__ };
    },
  };
}

function buildContext(ref: ContextRef, options: InitOptions, listener: (event: WorkerEvent) => void): WorkerContext {
  const { page, pendingWrites, historyCache } = ref;
  /** The access token as the session last announced it (the socket signs in with it). */
  let accessToken = options.token;
  const emit = watchSignIn(
    ref,
    createEmitter((event) => {
      const current = ref.current();
      if (event.type === 'session') current?.mirrors.setSignedIn(event.payload.token !== null);
      if (event.type === 'session') {
        accessToken = event.payload.token;
        current?.realtime.tokenChanged();
      }
      if (event.type === 'mirror' && event.payload.reason === 'failover') current?.realtime.baseChanged();
      listener(event);
      current?.analytics.observe(event);
      if (event.type === 'session' && event.payload.token === null) {
        current?.support.clear();
        current?.saferGambling.stop();
        current?.crash.forget();
        pendingWrites.clear();
        void historyCache.clear().catch(() => {});
      }
    }),
    options.token,
  );
  const site = new URL(options.href);
  const mirrors = createMirrors({
    pageApiBase: serviceBase('api', site, baseConfig),
    protocol: site.protocol,
    trust: createMirrorTrust({
      built: builtMirrorKeys(import.meta.env.VITE_MIRROR_PUBLIC_KEYS),
      store: { read: readMirrorKeys, write: writeMirrorKeys },
    }),
    emit,
    http: () => {
      const current = ref.current();
      if (!current) throw new Error('The session is not created yet');
      return current.session.http;
    },
    store: { readList: readMirrorList, writeList: writeMirrorList, writeApiBase },
  });
  // Answers coming back after lost ones: the same catch-up as the browser's `online` event.
  const reconnect = createReconnect(async () => {
    pendingWrites.kick();
    if (session.signedIn) await session.loadProfile();
    await Promise.all([support.refresh(), analytics.flush(), games.refresh()]);
  });
  const session = createSession({
    emit,
    store: sessionStore,
    baseURL: mirrors.base,
    fetch: watchConnection(mirrors.fetch, () => void reconnect.run()),
    currentUrl: () => page.href,
    development: import.meta.env.DEV,
    withLock: (name, task) => (navigator.locks ? navigator.locks.request(name, task) : task()),
    onGeoBlocked: () => emit('geoBlocked', {}),
    profileQuery: () => ref.current()?.attribution.profileQuery(),
    locale: () => page.locale,
  });
  const geo = createGeo({ http: session.http, setRegion: (region) => session.setRegion(region) });
  void geo.check();
  const attribution = createAttribution(session.http);
  const currency = () => session.profile?.data.currency ?? 'RUB';
  const billing = createBilling({
    http: session.http,
    emit,
    currency,
    saveInvoice: (invoice) => sessionStore.update({ invoice }),
    refreshProfile: () => session.loadProfile(),
  });
  const analytics = createAnalytics({
    http: session.http,
    device: deviceInfo(navigator.userAgent),
    locale: () => page.locale,
  });
  const support = createSupport({ http: session.http, emit, signedIn: () => session.signedIn });
  const saferGambling = createSaferGambling({ http: session.http, emit, signedIn: () => session.signedIn });
  const games = createGames({
    http: session.http,
    signedIn: () => session.signedIn,
    currency,
    onCashBalance: (balance, bonusBalance) => void session.applyCashBalance(balance, bonusBalance),
    emit,
    pending: pendingWrites,
  });
  const autoBet = createAutoBet({
    games,
    signedIn: () => session.signedIn,
    online: () => navigator.onLine,
    realityCheckDue: () => saferGambling.realityCheckDue(),
    emit,
  });
  saferGambling.onRealityCheck(() => autoBet.interrupt('realityCheck'));
  const realtime = createRealtime({
    url: () => socketUrl(mirrors.base()),
    token: () => accessToken,
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    now: () => Date.now(),
    random: Math.random,
    isOnline: () => navigator.onLine,
  });
  const crash = createCrash({
    http: session.http,
    base: () => serviceBaseBeside(mirrors.base(), 'crash', baseConfig),
    realtime,
    onCashBalance: (balance, bonusBalance) => void session.applyCashBalance(balance, bonusBalance),
  });
  return {
    page,
    emit,
    session,
    realtime,
    crash,
    mirrors,
    attribution,
    geo,
    promo: createPromo(session.http),
    routeRules: createRouteRules({ http: session.http }),
    billing,
    account: createAccount(session),
    analytics,
    support,
    saferGambling,
    games,
    autoBet,
    historyCache,
    pendingWrites,
    reconnect,
    depositPrompt: depositPromptTimer(emit, () => session.signedIn),
    siteSettings: siteSettingsOnce(session.http),
  };
}

/** Signing in (any way) attaches the visit's source to the player (spec §7 attachSource); failures are only logged. */
function watchSignIn(ref: ContextRef, emit: EmitWorkerEvent, initialToken: string | null): EmitWorkerEvent {
  let token = initialToken;
  return (type, payload) => {
    emit(type, payload);
    if (type !== 'session') return;
    const next = (payload as WorkerEventMap['session']).token;
    const signedInNow = token === null && next !== null;
    token = next;
    if (signedInNow) {
      void ref.current()?.saferGambling.start();
      void ref
        .current()
        ?.attribution.attachSource()
        .then((result) => {
          if (result && !result.ok) console.warn('attachSource failed', result.failure);
        });
    }
  };
}

function depositPromptTimer(emit: EmitWorkerEvent, signedIn: () => boolean): DepositPromptTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    cancel,
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        if (signedIn()) emit('depositPrompt', {});
      }, DEPOSIT_PROMPT_DELAY_MS);
    },
  };
}

function siteSettingsOnce(http: HttpClient): () => Promise<ApiResult<SiteSettings>> {
  let request: Promise<ApiResult<SiteSettings>> | null = null;
  return () => {
    request ??= loadSiteSettings(http).then((result) => {
      if (!result.ok) request = null;
      return result;
    });
    return request;
  };
}

/** Spec §4 SSO redirect on load, for a visitor with no token (the rules are in session/sso.ts). */
async function redirectToSsoOnLoad(context: WorkerContext, alreadyRedirected: boolean): Promise<void> {
  const settings = await context.siteSettings();
  const url = ssoOnLoadTarget({
    sso: settings.ok ? settings.data.sso : null,
    signedIn: context.session.signedIn,
    href: context.page.href,
    alreadyRedirected,
    development: import.meta.env.DEV,
    userAgent: navigator.userAgent,
  });
  if (url) context.emit('redirect', { url, sso: true });
}
