import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '../../../contract/locales';

/** The active interface locale (ru, en or kz). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'ru';
}
