import { useLingui } from '@lingui/react';
import { LANGUAGE_TAG } from '../../../../contract/locales';
import type { Currency } from '../../../../contract/money';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../i18n';

/** Amounts and dates for the operator's language, with Intl (the wire's decimal strings never become floats). */
export function useFormat() {
  useLingui(); // re-render on a language switch
  const locale = currentLocale();
  return {
    money: (amount: string, currency: Currency) => formatMoney(amount, currency, locale),
    when: (iso: string) => formatDateTime(Date.parse(iso), locale),
    count: (n: number) => new Intl.NumberFormat(LANGUAGE_TAG[locale]).format(n),
    /** Basis points as a percent (650 → 6.5 %). */
    bp: (n: number) =>
      new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'percent', maximumFractionDigits: 2 }).format(n / 10_000),
    ms: (n: number) => new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'unit', unit: 'millisecond' }).format(n),
  };
}
