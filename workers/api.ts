import type { LoginEmailPasswordBody, RegisterEmailBody } from '../contract/api/auth';
import { createBuildPoller } from './build/build-poller';
import { createEmitter, type WorkerEvent } from './events';
import { type BaseAddressConfig, portsFromEnv, serviceBase } from './http/base-address';
import { createSession, type Session } from './session/session';
import { sessionStore } from './storage/session-store';
import { writeApiBase } from './storage/sync-store';

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
let pageHref = '';
let pageLocale = 'ru';

function requireSession(): Session {
  if (!session) throw new Error('The worker is not initialised: call init first');
  return session;
}

/** The worker's whole API, composed from per-feature handlers. The page sees only its type. */
export const api = {
  async init(options: InitOptions, listener: (event: WorkerEvent) => void): Promise<{ buildId: string }> {
    pageHref = options.href;
    pageLocale = options.locale;
    const emit = createEmitter(listener);
    const site = new URL(options.href);
    const apiBase = serviceBase('api', site, baseConfig);
    await writeApiBase(apiBase).catch(() => {});
    session = createSession({
      emit,
      store: sessionStore,
      baseURL: () => apiBase,
      currentUrl: () => pageHref,
      withLock: (name, task) => (navigator.locks ? navigator.locks.request(name, task) : task()),
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
  register: (body: RegisterEmailBody) => requireSession().register(body),
  login: (body: LoginEmailPasswordBody) => requireSession().login(body),
  logout: () => requireSession().logout(),
  refreshProfile: () => requireSession().loadProfile(),
};
