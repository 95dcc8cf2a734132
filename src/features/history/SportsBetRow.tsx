import { useLingui } from '@lingui/react/macro';
import type { SportsBetHistoryRow } from '../../../contract/api/history';
import type { Locale } from '../../../contract/locales';
import { fromMinor, toMinor } from '../../../contract/money';
import { formatDateTime, formatMoney } from '../../lib/format';
import { BET_RESULTS, LEG_OUTCOMES, marketTitle } from '../sports/labels';
import styles from './HistoryList.module.css';

/**
 * A sports bet in the history: its legs at the odds accepted with each leg's outcome, the stake, and what it paid;
 * a corrected result shows each difference it moved.
 */
export function SportsBetRow({ row, locale }: { row: SportsBetHistoryRow; locale: Locale }) {
  const { t, i18n } = useLingui();
  const { bet } = row;
  const money = (amount: string) => formatMoney(amount, bet.currency, locale);
  const net = fromMinor(toMinor(bet.paid, bet.currency) - toMinor(bet.stake, bet.currency), bet.currency);
  const resettlements = row.movements.slice(1);
  return (
    <li className={styles.row} data-testid="history-row" data-kind="sports_bet">
      <span className={styles.icon} aria-hidden="true">
        ⚽
      </span>
      <div className={styles.what}>
        <p className={styles.title}>
          {bet.kind === 'single' ? t`Sports bet: single` : t`Sports bet: accumulator (${bet.legs.length})`}
        </p>
        <ul className={styles.legs}>
          {bet.legs.map((leg) => (
            <li key={leg.selection_id}>
              {leg.event_name} · {marketTitle(i18n, { kind: leg.market_kind, line: leg.line })} ·{' '}
              <strong>{leg.selection_name}</strong> @ {leg.odds}
              {leg.outcome && ` · ${i18n._(LEG_OUTCOMES[leg.outcome])}`}
            </li>
          ))}
        </ul>
        <p className={styles.detail}>
          {bet.result
            ? t`Stake ${money(bet.stake)} at ${bet.odds} · ${i18n._(BET_RESULTS[bet.result])}: ${money(bet.paid)}`
            : t`Stake ${money(bet.stake)} at ${bet.odds} · to win ${money(bet.potential_payout)}`}
        </p>
        {resettlements.map((move) => (
          <p key={move.created_at} className={styles.detail}>
            {t`Result corrected ${formatDateTime(Date.parse(move.created_at), locale)}: ${formatMoney(move.amount, bet.currency, locale, true)}`}
            {Number(move.debt) > 0 && ` · ${t`${money(move.debt)} owed, repaid from your next winnings or deposit`}`}
          </p>
        ))}
        <p className={styles.when}>
          <time dateTime={row.created_at}>{formatDateTime(Date.parse(row.created_at), locale)}</time>
        </p>
      </div>
      <p
        className={styles.amount}
        data-sign={bet.status === 'open' ? 'even' : Number(net) > 0 ? 'plus' : Number(net) < 0 ? 'minus' : 'even'}
      >
        {bet.status === 'open' ? t`Open` : formatMoney(net, bet.currency, locale, true)}
      </p>
    </li>
  );
}
