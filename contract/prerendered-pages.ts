import { LOCALES, type Locale } from './locales';

/**
 * Where the build writes its prerendered pages (scripts/prerender.ts), for the server (server/site/static.ts) and the
 * service worker (sw/sw.ts) to answer a navigation with: dist/pages/<path>/index.html, `/` at dist/pages/index.html.
 */
export const PAGES_DIR = 'pages';

/**
 * Routes with a parameter whose guest view does not show the parameter (a case's page waits for the case's data):
 * the build prerenders one shell per locale, written at the pattern's own address (`/en/games/cases/$slug`), and every
 * address of the route opens with it. A route that prints its parameter (a tournament's number, a slot's name in the
 * heading) cannot share one shell without a hydration mismatch.
 */
const SHELL_ROUTES = ['/{-$locale}/games/cases/$slug'];

/** What the shells are rendered with: a value every shell route's parameter accepts. */
export const SHELL_PARAMETER = 'shell';

/** The file of a page's address (its path, without a trailing slash), relative to the site's root. */
function pagePath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${PAGES_DIR}${path}/index.html`;
}

const localized = (pattern: string, locale: Locale) =>
  `${locale === 'ru' ? '' : `/${locale}`}${pattern.replace(/^\/\{-\$locale\}/, '').replace(/\/$/, '')}` || '/';

/** The addresses of the route patterns without a parameter (`/{-$locale}/games/dice`) in one locale, once each. */
export function staticPaths(patterns: readonly string[], locale: Locale): string[] {
  const paths = patterns.filter((pattern) => !pattern.replace(/^\/\{-\$locale\}/, '').includes('$'));
  return [...new Set(paths.map((pattern) => localized(pattern, locale)))].sort();
}

/** The shells' addresses in one locale (`/en/games/cases/$slug`). */
export function shellPaths(locale: Locale): string[] {
  return SHELL_ROUTES.map((pattern) => localized(pattern, locale));
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The shell an address opens with, if it is one of a shell route's. */
function shellOf(pathname: string): string | undefined {
  const path = segmentsOf(pathname);
  return LOCALES.flatMap(shellPaths).find((shell) => {
    const pattern = segmentsOf(shell);
    return (
      pattern.length === path.length &&
      pattern.every((segment, i) => (segment.startsWith('$') ? true : segment === path[i]))
    );
  });
}

/** The files that may hold an address's prerendered page, best first: its own, then its route's shell. */
export function pageFiles(pathname: string): string[] {
  const shell = shellOf(pathname);
  return shell ? [pagePath(pathname), pagePath(shell)] : [pagePath(pathname)];
}

/** Whether markup prerendered for `prerendered` (#root's data-prerendered) is this address's page, or its shell. */
export function prerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  return prerendered !== undefined && (prerendered === pathname || prerendered === shellOf(pathname));
}
