import { type ParsedLocation, useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { useEffect, useRef } from 'react';
import { stripLocale, withLocale } from '../../i18n/locale-cookie';
import { useLocale } from './use-locale';

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path without the locale prefix, e.g. `/games/dice`. */
  to: string;
  search?: Record<string, unknown>;
  /** `exact`: active on this path alone, not on the pages under it, and only with no other search parameters. */
  activeOptions?: { exact?: boolean };
};

/** How long a pointer rests on a link before its page's code is fetched (TanStack Link's intent delay). */
const PRELOAD_DELAY_MS = 50;

/**
 * A link to a page in the current locale (ru has no prefix); the active one gets aria-current="page". A plain anchor
 * the router navigates: TanStack's Link resolves its target against the route tree at every render, a few
 * milliseconds each on a slow phone with fifty links on a page, all inside the first render.
 */
export function LocaleLink({
  to,
  search,
  activeOptions,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...rest
}: LocaleLinkProps) {
  const locale = useLocale();
  const router = useRouter();
  const pathname = withLocale(to, locale);
  const href = search ? pathname + router.options.stringifySearch(search) : pathname;
  const active = useRouterState({
    select: (state) => isActive(state.location, pathname, search, activeOptions?.exact ?? false),
  });
  const preloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A link that leaves the page (a menu closing under the pointer) preloads nothing more.
  useEffect(() => () => clearTimeout(preloadTimer.current), []);

  // The router takes a built href as it is (router-core's buildLocation parses it); its types ask for `to`.
  const preload = () => {
    router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => {
      // A page whose code cannot load now is loaded again on the click, which shows the error if it still fails.
    });
  };
  const preloadSoon = () => {
    clearTimeout(preloadTimer.current);
    preloadTimer.current = setTimeout(preload, PRELOAD_DELAY_MS);
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    clearTimeout(preloadTimer.current);
    void router.navigate({ href } as Parameters<typeof router.navigate>[0]);
  };

  return (
    <a
      {...rest}
      href={href}
      aria-current={active ? 'page' : undefined}
      onClick={navigate}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preloadSoon();
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(event);
        clearTimeout(preloadTimer.current);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preloadSoon();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}

/** The path or one under it (or exactly it), with the link's search parameters present: TanStack Link's rule. */
export function isActive(
  location: Pick<ParsedLocation, 'pathname' | 'search'>,
  pathname: string,
  search: Record<string, unknown> | undefined,
  exact: boolean,
): boolean {
  const current = trimTrailingSlash(location.pathname);
  const target = trimTrailingSlash(pathname);
  // A home page (/, /en, /kz) is the current page only itself: every page is under it.
  const under = !exact && stripLocale(target) !== '/' && current.startsWith(`${target}/`);
  const onPath = current === target || under;
  if (!onPath) return false;
  const currentSearch = location.search as Record<string, unknown>;
  const wanted = Object.entries(search ?? {});
  const same = (key: string, value: unknown) => JSON.stringify(currentSearch[key]) === JSON.stringify(value);
  if (!wanted.every(([key, value]) => key in currentSearch && same(key, value))) return false;
  return !exact || Object.keys(currentSearch).length === wanted.length;
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
