import { useLingui } from '@lingui/react';
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
  };
}
