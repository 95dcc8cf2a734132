import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { HistoryItem } from '../../../contract/api/wallet';
import type { HistoryPage } from '../../../workers/wallet/history';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useApp } from '../../stores/app';
import { loadHistory } from '../../stores/wallet';
import { Button, buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ChartIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import styles from './HistoryList.module.css';
import { HISTORY_FILTERS, KIND_LABELS, rowAmount } from './history-filters';

/** Profile → history: every ledger movement, filtered by kind and paged (spec §3; issue: wallet). */
export function HistoryList() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [filter, setFilter] = useState('all');
  const [items, setItems] = useState<HistoryItem[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const { online } = useApp();
  const [reloads, setReloads] = useState(0);

  // Coming back online replaces a saved copy with the server's first page.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      setPage(1);
      setReloads((n) => n + 1);
    }
    wasOnline.current = online;
  }, [online]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the trigger for a fresh load.
  useEffect(() => {
    let live = true;
    const kinds = HISTORY_FILTERS.find((f) => f.id === filter)?.kinds ?? [];
    setState('loading');
    const load = async () => {
      const result = await loadHistory({ kinds, page });
      if (!live) return;
      if (!result.ok) {
        setState('failed');
        setError(failureLines(result.failure).join(' '));
        return;
      }
      const data: HistoryPage = result.data;
      setItems((previous) => (page === 1 ? data.items : [...previous, ...data.items]));
      setHasMore(data.has_more);
      setSavedAt(data.savedAt);
      setState('ready');
    };
    void load();
    return () => {
      live = false;
    };
  }, [filter, page, reloads]);

  return (
    <section aria-label={t`History`}>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t`Show`}</legend>
        {HISTORY_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className={styles.chip}
            aria-pressed={f.id === filter}
            onClick={() => {
              setFilter(f.id);
              setPage(1);
            }}
          >
            {i18n._(f.label)}
          </button>
        ))}
      </fieldset>
      {savedAt !== null && (
        <p className={styles.saved} role="status" data-testid="history-saved">
          {t`Saved copy from ${formatDateTime(savedAt, locale)}. Connect to see the latest.`}
        </p>
      )}
      {state === 'failed' && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {state !== 'failed' && items.length === 0 && state === 'ready' ? (
        <EmptyState
          icon={<ChartIcon width={28} height={28} />}
          title={t`Nothing here yet`}
          text={t`Your deposits, withdrawals, bets and wins will be listed here.`}
          actions={
            <LocaleLink to="/games/dice" className={buttonClass('primary')}>
              {t`Try Dice`}
            </LocaleLink>
          }
        />
      ) : (
        <ol className={styles.list} aria-busy={state === 'loading'}>
          {items.map((item) => {
            const amount = rowAmount(item);
            return (
              <li key={item.id} className={styles.row} data-testid="history-row">
                <div>
                  <p className={styles.kind}>{i18n._(KIND_LABELS[item.kind])}</p>
                  <p className={styles.when}>{formatDateTime(Date.parse(item.created_at), locale)}</p>
                </div>
                <p className={styles.amount} data-sign={Number(amount) > 0 ? 'plus' : 'minus'}>
                  {Number(amount) > 0 ? '+' : ''}
                  {formatMoney(amount, item.currency, locale)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {hasMore && (
        <Button variant="secondary" wide busy={state === 'loading'} onClick={() => setPage((p) => p + 1)}>
          {t`Show more`}
        </Button>
      )}
    </section>
  );
}
