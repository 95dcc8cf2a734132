import { useLingui } from '@lingui/react';
import { LANGUAGE_TAG } from '../../../../contract/locales';
import type { Currency } from '../../../../contract/money';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../i18n';

/** The reports' numbers with Intl: amounts in full for tables, compact on a chart's axis, UTC days, counts. */
export function useReportFormat(currency: Currency) {
  useLingui(); // re-render on a language switch
  const locale = currentLocale();
  const tag = LANGUAGE_TAG[locale];
  const compact = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
  });
  const count = new Intl.NumberFormat(tag);
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (amount: string) => formatMoney(amount, currency, locale),
    axisMoney: (value: number) => compact.format(value),
    count: (value: number) => count.format(value),
    day: (iso: string) => day.format(Date.parse(`${iso}T00:00:00Z`)),
    fullDay: (iso: string) => fullDay.format(Date.parse(`${iso}T00:00:00Z`)),
  };
}
