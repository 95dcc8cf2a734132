import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FeedEntry } from '../../../contract/realtime/feed';
import { currentLocale } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { useFeed, watchFeed } from '../../stores/feed';
import { useSession } from '../../stores/session';
import { feedGameName } from './feed-game';
import styles from './LiveFeed.module.css';

/** Rows shown: the list's height is reserved for this many, so nothing below it moves as bets arrive. */
export const FEED_ROWS = 10;
const TABS = ['all', 'big', 'mine'] as const;
type Tab = (typeof TABS)[number];

/**
 * The live bets feed (home and every game page): all bets, big wins and the player's own, live from the worker's
 * socket. Names hidden by their players read "Hidden"; a hidden avatar is a blank disc.
 */
export function LiveFeed() {
  const { t, i18n } = useLingui();
  const feed = useFeed();
  const { status } = useSession();
  const [tab, setTab] = useState<Tab>('all');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => watchFeed(), []);

  const labels: Record<Tab, string> = { all: t`All bets`, big: t`Big wins`, mine: t`My bets` };
  // A signed-out visitor sees no one's own bets (the list may still hold the last player's until the next sign-in).
  const rows = tab === 'mine' && status !== 'signed-in' ? [] : (feed[tab] as readonly FeedEntry[]).slice(0, FEED_ROWS);
  const locale = currentLocale();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next] as Tab);
    tabs.current[next]?.focus();
  };

  const empty =
    tab === 'mine' && status !== 'signed-in'
      ? t`Sign in to see your bets here.`
      : feed.ready
        ? {
            all: t`No bets yet: the next one appears here at once.`,
            big: t`No big wins yet.`,
            mine: t`You have no bets yet.`,
          }[tab]
        : t`Connecting to the live feed…`;

  return (
    <section className={styles.feed} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t`Live bets`}
      </h2>
      <div role="tablist" aria-label={t`Live bets`} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className={styles.panel}
        style={{ height: `calc(var(--feed-row) * ${FEED_ROWS + 1})` }}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Game`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col" className={styles.number}>{t`Bet`}</th>
              <th scope="col" className={styles.number}>{t`Multiplier`}</th>
              <th scope="col" className={styles.number}>{t`Payout`}</th>
            </tr>
          </thead>
          <tbody aria-live="off">
            {rows.map((row) => {
              const name = row.player.hidden ? t`Hidden` : (row.player.name ?? t`Player`);
              const won = Number(row.payout) > 0;
              return (
                <tr key={row.id} className={styles.row} data-testid="feed-row" data-entry-id={row.id}>
                  <td>{feedGameName(row, i18n)}</td>
                  <td>
                    <span className={styles.player}>
                      <span className={styles.avatar} aria-hidden="true">
                        {row.player.avatar && !row.player.hidden ? (name[0] ?? '').toUpperCase() : ''}
                      </span>
                      <span className={row.player.hidden ? styles.hidden : undefined}>{name}</span>
                    </span>
                  </td>
                  <td className={styles.number}>{formatMoney(row.amount, row.currency, locale)}</td>
                  <td className={styles.number}>{row.multiplier}×</td>
                  <td className={`${styles.number} ${won ? styles.win : styles.loss}`}>
                    {formatMoney(row.payout, row.currency, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 && <p className={styles.empty}>{empty}</p>}
      </div>
    </section>
  );
}
