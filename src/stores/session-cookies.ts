import { DAY, deleteCookie, readCookie, writeCookie } from '../lib/cookies';

/** Spec §3: the auth token lives in the `bearerToken` and `token` cookies for 30 days. */
const TOKEN_COOKIES = ['bearerToken', 'token'] as const;

export function readTokenCookie(): string | null {
  return readCookie('bearerToken') ?? readCookie('token');
}

export function writeTokenCookies(token: string | null): void {
  for (const name of TOKEN_COOKIES) {
    if (token) writeCookie(name, token, { maxAgeSeconds: 30 * DAY });
    else deleteCookie(name);
  }
}
