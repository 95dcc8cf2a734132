import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../contract/locales';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './HistoryList.module.css';

/** A change of money with its sign ("+₽10.00", "-₽5.00"). */
export const signed = (amount: string, currency: Currency, locale: Locale) =>
  formatMoney(amount, currency, locale, true);

/** Which way a row's money went, for its colour. */
export const sign = (amount: string) => (Number(amount) > 0 ? 'plus' : Number(amount) < 0 ? 'minus' : 'even');

/** A round's title: its game's name and the short round id that opens it in the round dialog. */
export function RoundTitle({
  name,
  id,
  search,
}: {
  name: string;
  id: string;
  search: { round: number; source?: string };
}) {
  const { t } = useLingui();
  return (
    <p className={styles.title}>
      {name}{' '}
      <LocaleLink
        to="/profile/history"
        search={search}
        className={styles.roundLink}
        aria-label={t`Open round ${id} of ${name}`}
      >
        {id}
      </LocaleLink>
    </p>
  );
}
