/** Interface languages (spec §1). The URL and catalogue code `kz` maps to the BCP 47 tag `kk`. */
export const LOCALES = ['ru', 'en', 'kz'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of an address without a locale prefix. */
export const DEFAULT_LOCALE: Locale = 'ru';

/** The language tag used for `<html lang>`, Intl and plural rules. */
export const LANGUAGE_TAG: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };
export const HTML_LANG: Record<Locale, string> = { ru: 'ru', en: 'en', kz: 'kk' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Accept-Language value for a locale code (spec §7: locale `br` is sent as pt-BR). */
export function acceptLanguageFor(locale: string): string {
  if (locale === 'br') return 'pt-BR';
  return isLocale(locale) ? LANGUAGE_TAG[locale] : locale;
}
