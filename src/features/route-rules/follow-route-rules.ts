import { currentLocale } from '../../i18n/i18n';
import { stripLocale, withLocale } from '../../i18n/locale-cookie';
import { currentPathname, goTo, onNavigated } from '../../navigation';
import { lookupRouteRule } from '../../stores/reach';

/** Pages a rule must never take a visitor away from. */
const NEVER = new Set(['/no-access', '/error']);

/** Where a rule's redirect goes: another site (leave), or a path of ours (navigate within the app). */
export function redirectTarget(redirect: string, siteOrigin: string): { external: string } | { internal: string } {
  if (redirect.startsWith('/') && !redirect.startsWith('//')) return { internal: redirect };
  const url = new URL(redirect);
  return url.origin === siteOrigin ? { internal: `${url.pathname}${url.search}${url.hash}` } : { external: url.href };
}

/**
 * Spec §2, §7: a route can carry a server-defined redirect. The lookup runs after each navigation (the worker caches
 * it), so a slow network never holds a page back; a late answer for a page the visitor already left is ignored.
 */
export function followRouteRules(): () => void {
  async function check(pathname: string): Promise<void> {
    const path = stripLocale(pathname);
    if (NEVER.has(path)) return;
    const redirect = await lookupRouteRule(path);
    if (!redirect || currentPathname() !== pathname) return;
    const target = redirectTarget(redirect, location.origin);
    if ('external' in target) {
      location.assign(target.external);
      return;
    }
    const cut = target.internal.search(/[?#]/);
    const bare = cut < 0 ? target.internal : target.internal.slice(0, cut);
    if (stripLocale(bare) === path) return;
    const rest = cut < 0 ? '' : target.internal.slice(cut);
    await goTo(`${withLocale(bare, currentLocale())}${rest}`, { replace: true });
  }
  const run = (pathname: string) =>
    check(pathname).catch((error: unknown) => console.warn('Route rule lookup failed', error));
  void run(currentPathname());
  return onNavigated((pathname) => void run(pathname));
}
