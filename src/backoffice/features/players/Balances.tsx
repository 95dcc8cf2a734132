import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { loadBalances } from '../../stores/players';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { useList } from '../common/use-list';
import { Section, Table } from './Section';

/** Real (cash) and bonus money per currency, with the bonus still waiting and the payouts held. */
export function Balances({ userId, version }: { userId: number; version: number }) {
  const { t } = useLingui();
  const format = useFormat();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` reloads after an adjustment.
  const list = useList(useCallback(() => loadBalances(userId), [userId, version]));
  return (
    <Section
      title={<Trans>Balances</Trans>}
      onRefresh={() => void list.reload()}
      outcome={list.outcome}
      testId="balances"
    >
      {list.data?.length === 0 && (
        <p className={styles.muted}>
          <Trans>No money on any account yet.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <Table label={t`Balances`} head={[t`Currency`, t`Real money`, t`Bonus`, t`Bonus waiting`, t`Payouts held`]}>
          {list.data.map((row) => (
            <tr key={row.currency}>
              <td>{row.currency}</td>
              <td className={styles.amountCell} data-testid={`cash-${row.currency}`}>
                {format.money(row.cash, row.currency)}
              </td>
              <td className={styles.amountCell}>{format.money(row.bonus, row.currency)}</td>
              <td className={styles.amountCell}>{format.money(row.bonus_pending, row.currency)}</td>
              <td className={styles.amountCell}>{format.money(row.payout_hold, row.currency)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
