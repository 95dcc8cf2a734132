import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, HTML_LANG, LANGUAGE_TAG, type Locale } from '../../contract/locales';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import('../locales/ru.po'),
  en: () => import('../locales/en.po'),
  kz: () => import('../locales/kz.po'),
};

const loaded = new Set<Locale>();

/** Loads a locale's catalogue once and activates it, with the right plural rules and `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    try {
      const { messages } = await catalogs[locale]();
      i18n.load(locale, messages);
      loaded.add(locale);
    } catch (error) {
      console.error('Failed locale loading', locale, error);
      if (locale !== 'en') return activateLocale('en');
    }
  }
  // Kazakh's catalogue code is kz; its language tag (plurals, Intl) is kk.
  i18n.activate(locale, [LANGUAGE_TAG[locale], 'en-US']);
  // The build's prerender has no document: it writes `<html lang>` into each page itself.
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

export function currentLocale(): Locale {
  return (i18n.locale as Locale) || DEFAULT_LOCALE;
}

export { i18n };
