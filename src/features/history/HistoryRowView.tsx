import { useLingui } from '@lingui/react/macro';
import type { HistoryRow } from '../../../contract/api/history';
import type { Locale } from '../../../contract/locales';
import { formatDateTime, formatMoney } from '../../lib/format';
import { GAMES } from '../games/games';
import { GameRoundRow } from './GameRoundRow';
import styles from './HistoryList.module.css';
import {
  DEPOSIT_STATUS,
  OTHER_KIND,
  shortRoundId,
  statusTone,
  WITHDRAWAL_METHOD,
  WITHDRAWAL_STATUS,
} from './history-filters';
import { RoundTitle, sign, signed } from './row-parts';
import { SportsBetRow } from './SportsBetRow';

/** One row of the history: what happened, when, and for how much. */
export function HistoryRowView({ row, locale }: { row: HistoryRow; locale: Locale }) {
  const { t, i18n } = useLingui();
  const when = formatDateTime(Date.parse(row.created_at), locale);
  const money = (amount: string) => formatMoney(amount, row.currency, locale);

  if (row.kind === 'round') {
    const game = GAMES[row.game];
    const name = i18n._(game.title);
    const id = shortRoundId(row.id);
    const stake = money(row.amount);
    const multiplier = row.multiplier;
    const payout = money(row.payout);
    return (
      <li className={styles.row} data-testid="history-row" data-kind="round">
        <span
          className={styles.icon}
          style={{ background: `linear-gradient(145deg, ${game.colors[0]}, ${game.colors[1]})` }}
          aria-hidden="true"
        >
          {game.glyph}
        </span>
        <div className={styles.what}>
          <RoundTitle name={name} id={id} search={{ round: row.id }} />
          <p className={styles.detail}>
            {row.status === 'active'
              ? t`Stake ${stake} · in play at ${multiplier}×`
              : t`Stake ${stake} · ${multiplier}× · payout ${payout}`}
          </p>
          <p className={styles.when}>
            <time dateTime={row.created_at}>{when}</time>
          </p>
        </div>
        <p className={styles.amount} data-sign={row.status === 'active' ? 'even' : sign(row.net)}>
          {row.status === 'active' ? t`In play` : signed(row.net, row.currency, locale)}
        </p>
      </li>
    );
  }

  if (row.kind === 'sports_bet') return <SportsBetRow row={row} locale={locale} />;
  if (row.kind === 'crash_bet' || row.kind === 'room_entry' || row.kind === 'live_bet' || row.kind === 'slot_round') {
    return <GameRoundRow row={row} locale={locale} />;
  }

  if (row.kind === 'other') {
    return (
      <li className={styles.row} data-testid="history-row" data-kind="other">
        <span className={styles.icon} aria-hidden="true">
          ±
        </span>
        <div className={styles.what}>
          <p className={styles.title}>{i18n._(OTHER_KIND[row.ledger_kind])}</p>
          <p className={styles.when}>
            <time dateTime={row.created_at}>{when}</time>
          </p>
        </div>
        <p className={styles.amount} data-sign={sign(row.amount)}>
          {signed(row.amount, row.currency, locale)}
        </p>
      </li>
    );
  }

  const deposit = row.kind === 'deposit';
  const method = deposit ? row.method : i18n._(WITHDRAWAL_METHOD[row.method]);
  const status = i18n._(deposit ? DEPOSIT_STATUS[row.status] : WITHDRAWAL_STATUS[row.status]);
  const amount = deposit ? (row.credited ?? row.amount) : `-${row.amount}`;
  return (
    <li className={styles.row} data-testid="history-row" data-kind={row.kind}>
      <span className={styles.icon} aria-hidden="true">
        {deposit ? '↓' : '↑'}
      </span>
      <div className={styles.what}>
        <p className={styles.title}>
          {deposit ? t({ message: 'Deposit', context: 'ledger movement' }) : t`Withdrawal`}
          <span className={styles.method}> · {method}</span>
        </p>
        <p className={styles.when}>
          <time dateTime={row.created_at}>{when}</time>{' '}
          <span className={styles.badge} data-tone={statusTone(row)}>
            {status}
          </span>
        </p>
      </div>
      <p className={styles.amount} data-sign={row.status === 'paid' ? sign(amount) : 'even'}>
        {signed(amount, row.currency, locale)}
      </p>
    </li>
  );
}
