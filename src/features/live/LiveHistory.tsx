import { useLingui } from '@lingui/react/macro';
import type { LiveTable } from '../../../contract/live/tables';
import styles from './LiveTablePage.module.css';
import { outcomeColor, outcomeLabel } from './wheel-layout';

/** The table's last results, newest first. */
export function LiveHistory({
  table,
  history,
  limit = 20,
}: {
  table: LiveTable;
  history: readonly { round_id: number; outcome: number }[];
  limit?: number;
}) {
  const { t } = useLingui();
  if (history.length === 0) return <p className={styles.muted}>{t`No results yet`}</p>;
  return (
    <ol className={styles.history} aria-label={t`Last results, newest first`} data-testid="live-history">
      {history.slice(0, limit).map((entry) => (
        <li key={entry.round_id} className={styles.result} style={{ background: outcomeColor(table, entry.outcome) }}>
          {outcomeLabel(table, entry.outcome)}
        </li>
      ))}
    </ol>
  );
}
