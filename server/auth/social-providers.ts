import { ArcticFetchError, decodeIdToken, Google, VK, Yandex } from 'arctic';
import type { SocialProvider } from '../../contract/api/auth';

/** Who the provider says the player is. `emailVerified`: the provider vouches for the e-mail. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** An OAuth 2 / OpenID Connect provider behind arctic. */
export interface OAuthProvider {
  name: Exclude<SocialProvider, 'sandbox'>;
  authorizationUrl(state: string, codeVerifier: string): URL;
  profile(code: string, codeVerifier: string): Promise<SocialProfile>;
}

interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function createOAuthProvider(
  name: OAuthProvider['name'],
  client: OAuthClientConfig,
  redirectUri: string,
  fetchImpl: typeof fetch = fetch,
): OAuthProvider {
  switch (name) {
    case 'google': {
      const google = new Google(client.clientId, client.clientSecret, redirectUri);
      return {
        name,
        authorizationUrl: (state, verifier) =>
          google.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
        async profile(code, verifier) {
          const tokens = await google.validateAuthorizationCode(code, verifier);
          const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
          const subject = text(claims.sub);
          if (!subject) throw new Error('Google sent no subject');
          return {
            subject,
            email: text(claims.email),
            emailVerified: claims.email_verified === true,
            name: text(claims.name),
          };
        },
      };
    }
    case 'vk': {
      const vk = new VK(client.clientId, client.clientSecret, redirectUri);
      return {
        name,
        authorizationUrl: (state) => vk.createAuthorizationURL(state, ['email']),
        async profile(code) {
          const tokens = await vk.validateAuthorizationCode(code);
          // VK puts the user id and (with the email scope) the e-mail in the token answer.
          const data = tokens.data as Record<string, unknown>;
          const subject = data.user_id === undefined ? null : String(data.user_id);
          if (!subject) throw new Error('VK sent no user id');
          return { subject, email: text(data.email), emailVerified: false, name: null };
        },
      };
    }
    case 'yandex': {
      const yandex = new Yandex(client.clientId, client.clientSecret, redirectUri);
      return {
        name,
        authorizationUrl: (state) => yandex.createAuthorizationURL(state, ['login:email', 'login:info']),
        async profile(code) {
          const tokens = await yandex.validateAuthorizationCode(code);
          const response = await fetchImpl('https://login.yandex.ru/info?format=json', {
            headers: { authorization: `OAuth ${tokens.accessToken()}` },
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new Error(`Yandex profile answered ${response.status}`);
          const info = (await response.json()) as Record<string, unknown>;
          const subject = info.id === undefined ? null : String(info.id);
          if (!subject) throw new Error('Yandex sent no id');
          return {
            subject,
            email: text(info.default_email),
            emailVerified: false,
            name: text(info.real_name) ?? text(info.display_name),
          };
        },
      };
    }
  }
}

/** The provider could not be reached (network failure or time-out), as opposed to answering with a refusal. */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ArcticFetchError ||
    // Node's fetch: a network failure is a TypeError 'fetch failed' (other TypeErrors are bugs, not the network).
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}
