import { isLocale, type Locale } from '../../contract/locales';
import { type CookieOptions, DAY } from '../lib/cookies';

/** Spec §3: the chosen locale, ru, en or kz only, 365 days, path /, SameSite Lax. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_OPTIONS: CookieOptions = { maxAgeSeconds: 365 * DAY, path: '/', sameSite: 'Lax' };

/** A saved locale is accepted only if it is one of ours (spec §5). */
export function savedLocale(cookieValue: string | null | undefined): Locale | null {
  return isLocale(cookieValue) ? cookieValue : null;
}

type LocaleDecision =
  | { kind: 'render'; locale: Locale }
  | { kind: 'redirect'; locale: Locale; to: string }
  | { kind: 'not-found' };

/**
 * What the `{-$locale}` segment means (spec §1): no prefix is Russian, unless the visitor chose
 * another language before; `/ru/...` goes to the unprefixed path; `/en`, `/kz` render; anything else is a 404.
 */
export function decideLocale(param: string | undefined, pathname: string, saved: Locale | null): LocaleDecision {
  if (param === undefined) {
    if (saved && saved !== 'ru') return { kind: 'redirect', locale: saved, to: withLocale(pathname, saved) };
    return { kind: 'render', locale: 'ru' };
  }
  if (param === 'ru') return { kind: 'redirect', locale: 'ru', to: withLocale(pathname, 'ru') };
  if (param === 'en' || param === 'kz') return { kind: 'render', locale: param };
  return { kind: 'not-found' };
}

/** The same page in another locale: strips a locale prefix, adds the new one (none for ru). */
export function withLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'ru') return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

export function stripLocale(pathname: string): string {
  const match = /^\/(ru|en|kz)(?=\/|$)/.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

/** The locale to load before the first render, from the address and the saved choice. */
export function localeForPath(pathname: string, saved: Locale | null): Locale {
  const prefix = /^\/(en|kz)(?=\/|$)/.exec(pathname)?.[1];
  if (prefix === 'en' || prefix === 'kz') return prefix;
  if (/^\/ru(?=\/|$)/.test(pathname)) return 'ru';
  return saved ?? 'ru';
}
