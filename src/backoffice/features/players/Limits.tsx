import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { loadSaferGambling } from '../../stores/players';
import { Fact } from '../common/Fact';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { useList } from '../common/use-list';
import { BLOCK_LABEL, LIMIT_KIND_LABEL, LIMIT_PERIOD_LABEL } from './labels';
import { Section, Table } from './Section';

/** The player's safer-gambling tools as their own page shows them: limits with what is used, a block, checks. */
export function Limits({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const list = useList(useCallback(() => loadSaferGambling(userId), [userId]));
  const tools = list.data;
  const everyText = (minutes: number) => t`Every ${minutes} min`;
  const blockText = (block: { kind: keyof typeof BLOCK_LABEL; ends_at: string }) => {
    const kind = i18n._(BLOCK_LABEL[block.kind]);
    const until = format.when(block.ends_at);
    return t`${kind} until ${until}`;
  };
  const pendingText = (pending: { amount: string | null; confirmable_at: string }) => {
    const from = format.when(pending.confirmable_at);
    if (pending.amount === null) return t`Removal, from ${from}`;
    const amount = format.money(pending.amount, tools?.currency ?? 'RUB');
    return t`${amount}, from ${from}`;
  };
  return (
    <Section title={<Trans>Safer gambling</Trans>} onRefresh={() => void list.reload()} outcome={list.outcome}>
      {tools && (
        <>
          <dl className={styles.facts}>
            <Fact label={<Trans>Block</Trans>}>{tools.block ? blockText(tools.block) : t`None`}</Fact>
            <Fact label={<Trans>Reality check</Trans>}>
              {tools.reality_check_minutes === null ? t`Off` : everyText(tools.reality_check_minutes)}
            </Fact>
          </dl>
          {tools.limits.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No limits set.</Trans>
            </p>
          ) : (
            <Table label={t`Limits`} head={[t`Limit`, t`Period`, t`Amount`, t`Used`, t`Waiting change`]}>
              {tools.limits.map((limit) => (
                <tr key={`${limit.kind}:${limit.period}`}>
                  <td>{i18n._(LIMIT_KIND_LABEL[limit.kind])}</td>
                  <td>{i18n._(LIMIT_PERIOD_LABEL[limit.period])}</td>
                  <td className={styles.amountCell}>
                    {limit.amount === null ? t`None` : format.money(limit.amount, tools.currency)}
                  </td>
                  <td className={styles.amountCell}>{format.money(limit.used, tools.currency)}</td>
                  <td>{limit.pending ? pendingText(limit.pending) : '—'}</td>
                </tr>
              ))}
            </Table>
          )}
        </>
      )}
    </Section>
  );
}
