import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import { formatDateTime, formatMoney } from '../../lib/format';
import { GAMES } from '../games/games';
import { ROOM_PAGES } from '../rooms/room-meta';
import styles from './HistoryList.module.css';
import { shortRoundId } from './history-filters';
import { type OtherGameRow, useRoundFacts } from './round-facts';
import { RoundTitle, sign, signed } from './row-parts';

/** A round of crash, a private room, a live table or a slot: its game, stake and result, time, and the link to it. */
export function GameRoundRow({ row, locale }: { row: OtherGameRow; locale: Locale }) {
  const { t } = useLingui();
  const facts = useRoundFacts(row);
  const money = (amount: string) => formatMoney(amount, row.currency, locale);
  const id = shortRoundId(row.id);
  const name = facts.name;
  const stake = money(row.amount);
  const payout = money(row.payout ?? '0');
  const open = row.status === 'active' || row.status === 'open' || row.status === 'waiting';
  const result = open || row.net === null ? null : row.net;
  const detail = open ? t`Stake ${stake} · in play` : t`Stake ${stake} · payout ${payout}`;
  return (
    <li className={styles.row} data-testid="history-row" data-kind={row.kind}>
      <RowIcon row={row} />
      <div className={styles.what}>
        <RoundTitle name={name} id={id} search={{ round: row.id, source: row.kind }} />
        <p className={styles.detail}>
          {facts.summary ? `${facts.summary} · ` : ''}
          {detail}
        </p>
        <p className={styles.when}>
          <time dateTime={row.created_at}>{formatDateTime(Date.parse(row.created_at), locale)}</time>
        </p>
      </div>
      <p className={styles.amount} data-sign={result === null ? 'even' : sign(result)}>
        {result === null ? t`In play` : signed(result, row.currency, locale)}
      </p>
    </li>
  );
}

function RowIcon({ row }: { row: OtherGameRow }): ReactNode {
  const game =
    row.kind === 'crash_bet' ? GAMES.crash : row.kind === 'room_entry' ? GAMES[ROOM_PAGES[row.room].game] : null;
  if (game) {
    return (
      <span
        className={styles.icon}
        style={{ background: `linear-gradient(145deg, ${game.colors[0]}, ${game.colors[1]})` }}
        aria-hidden="true"
      >
        {game.glyph}
      </span>
    );
  }
  return (
    <span className={styles.icon} aria-hidden="true">
      {row.kind === 'live_bet' ? '◎' : '7'}
    </span>
  );
}
