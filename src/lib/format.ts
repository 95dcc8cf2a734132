import { LANGUAGE_TAG, type Locale } from '../../contract/locales';
import type { Currency } from '../../contract/money';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a wire amount ("1234.50") for the locale and currency with Intl (₽, $, ₸, ₹, €); `signed` shows a change
 * (+200,00 ₽, −50,00 ₽, 0,00 ₽). The decimal string goes to Intl as it is, so no float ever rounds it.
 */
export function formatMoney(amount: string, currency: Currency, locale: Locale, signed = false): string {
  const key = `${locale}:${currency}:${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

export function formatDateTime(timestamp: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(timestamp);
}
