import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LeaderboardRow } from '../../../contract/api/leaderboard';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../../contract/leaderboard';
import { CURRENCIES, type Currency } from '../../../contract/money';
import { screenFailure } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { loadLeaderboard, useLeaderboard } from '../../stores/leaderboard';
import { useSession } from '../../stores/session';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import styles from './TopPage.module.css';

const PERIOD_NAMES: Record<LeaderboardPeriod, MessageDescriptor> = {
  day: msg`Today`,
  week: msg`This week`,
  month: msg`This month`,
};

function Avatar({ row }: { row: LeaderboardRow }) {
  if (!row.avatar) return <span className={styles.avatar} aria-hidden="true" data-blank />;
  return (
    <span className={styles.avatar} aria-hidden="true" style={{ background: `hsl(${row.avatar.hue} 55% 38%)` }}>
      {row.avatar.letter}
    </span>
  );
}

function BoardTable({
  title,
  rows,
  currency,
  mine,
}: {
  title: string;
  rows: readonly LeaderboardRow[];
  currency: Currency;
  mine: { rank: number; amount: string } | null | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section className={styles.board} aria-label={title}>
      <h2 className={styles.boardTitle}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t`No bets in this period yet.`}</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row) => (
            <li key={row.rank} className={styles.row} data-me={row.is_me || undefined}>
              <span className={styles.rank}>{row.rank}</span>
              <Avatar row={row} />
              <span className={styles.name} data-hidden={row.hidden || undefined}>
                {row.hidden ? t`Hidden` : row.name}
                {row.is_me && <span className={styles.you}> ({t`you`})</span>}
              </span>
              <span className={styles.amount}>{formatMoney(row.amount, currency, locale)}</span>
            </li>
          ))}
        </ol>
      )}
      {mine !== undefined && (
        <p className={styles.mine}>
          {mine
            ? t`Your place: ${mine.rank} (${formatMoney(mine.amount, currency, locale)})`
            : t`You are not on this board yet.`}
        </p>
      )}
    </section>
  );
}

/** The leaderboard (/top): the most wagered and the biggest wins of the day, week and month, in the viewer's currency. */
export function TopPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { status, profile } = useSession();
  const { period, board, failed } = useLeaderboard();
  const [guestCurrency, setGuestCurrency] = useState<Currency>('RUB');
  const signedIn = status === 'signed-in';
  const currency = (signedIn ? profile?.data.currency : undefined) ?? guestCurrency;

  useEffect(() => {
    if (status !== 'loading') void loadLeaderboard(period, currency);
  }, [period, currency, status]);

  const shown = board && board.period === period ? board : null;
  return (
    <>
      <PageHeading
        title={t`Top players`}
        lead={t`The most wagered and the biggest single wins of the day, the week and the month.`}
      />
      <div className={styles.controls}>
        <fieldset className={styles.periods} aria-label={t`Period`}>
          {LEADERBOARD_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.period}
              aria-pressed={value === period}
              onClick={() => void loadLeaderboard(value, currency)}
            >
              {i18n._(PERIOD_NAMES[value])}
            </button>
          ))}
        </fieldset>
        {!signedIn && (
          <label className={styles.currency}>
            {t`Currency`}
            <select value={guestCurrency} onChange={(event) => setGuestCurrency(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {failed && <p className={styles.error}>{screenFailure('leaderboardNotLoaded')}</p>}
      {shown && (
        <>
          <p className={styles.refreshed}>
            {shown.refreshed_at ? (
              <Trans>
                Updated {formatDateTime(Date.parse(shown.refreshed_at), locale)}; the board is recalculated every few
                minutes.
              </Trans>
            ) : (
              <Trans>The board has not been calculated yet.</Trans>
            )}
          </p>
          <div className={styles.boards}>
            <BoardTable
              title={t`Most wagered`}
              rows={shown.wagered}
              currency={shown.currency}
              mine={shown.me ? shown.me.wagered : undefined}
            />
            <BoardTable
              title={t`Biggest wins`}
              rows={shown.biggest_win}
              currency={shown.currency}
              mine={shown.me ? shown.me.biggest_win : undefined}
            />
          </div>
        </>
      )}
    </>
  );
}
