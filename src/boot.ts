import { msg } from '@lingui/core/macro';
import { proxy } from 'comlink';
import type { ConfirmedWrite, WorkerEvent } from '../workers/events';
import { rememberSuperBonus, runAttribution } from './features/attribution/visit';
import { goToNoAccess } from './features/geo/geo-blocked';
import { runPromo } from './features/promo/promo-boot';
import { followRouteRules } from './features/route-rules/follow-route-rules';
import { depositEndedNotice, failureLines } from './i18n/error-messages';
import { currentLocale, i18n } from './i18n/i18n';
import { readCookie } from './lib/cookies';
import { formatDateTime } from './lib/format';
import { dropSearchParams, onNavigated } from './navigation';
import { appState } from './stores/app';
import { applyAutoBet, releaseAutoRound } from './stores/autobet';
import { applyInvoice, applyPaid, offerDeposit } from './stores/billing';
import { confirmCase } from './stores/cases';
import { applyRecent, confirmBet, gamesState } from './stores/games';
import { applyMirror } from './stores/mirror';
import { notify } from './stores/notifications';
import { dropWaitingOutcomes, whenRevealed } from './stores/reveal';
import { confirmRound, refreshedRound } from './stores/rounds';
import { applyPlayClock, applyRealityCheck } from './stores/safer-gambling';
import { applyProfile, applyToken, sessionState } from './stores/session';
import { readTokenCookie, writeTokenCookies } from './stores/session-cookies';
import { applySiteSettings } from './stores/site-settings';
import { applySports } from './stores/sports';
import { supportState } from './stores/support';
import { applyTournament } from './stores/tournaments';
import { workerApi } from './worker-bridge';

/** sessionStorage: this browser session was sent to the SSO address once (spec §4: no second redirect). */
const SSO_REDIRECTED_KEY = 'sso_redirected';

/** Applies what the worker pushes to the valtio stores (and the cookies the worker cannot reach). */
function applyWorkerEvent(event: WorkerEvent): void {
  switch (event.type) {
    case 'session':
      if (event.payload.token === null) {
        dropWaitingOutcomes();
        releaseAutoRound();
      }
      // A sign-in now (not a restored session): the first profile tells the player when their previous session was.
      announcePreviousSession = sessionState.status === 'guest' && event.payload.token !== null;
      writeTokenCookies(event.payload.token);
      applyToken(event.payload.token);
      // The worker drops a player's unconfirmed writes at logout: their games take bets again.
      if (event.payload.token === null) gamesState.unconfirmed = {};
      promoFor(event.payload.token !== null);
      return;
    case 'profile': {
      const { profile, updatedAt, stale } = event.payload;
      // A new balance may tell a round's outcome: it shows when the game's animation lands.
      if (profile) whenRevealed(() => applyProfile(profile, updatedAt, stale));
      else applyProfile(null, updatedAt, stale);
      if (profile && !stale && announcePreviousSession) {
        announcePreviousSession = false;
        notifyPreviousSession(profile.data.previous_login_at ?? null);
      }
      if (event.payload.profile?.super_bonus) {
        void rememberSuperBonus(event.payload.profile?.super_bonus);
      }
      return;
    }
    case 'build':
      appState.latestBuildId = event.payload.latestId;
      return;
    case 'redirect':
      if (event.payload.sso) sessionStorage.setItem(SSO_REDIRECTED_KEY, '1');
      location.assign(event.payload.url);
      return;
    case 'invoice':
      applyInvoice(event.payload.invoice, event.payload.secondsLeft, event.payload.status);
      return;
    case 'invoicePaid':
      applyPaid(event.payload.invoice);
      return;
    case 'invoiceEnded':
      notify({ kind: 'error', ...depositEndedNotice(event.payload.reason) });
      return;
    case 'depositPrompt':
      offerDeposit();
      return;
    case 'mirror':
      applyMirror(event.payload.domain, event.payload.reason);
      return;
    case 'geoBlocked':
      goToNoAccess();
      return;
    case 'support':
      supportState.unread = event.payload.unread;
      return;
    case 'confirmed':
      applyConfirmed(event.payload);
      return;
    case 'recentBets':
      whenRevealed(() => applyRecent(event.payload.game, event.payload.items, null));
      return;
    case 'activeRound':
      void refreshedRound(event.payload.game, event.payload.bet);
      return;
    case 'autoBet':
      applyAutoBet(event.payload);
      return;
    case 'tournament':
      applyTournament(event.payload);
      return;
    case 'playClock':
      applyPlayClock(event.payload.startedAt, event.payload.elapsedS);
      return;
    case 'realityCheck':
      applyRealityCheck(event.payload.check);
      return;
    case 'sports':
      applySports(event.payload);
      return;
  }
}

