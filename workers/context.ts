import type { SiteSettings } from '../contract/api/mirrors';
import type { Account } from './account/account';
import type { Analytics } from './analytics/analytics';
import type { ApiResult } from './api-result';
import type { AutoBet } from './autobet/autobet';
import type { Billing } from './billing/billing';
import type { Crash } from './crash/crash';
import type { EmitWorkerEvent } from './events';
import type { Games } from './games/games';
import { createPendingWrites, type PendingWrites } from './http/pending-writes';
import type { Mirrors } from './mirrors/mirrors';
import type { Attribution } from './reach/attribution';
import type { createGeo } from './reach/geo';
import type { createPromo } from './reach/promo';
import type { createRouteRules } from './reach/route-rules';
import type { Realtime } from './realtime/connection';
import type { SaferGamblingTools } from './safer-gambling/safer-gambling';
import type { createReconnect } from './session/reconnect';
import type { Session } from './session/session';
import type { Support } from './support/support';
import { dexieHistoryCache, type HistoryCache } from './wallet/history-cache';

/** What the page told the worker about itself; it may arrive before init and changes with every route. */
export interface PageState {
  href: string;
  locale: string;
}

/** Spec §4: PayIn offered 17 s later (billing/deposit-prompt.ts); a new offer replaces the waiting one. */
export interface DepositPromptTimer {
  schedule(): void;
  cancel(): void;
}

/** Everything the handlers share, built once in init (init.ts). */
export interface WorkerContext {
  page: PageState;
  emit: EmitWorkerEvent;
  session: Session;
  mirrors: Mirrors;
  attribution: Attribution;
  geo: ReturnType<typeof createGeo>;
  promo: ReturnType<typeof createPromo>;
  routeRules: ReturnType<typeof createRouteRules>;
  billing: Billing;
  account: Account;
  analytics: Analytics;
  support: Support;
  saferGambling: SaferGamblingTools;
  games: Games;
  /** Auto-bet runs (autobet/autobet.ts), one at a time. */
  autoBet: AutoBet;
  /** The tab's one real-time socket (realtime/connection.ts). */
  realtime: Realtime;
  /** Crash's round over that socket, its bets and cash-outs (crash/crash.ts). */
  crash: Crash;
  historyCache: HistoryCache;
  /** Game writes whose answer was lost, resent in the background until the server answers (http/pending-writes.ts). */
  pendingWrites: PendingWrites;
  reconnect: ReturnType<typeof createReconnect>;
  depositPrompt: DepositPromptTimer;
  /** The site settings, asked once (the page's start and the SSO check share the answer; a failure asks again). */
  siteSettings: () => Promise<ApiResult<SiteSettings>>;
}

/**
 * The handlers' way to the context. It exists before init (Comlink exposes the API at once): calls that arrive
 * earlier wait for `ready()` instead of failing (the page knows a guest is a guest before the worker has started);
 * `current()` is for what may simply be skipped until then.
 */
export interface ContextRef {
  /** The page's state, kept from before init too. */
  page: PageState;
  historyCache: HistoryCache;
  pendingWrites: PendingWrites;
  ready(): Promise<WorkerContext>;
  current(): WorkerContext | null;
  /** init: the context is built (the handlers that skip may use it from now on). */
  provide(context: WorkerContext): void;
  /** init: the mirror list is loaded; the waiting calls go out. */
  markReady(): void;
}

export function createContextRef(): ContextRef {
  let context: WorkerContext | null = null;
  let markReady: () => void = () => {};
  const handlersReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  return {
    page: { href: '', locale: 'ru' },
    historyCache: dexieHistoryCache(),
    pendingWrites: createPendingWrites(),
    async ready() {
      await handlersReady;
      if (!context) throw new Error('The worker is not initialised: call init first');
      return context;
    },
    current: () => context,
    provide(value) {
      context = value;
    },
    markReady: () => markReady(),
  };
}
