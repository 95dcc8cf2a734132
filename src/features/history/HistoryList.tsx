import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { HistoryFilter, HistoryRow } from '../../../contract/api/history';
import type { HistoryGame } from '../../../contract/history-kinds';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime } from '../../lib/format';
import { useApp } from '../../stores/app';
import { loadHistory } from '../../stores/history';
import { Button, buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ChartIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import styles from './HistoryList.module.css';
import { HistoryRowView } from './HistoryRowView';
import { dayRange, GAME_FILTERS, KIND_FILTERS, roundSourceOf } from './history-filters';
import { RoundDialog } from './RoundDialog';

interface Filters {
  kind: HistoryFilter;
  game: HistoryGame | '';
  /** Calendar days as the date inputs give them (YYYY-MM-DD), in the player's time zone. */
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { kind: 'all', game: '', from: '', to: '' };

/** Profile → history: what happened (rounds, deposits, withdrawals, bonuses), filtered, paged by cursor. */
export function HistoryList() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const ids = { kind: useId(), game: useId(), from: useId(), to: useId() };
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [items, setItems] = useState<HistoryRow[]>([]);
  /** Where the next page starts: the cursor to load, or null before the first page. */
  const [cursor, setCursor] = useState<string | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const { online } = useApp();
  const [reloads, setReloads] = useState(0);
  const search = useSearch({ strict: false }) as { round?: unknown; source?: unknown };
  const navigate = useNavigate();
  const openRound = Number(search.round);

  // Coming back online replaces a saved copy with the server's first page.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      setCursor(null);
      setReloads((n) => n + 1);
    }
    wasOnline.current = online;
  }, [online]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the trigger for a fresh load.
  useEffect(() => {
    let live = true;
    setState('loading');
    const load = async () => {
      const result = await loadHistory({
        kind: filters.kind,
        ...(filters.game ? { game: filters.game } : {}),
        ...dayRange(filters.from, filters.to),
        ...(cursor ? { cursor } : {}),
      });
      if (!live) return;
      if (!result.ok) {
        setState('failed');
        setError(failureLines(result.failure).join(' '));
        return;
      }
      const page = result.data;
      setItems((previous) => (cursor ? [...previous, ...page.items] : page.items));
      setNextCursor(page.next_cursor);
      setSavedAt(page.savedAt);
      setState('ready');
    };
    void load();
    return () => {
      live = false;
    };
  }, [filters, cursor, reloads]);

  const change = (next: Partial<Filters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setCursor(null);
  };
  const filtered = filters.kind !== 'all' || filters.game !== '' || filters.from !== '' || filters.to !== '';

  return (
    <section aria-label={t`History`}>
      <form className={styles.filters} aria-label={t`Filter the history`} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{t`Show`}</label>
          <select
            id={ids.kind}
            value={filters.kind}
            onChange={(e) => change({ kind: e.target.value as HistoryFilter, game: '' })}
          >
            {KIND_FILTERS.map((f) => (
              <option key={f.id} value={f.id}>
                {i18n._(f.label)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.game}>{t`Game`}</label>
          <select
            id={ids.game}
            value={filters.game}
            disabled={filters.kind !== 'all' && filters.kind !== 'rounds'}
            onChange={(e) => change({ game: e.target.value as HistoryGame | '' })}
          >
            <option value="">{t`All games`}</option>
            {GAME_FILTERS.map((game) => (
              <option key={game.id} value={game.id}>
                {i18n._(game.label)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.from}>{t`From`}</label>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => change({ from: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.to}>{t`To`}</label>
          <input
            id={ids.to}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
          />
        </div>
        {filtered && (
          <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
            {t`Clear filters`}
          </Button>
        )}
      </form>
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
      {state === 'ready' && items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<ChartIcon width={28} height={28} />}
            title={t`Nothing matches`}
            text={t`No rows for these filters. Try another game or dates.`}
          />
        ) : (
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
        )
      ) : (
        <ol className={styles.list} aria-busy={state === 'loading'}>
          {items.map((row) => (
            <HistoryRowView key={`${row.kind}:${row.id}`} row={row} locale={locale} />
          ))}
        </ol>
      )}
      {nextCursor && state !== 'failed' && (
        <Button variant="secondary" wide busy={state === 'loading'} onClick={() => setCursor(nextCursor)}>
          {t`Show more`}
        </Button>
      )}
      {Number.isInteger(openRound) && openRound > 0 && (
        <RoundDialog
          id={openRound}
          source={roundSourceOf(search.source)}
          rows={items}
          onClose={() =>
            void navigate({
              to: '.',
              replace: true,
              search: (prev: Record<string, unknown>) => {
                const { round: _closed, source: _source, ...rest } = prev;
                return rest;
              },
            })
          }
        />
      )}
    </section>
  );
}
