import { serviceBase } from '../http/base-address';
import { createHttpClient, type HttpClient } from '../http/client';
import { createIntentKeys, type IntentKeys } from './intent-keys';
import { createOperatorSession, type OperatorSession } from './session';
import { operatorSessionStore } from './session-store';

/** What every handler of the back office's worker shares: the session, its HTTP client and the decisions' keys. */
export interface BackofficeContext {
  http: HttpClient;
  session: OperatorSession;
  keys: IntentKeys;
  /** The API's base address (the api subdomain of the site's host). */
  base: () => string;
  setLocale: (locale: string) => void;
}

export function createBackofficeContext(): BackofficeContext {
  const session = createOperatorSession(operatorSessionStore);
  let locale = 'ru';
  const base = () =>
    serviceBase('api', self.location, {
      dev: import.meta.env.DEV,
      devBase: import.meta.env.VITE_API_URL ?? 'http://api.localhost:8080',
    });
  const http = createHttpClient({
    baseURL: base,
    accessToken: session.token,
    region: () => null,
    locale: () => locale,
    // An operator session is not refreshed: a 401 means it is over (expired, signed out elsewhere, role changed).
    refreshAccessToken: async () => {
      await session.end();
      return null;
    },
  });
  return {
    http,
    session,
    keys: createIntentKeys(),
    base,
    setLocale: (next) => {
      locale = next;
    },
  };
}
