import type { Locale } from './locales';

/**
 * Where the build writes its prerendered pages (scripts/prerender.ts), for the server (server/site/static.ts) and the
 * service worker (sw/sw.ts) to answer a navigation with: dist/pages/<path>/index.html, `/` at dist/pages/index.html.
 */
export const PAGES_DIR = 'pages';

/** The file of a page's address (its path, without a trailing slash), relative to the site's root. */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${PAGES_DIR}${path}/index.html`;
}

/** The addresses of the route patterns without a parameter (`/{-$locale}/games/dice`) in one locale, once each. */
export function staticPaths(patterns: readonly string[], locale: Locale): string[] {
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  const paths = patterns
    .map((pattern) => pattern.replace(/^\/\{-\$locale\}/, '').replace(/\/$/, ''))
    .filter((path) => !path.includes('$'))
    .map((path) => `${prefix}${path}` || '/');
  return [...new Set(paths)].sort();
}
