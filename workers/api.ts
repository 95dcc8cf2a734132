import type { LoginEmailPasswordBody, RegisterEmailBody } from '../contract/api/auth';
import type { CreatePayoutBody } from '../contract/api/billing';
import type { GameName } from '../contract/api/games';
import type { LedgerKind } from '../contract/api/wallet';
import { type Account, createAccount } from './account/account';
import { type Billing, createBilling } from './billing/billing';
import { DEPOSIT_PROMPT_DELAY_MS, promptAfterLoad } from './billing/deposit-prompt';
import { createBuildPoller } from './build/build-poller';
import { createEmitter, type EmitWorkerEvent, type WorkerEvent } from './events';
import { type BetBodies, createGames, type Games, type PlayableGame } from './games/games';
import type { StartBodies, StepBodies, StepGame } from './games/multistep';
import { type BaseAddressConfig, portsFromEnv, serviceBase } from './http/base-address';
import { createSession, type Session } from './session/session';
import { sessionStore } from './storage/session-store';
import { writeApiBase } from './storage/sync-store';
import { loadHistory } from './wallet/history';
import { createPayouts } from './wallet/payouts';

export interface InitOptions {
  /** The access token from the spec's `bearerToken`/`token` cookie. */
  token: string | null;
  locale: string;
  /** The page's address, so the worker can compute the api subdomain and return links. */
  href: string;
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
let emitEvent: EmitWorkerEvent = () => {};
let promptTimer: ReturnType<typeof setTimeout> | null = null;
let pageHref = '';
let pageLocale = 'ru';
let apiOrigin = '';

function requireSession(): Session {
  if (!session) throw new Error('The worker is not initialised: call init first');
  return session;
}

function requireAccount(): Account {
  if (!account) throw new Error('The worker is not initialised: call init first');
  return account;
}

function requireGames(): Games {
  if (!games) throw new Error('The worker is not initialised: call init first');
  return games;
}

function requireBilling(): Billing {
  if (!billing) throw new Error('The worker is not initialised: call init first');
  return billing;
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
    const emit = createEmitter(listener);
    emitEvent = emit;
    const site = new URL(options.href);
    const apiBase = serviceBase('api', site, baseConfig);
    apiOrigin = new URL(apiBase).origin;
    await writeApiBase(apiBase).catch(() => {});
    session = createSession({
      emit,
      store: sessionStore,
      baseURL: () => apiBase,
      currentUrl: () => pageHref,
      development: import.meta.env.DEV,
      withLock: (name, task) => (navigator.locks ? navigator.locks.request(name, task) : task()),
    });
    const current = session;
    billing = createBilling({
      http: current.http,
      emit,
      currency: () => current.profile?.data.currency ?? 'RUB',
      saveInvoice: (invoice) => sessionStore.update({ invoice }),
      refreshProfile: () => current.loadProfile(),
    });
    account = createAccount(current);
    games = createGames({
      http: current.http,
      signedIn: () => current.signedIn,
      currency: () => current.profile?.data.currency ?? 'RUB',
      onCashBalance: (balance) => void current.applyCashBalance(balance),
    });
    if (!import.meta.env.DEV) {
      createBuildPoller({
        siteOrigin: site.origin,
        runningId: __BUILD_ID__,
        emit,
        isOnline: () => navigator.onLine,
      }).start();
    }
    await session.restore(options.token, pageLocale);
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
    session?.setLocale(locale);
  },
  async register(body: RegisterEmailBody) {
    const result = await requireSession().register(body);
    if (result.ok) scheduleDepositPrompt();
    return result;
  },
  login: (body: LoginEmailPasswordBody) => requireSession().login(body),
  async logout() {
    if (promptTimer) clearTimeout(promptTimer);
    await requireBilling().stop();
    await requireSession().logout();
  },
  refreshProfile: () => requireSession().loadProfile(),
  history: (query: { kinds: LedgerKind[]; page: number }) => loadHistory(requireSession().http, query),
  loadBilling: () => requireBilling().loadBilling(),
  createInvoice: (request: { methodHash: string; amount: string }) => requireBilling().createInvoice(request),
  cancelInvoice: () => requireBilling().cancelInvoice(),
  registerPhone: (...args: Parameters<Account['registerPhone']>) => requireAccount().registerPhone(...args),
  loginPhonePassword: (...args: Parameters<Account['loginPhonePassword']>) =>
    requireAccount().loginPhonePassword(...args),
  sendLoginCode: (...args: Parameters<Account['sendLoginCode']>) => requireAccount().sendLoginCode(...args),
  loginWithCode: (...args: Parameters<Account['loginWithCode']>) => requireAccount().loginWithCode(...args),
  verifyPhone: (code: string) => requireAccount().verifyPhone(code),
  resendPhoneCode: () => requireAccount().resendPhoneCode(),
  simpleSignIn: (...args: Parameters<Account['simpleSignIn']>) => requireAccount().simpleSignIn(...args),
  verification: () => requireAccount().verification(),
  uploadDocument: (...args: Parameters<Account['uploadDocument']>) => requireAccount().uploadDocument(...args),
  socialLoginUrl: (...args: Parameters<Account['socialLoginUrl']>) => requireAccount().socialLoginUrl(...args),
  socialExchange: (code: string) => requireAccount().socialExchange(code),
  /** The API's origin, which the social popup's message must come from. */
  apiOrigin: () => apiOrigin,
  forgotPassword: (...args: Parameters<Account['forgotPassword']>) => requireAccount().forgotPassword(...args),
  resetWithCode: (...args: Parameters<Account['resetWithCode']>) => requireAccount().resetWithCode(...args),
  checkResetToken: (...args: Parameters<Account['checkResetToken']>) => requireAccount().checkResetToken(...args),
  resetWithToken: (...args: Parameters<Account['resetWithToken']>) => requireAccount().resetWithToken(...args),
  updatePassword: (...args: Parameters<Account['updatePassword']>) => requireAccount().updatePassword(...args),
  setPassword: (...args: Parameters<Account['setPassword']>) => requireAccount().setPassword(...args),
  updateSetting: (...args: Parameters<Account['updateSetting']>) => requireAccount().updateSetting(...args),
  sessions: () => requireAccount().sessions(),
  revokeSession: (id: string) => requireAccount().revokeSession(id),
  revokeOtherSessions: () => requireAccount().revokeOtherSessions(),
  gamesConfig: () => requireGames().config(),
  seeds: () => requireGames().seeds(),
  rotateSeeds: (clientSeed?: string) => requireGames().rotate(clientSeed),
  bet: <G extends PlayableGame>(game: G, body: BetBodies[G]) => requireGames().bet(game, body),
  bets: (game: GameName) => requireGames().bets(game),
  demoBalance: () => requireGames().demoBalance(),
  cases: () => requireGames().cases(),
  openCase: (caseId: string) => requireGames().openCase(caseId),
  sellCaseItem: (itemId: number) => requireGames().sellCaseItem(itemId),
  caseItems: () => requireGames().caseItems(),
  startRound: <G extends StepGame>(game: G, body: StartBodies[G]) => requireGames().multistep.start(game, body),
  stepRound: <G extends StepGame>(game: G, body: StepBodies[G]) => requireGames().multistep.step(game, body),
  cashoutRound: (game: StepGame, version: number) => requireGames().multistep.cashout(game, version),
  activeRound: (game: StepGame) => requireGames().multistep.active(game),
  verify: (...args: Parameters<Games['verify']>) => requireGames().verify(...args),
  payouts: () => payoutsOf().list(),
  requestPayout: (body: CreatePayoutBody) => payoutsOf().request(body),
  cancelPayout: (id: number) => payoutsOf().cancel(id),
};

function payoutsOf() {
  const current = requireSession();
  return createPayouts(current.http, () => current.loadProfile());
}
