import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { loadLedger } from '../../stores/players';
import { Pager } from '../common/Pager';
import styles from '../common/Screen.module.css';
import { useCursorList } from '../common/use-cursor-list';
import { useFormat } from '../common/use-format';
import { Section, Table } from './Section';

const PER_PAGE = 20;

/** The player's ledger, newest first: each transaction with its signed change on cash and bonus, 20 a page. */
export function Ledger({ userId, version }: { userId: number; version: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useCursorList(
    // biome-ignore lint/correctness/useExhaustiveDependencies: `version` reloads after an adjustment.
    useCallback((beforeId: number | null) => loadLedger(userId, beforeId, PER_PAGE), [userId, version]),
  );
  return (
    <Section title={<Trans>Ledger</Trans>} onRefresh={() => void list.reload()} outcome={list.outcome} testId="ledger">
      {list.items?.length === 0 && (
        <p className={styles.muted}>
          <Trans>No transactions yet.</Trans>
        </p>
      )}
      {list.items && list.items.length > 0 && (
        <Table label={t`Ledger`} head={[t`When`, t`Kind`, t`Real money`, t`Bonus`, t`Reference`]}>
          {list.items.map((entry) => (
            <tr key={entry.id}>
              <td>{format.when(entry.created_at)}</td>
              <td>{entry.kind}</td>
              <td className={styles.amountCell}>{format.money(entry.cash, entry.currency)}</td>
              <td className={styles.amountCell}>{format.money(entry.bonus, entry.currency)}</td>
              <td>{entry.reference ?? '—'}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={list.page} hasOlder={list.hasOlder} onNewer={list.toNewer} onOlder={list.toOlder} />
    </Section>
  );
}
