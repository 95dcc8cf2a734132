import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { SportsBet } from '../../../contract/api/sports';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import { cashOut, loadMoreBets, loadMyBets, quoteCashOut, sportsState, useSports } from '../../stores/sports';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import { BET_RESULTS, LEG_OUTCOMES, marketTitle } from './labels';
import { ResettlementNote } from './ResettlementNote';
import styles from './Sports.module.css';

/** The player's open and settled bets, newest first a page at a time, with cash-out on the open ones. */
export function MyBets() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const { bets } = useSports();
  const list = bets[status];
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  /** The bet the keyboard moves on to once a page shows (its first: the button may be gone, no page after it). */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const shownCount = list?.items.length ?? 0;

  useEffect(() => {
    setFocusAt(null);
    void loadMyBets(status);
  }, [status]);

  useEffect(() => {
    if (focusAt === null || focusAt >= shownCount) return;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt, shownCount]);

  async function more() {
    const shown = shownCount;
    setLoadingMore(true);
    const failure = await loadMoreBets(status);
    setLoadingMore(false);
    if (failure) notify({ kind: 'error', title: t`More bets could not be loaded.`, lines: failureLines(failure) });
    // An empty page (its bets settled meanwhile) moves nothing.
    else if ((sportsState.bets[status]?.items.length ?? 0) > shown) setFocusAt(shown);
  }

  return (
    <section aria-label={t`My bets`}>
      <div className={styles.tabs} role="tablist" aria-label={t`My bets`}>
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={styles.tab}
            onClick={() => setStatus(s)}
          >
            {s === 'open' ? t`Open` : t`Settled`}
          </button>
        ))}
      </div>
      {list === undefined ? (
        <div className={styles.skeletonList} aria-busy="true" />
      ) : list === null ? (
        <p className={styles.slipEmpty}>{t`Your bets could not be loaded.`}</p>
      ) : list.items.length === 0 ? (
        <p className={styles.slipEmpty}>{status === 'open' ? t`No open bets.` : t`No settled bets yet.`}</p>
      ) : (
        <>
          <ul ref={listRef} className={styles.bets} data-testid={`bets-${status}`} aria-busy={loadingMore}>
            {list.items.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </ul>
          {list.nextCursor && (
            <Button variant="secondary" wide busy={loadingMore} onClick={() => void more()}>
              {t`Show more`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function BetCard({ bet }: { bet: Snapshot<SportsBet> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { quotes } = useSports();
  const [busy, setBusy] = useState(false);
  const money = (amount: string) => formatMoney(amount, bet.currency, locale);
  const quote = quotes[bet.id];

  async function ask() {
    setBusy(true);
    await quoteCashOut(bet.id);
    setBusy(false);
  }
  async function take(amount: string) {
    setBusy(true);
    const result = await cashOut(bet.id, amount);
    setBusy(false);
    if (!result.ok && !(result.failure.kind === 'http' && result.failure.code === 'cash_out_changed')) {
      notify({ kind: 'error', title: t`Cash-out not made`, lines: failureLines(result.failure) });
    }
  }

  return (
    <li className={styles.bet} tabIndex={-1}>
      <div className={styles.row}>
        <strong>{bet.kind === 'single' ? t`Single` : t`Accumulator (${bet.legs.length})`}</strong>
        <span>{formatDateTime(Date.parse(bet.created_at), locale)}</span>
      </div>
      <ul className={styles.betLegs}>
        {bet.legs.map((leg) => (
          <li key={leg.selection_id}>
            <span>{leg.event_name}</span> · <span>{marketTitle(i18n, { kind: leg.market_kind, line: leg.line })}</span>{' '}
            · <strong>{leg.selection_name}</strong> @ {leg.odds}
            {leg.outcome && ` · ${i18n._(LEG_OUTCOMES[leg.outcome])}`}
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <span>{t`Stake ${money(bet.stake)} at ${bet.odds}`}</span>
        <span>
          {bet.result
            ? `${i18n._(BET_RESULTS[bet.result])}: ${money(bet.paid)}`
            : t`To win ${money(bet.potential_payout)}`}
        </span>
      </div>
      {bet.resettlement && <ResettlementNote bet={bet} />}
      {bet.status === 'open' &&
        (quote ? (
          quote.amount ? (
            <>
              {quote.changed && (
                <p className={styles.suspended} role="alert">
                  {t`The cash-out price changed. Take the new one?`}
                </p>
              )}
              <Button variant="primary" busy={busy} onClick={() => void take(quote.amount ?? '')}>
                {t`Cash out ${money(quote.amount)}`}
              </Button>
            </>
          ) : (
            <p className={styles.suspended}>{t`Cash-out is not available right now.`}</p>
          )
        ) : (
          <Button variant="secondary" busy={busy} onClick={() => void ask()}>
            {t`Cash-out price`}
          </Button>
        ))}
    </li>
  );
}
