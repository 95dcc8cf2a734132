import { LANGUAGE_TAG, type Locale } from '../../../contract/locales';

/** A share as the number of a percentage for the locale, the "%" left to the message: (0.027027, 'ru') → "2,70". */
export function formatPercent(share: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(LANGUAGE_TAG[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share * 100);
}