let announcePreviousSession = false;

/** After a sign-in: when the previous session began (UKGC RTS 13), or that this is the first. */
function notifyPreviousSession(previous: string | null): void {
  const when = previous ? formatDateTime(Date.parse(previous), currentLocale()) : null;
  notify({
    kind: 'info',
    title: i18n._(msg`Welcome back`),
    lines: [when ? i18n._(msg`Your previous session began ${when}`) : i18n._(msg`This is your first session`)],
    duration: 8000,
  });
}

/** A game write the page was told is `unconfirmed` has its answer now: the game shows it and takes bets again. */
function applyConfirmed(write: ConfirmedWrite): void {
  if (write.op === 'bet') {
    if (confirmBet(write.game, write.key, write.result) && !write.result.ok) {
      notify({ kind: 'error', title: i18n._(msg`Bet not placed`), lines: failureLines(write.result.failure) });
    }
  } else if (write.op === 'round') void confirmRound(write.game, write.key, write.result);
  else void confirmCase(write.key, write);
}

let promoSignedIn: boolean | null = null;

/** The promo countdown belongs to guests; a player gets the waiting regdep bonus instead (spec §4, §6). */
function promoFor(signedIn: boolean): void {
  if (promoSignedIn === signedIn) return;
  promoSignedIn = signedIn;
  runPromo(signedIn).catch((error: unknown) => console.warn('The promo countdown could not start', error));
}

/** Starts the worker's handshake at once, beside the first render (the session starts after it). */
export function startWorker(): void {
  void workerApi();
}

/** Starts the worker and restores the session from the token cookie. */
export async function startSession(): Promise<void> {
  const api = await workerApi();
  const token = readTokenCookie();
  if (!token) applyToken(null);
  i18n.on('change', () => void api.setLocale(currentLocale()));
  // Writes the landing's cookies at once; its calls wait in the worker until init has created the handlers.
  runAttribution().catch((error: unknown) => console.warn('Attribution failed', error));
  const initialised = api.init(
    {
      token,
      locale: currentLocale(),
      href: location.href,
      ssoRedirected: sessionStorage.getItem(SSO_REDIRECTED_KEY) === '1',
    },
    proxy(applyWorkerEvent),
  );
  // The page view does not wait for the session's network calls (a short visit offline still counts).
  followRoutes(api);
  await initialised;
  addEventListener('online', () => void api.networkBack());
  followRouteRules();
  promoFor(sessionState.status === 'signed-in');
  await simpleAuthSignIn();
  await socialLoginFallback();
  void applySiteSettings();
}

/**
 * Each new path is a page view, and refreshes the support chat's count 250 ms later (spec §4). A change of the
 * query alone (a modal's flag) is not a new page.
 */
function followRoutes(api: Awaited<ReturnType<typeof workerApi>>): void {
  let last = '';
  const report = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    void api.routeChanged(location.href);
  };
  report();
  onNavigated(report);
}

/**
 * A provider page that cut the popup's link to this window sends the popup to `/?social_login_code=…` instead of
 * posting the code: finish the social login here and drop the parameter.
 */
async function socialLoginFallback(): Promise<void> {
  const code = new URL(location.href).searchParams.get('social_login_code');
  if (!code) return;
  const result = await (await workerApi()).socialExchange(code);
  if (!result.ok) console.error('Social login could not be finished', result.failure);
  await dropSearchParams('social_login_code');
}

/**
 * Spec §2: `?simpleAuthToken=` together with the simpleAuth cookie signs the visitor in; the parameter then goes.
 * `simple_auth` in the same address sets that cookie (spec §3), so a link to a mirror carries both.
 */
async function simpleAuthSignIn(): Promise<void> {
  const search = new URL(location.href).searchParams;
  const simpleToken = search.get('simpleAuthToken');
  if (!simpleToken || (readCookie('simpleAuth') !== 'true' && !search.has('simple_auth'))) return;
  const api = await workerApi();
  const result = await api.simpleSignIn(simpleToken, { host: location.host, userAgent: navigator.userAgent });
  if (!result.ok) console.error('simpleAuthToken sign-in failed', result.failure);
  await dropSearchParams('simpleAuthToken');
}
