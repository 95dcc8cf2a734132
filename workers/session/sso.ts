import { isbot } from 'isbot';

/** The SSO address with the page to come back to (spec §4: "with the current address encoded"). */
export function withReturn(link: string, current: string): string {
  const url = new URL(link);
  url.searchParams.set('redirect', current);
  return url.toString();
}

interface SsoOnLoad {
  sso: string | null;
  signedIn: boolean;
  /** The page's address (its `no_sso` query skips the redirect). */
  href: string;
  /** This browser session was already sent to the SSO address once (the page keeps the flag). */
  alreadyRedirected: boolean;
  development: boolean;
  userAgent: string;
}

/**
 * Spec §4 SSO redirect: on load, only with no token, no `no_sso` query, no earlier redirect and outside
 * development; detected bots see the interface instead. Returns where to go, or null to stay.
 */
export function ssoOnLoadTarget(input: SsoOnLoad): string | null {
  if (!input.sso || input.signedIn || input.alreadyRedirected || input.development) return null;
  if (new URL(input.href).searchParams.has('no_sso') || isbot(input.userAgent)) return null;
  return withReturn(input.sso, input.href);
}
