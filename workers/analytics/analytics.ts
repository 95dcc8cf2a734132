import { ANALYTICS_API, type AnalyticsEvent } from '../../contract/api/analytics';
import { type DeviceInfo, deviceSummary } from '../../contract/device';
import type { ApiResult } from '../api-result';
import type { WorkerEvent } from '../events';
import { call } from '../http/call';
import { type HttpClient, toFailure } from '../http/client';
import { type AuthAttempt, authErrorEvents } from './auth-events';
import { createAnalyticsQueue, type Properties, type SendOutcome } from './queue';
import { type AnalyticsStore, dexieAnalyticsStore } from './store';

interface AnalyticsDeps {
  http: HttpClient;
  device: DeviceInfo;
  locale: () => string;
  store?: AnalyticsStore;
}

/** What a failed send means for the queue: 5xx, 408, 429 and no network are retried later; other refusals dropped. */
function outcomeOf(error: unknown): SendOutcome {
  const failure = toFailure(error);
  if (failure.kind === 'network' || failure.kind === 'unconfirmed') return 'failed';
  if (failure.kind === 'validation') return 'rejected';
  return failure.status >= 500 || failure.status === 408 || failure.status === 429 ? 'failed' : 'rejected';
}

/**
 * The worker's analytics: our own collector through the one HTTP client (the access token tells it the player),
 * the identity kept in step with the session, and nothing at all for crawlers.
 */
export function createAnalytics(deps: AnalyticsDeps) {
  const enabled = !deps.device.isCrawler;
  const summary = deviceSummary(deps.device);
  const queue = createAnalyticsQueue({
    store: deps.store ?? dexieAnalyticsStore(),
    context: () => ({ ...summary, locale: deps.locale() }),
    send: async (events: AnalyticsEvent[]) => {
      try {
        await call(deps.http, ANALYTICS_API.events, { body: { events } });
        return 'sent';
      } catch (error) {
        return outcomeOf(error);
      }
    },
  });
  /** Known after the session is restored; until then a new token is not a login. */
  let signedIn: boolean | null = null;
  /** A login waits for the profile, so the event carries the player. */
  let loginPending = false;

  const logLost = (error: unknown) => console.warn('Analytics storage failed', error);

  function track(name: string, properties: Properties = {}): void {
    if (enabled) queue.track(name, properties).catch(logLost);
  }

  return {
    track,
    start(): void {
      if (enabled) queue.start();
    },
    flush: () => (enabled ? queue.flush() : Promise.resolve()),
    /** The session was restored: from now on a token appearing is a login. */
    settle(isSignedIn: boolean): void {
      signedIn = isSignedIn;
    },
    /** Sees every event the worker pushes, to follow the session and payments. */
    observe(event: WorkerEvent): void {
      if (!enabled) return;
      if (event.type === 'session') {
        const now = event.payload.token !== null;
        if (now && signedIn === false) loginPending = true;
        if (!now && signedIn !== false) {
          loginPending = false;
          queue.reset().catch(logLost);
        }
        if (signedIn !== null) signedIn = now;
      } else if (event.type === 'profile' && event.payload.profile) {
        queue.identify(event.payload.profile.data.id).catch(logLost);
        if (loginPending) {
          loginPending = false;
          track('logged_in');
        }
      } else if (event.type === 'invoicePaid') {
        const { amount, currency } = event.payload.invoice;
        track('deposit_success', { amount, currency });
      }
    },
    /** Spec §8: tracking events for failed logins and registrations. */
    authResult(attempt: AuthAttempt, result: ApiResult<unknown>): void {
      if (result.ok) return;
      for (const event of authErrorEvents(attempt, result.failure)) track(event.name, event.properties);
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
