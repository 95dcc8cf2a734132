import { i18n, type Messages } from '@lingui/core';
import { HTML_LANG, isLocale, LANGUAGE_TAG, type Locale } from '../../contract/locales';

/** The back office's own catalogue (src/backoffice/locales): none of the player's texts, none of these in theirs. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import('./locales/ru.po'),
  en: () => import('./locales/en.po'),
  kz: () => import('./locales/kz.po'),
};

const SAVED_LOCALE = 'backoffice-locale';

/** The language chosen here before, else the browser's first one we have, else Russian. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(SAVED_LOCALE);
  if (isLocale(saved)) return saved;
  for (const tag of navigator.languages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === 'kk') return 'kz';
    if (isLocale(language)) return language;
  }
  return 'ru';
}

/** Loads and activates a locale's catalogue, with its plural rules and `<html lang>`, and remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale, [LANGUAGE_TAG[locale], 'en-US']);
  document.documentElement.lang = HTML_LANG[locale];
  localStorage.setItem(SAVED_LOCALE, locale);
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'ru');

export { i18n };
