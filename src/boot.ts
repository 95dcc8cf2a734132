import { msg } from '@lingui/core/macro';
import { proxy } from 'comlink';
import type { WorkerEvent } from '../workers/events';
import { currentLocale, i18n } from './i18n/i18n';
import { readCookie } from './lib/cookies';
import { router } from './router';
import { appState } from './stores/app';
import { applyInvoice, applyPaid, billingState } from './stores/billing';
import { notify } from './stores/notifications';
import { applyProfile, applyToken } from './stores/session';
import { readTokenCookie, writeTokenCookies } from './stores/session-cookies';
import { supportState } from './stores/support';
import { workerApi } from './worker-bridge';

/** Applies what the worker pushes to the valtio stores (and the cookies the worker cannot reach). */
function applyWorkerEvent(event: WorkerEvent): void {
  switch (event.type) {
    case 'session':
      writeTokenCookies(event.payload.token);
      applyToken(event.payload.token);
      return;
    case 'profile':
      applyProfile(event.payload.profile, event.payload.updatedAt, event.payload.stale);
      return;
    case 'build':
      appState.latestBuildId = event.payload.latestId;
      return;
    case 'redirect':
      location.assign(event.payload.url);
      return;
    case 'invoice':
      applyInvoice(event.payload.invoice, event.payload.secondsLeft, event.payload.status);
      return;
    case 'invoicePaid':
      applyPaid(event.payload.invoice);
      return;
    case 'invoiceEnded':
      notify({
        kind: 'error',
        title: i18n._(msg`Deposit`),
        lines: [
          event.payload.reason === 'expired'
            ? i18n._(msg`The time to pay ran out. Start a new deposit when you are ready.`)
            : i18n._(msg`The payment did not go through. No money was taken; try again or choose another method.`),
        ],
      });
      return;
    case 'depositPrompt':
      billingState.promptDeposit = true;
      return;
    case 'support':
      supportState.unread = event.payload.unread;
      return;
  }
}

/** Starts the worker and restores the session from the token cookie. */
export async function startSession(): Promise<void> {
  const api = await workerApi();
  const token = readTokenCookie();
  if (!token) applyToken(null);
  i18n.on('change', () => void api.setLocale(currentLocale()));
  const initialised = api.init({ token, locale: currentLocale(), href: location.href }, proxy(applyWorkerEvent));
  // The page view does not wait for the session's network calls (a short visit offline still counts).
  followRoutes(api);
  await initialised;
  addEventListener('online', () => void api.networkBack());
  await simpleAuthSignIn();
  await socialLoginFallback();
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
  router.subscribe('onResolved', report);
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
  await dropSearchParam('social_login_code');
}

async function dropSearchParam(name: string): Promise<void> {
  await router.navigate({
    to: '.',
    replace: true,
    search: (prev: Record<string, unknown>) => {
      const { [name]: _used, ...rest } = prev;
      return rest;
    },
  });
}

/** Spec §2: `?simpleAuthToken=` together with the simpleAuth cookie signs the visitor in; the parameter then goes. */
async function simpleAuthSignIn(): Promise<void> {
  const simpleToken = new URL(location.href).searchParams.get('simpleAuthToken');
  if (!simpleToken || readCookie('simpleAuth') !== 'true') return;
  const api = await workerApi();
  const result = await api.simpleSignIn(simpleToken, { host: location.host, userAgent: navigator.userAgent });
  if (!result.ok) console.error('simpleAuthToken sign-in failed', result.failure);
  await dropSearchParam('simpleAuthToken');
}
