import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { loadRounds } from '../../stores/players';
import { Pager } from '../common/Pager';
import styles from '../common/Screen.module.css';
import { useCursorList } from '../common/use-cursor-list';
import { useFormat } from '../common/use-format';
import { roundLines } from './round-lines';
import { Section, Table } from './Section';

const PER_PAGE = 20;

/** The player's rounds of every game (originals, crash, rooms, live tables, slots), newest first, as their own history shows them. */
export function Rounds({ userId }: { userId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useCursorList(useCallback((cursor: string | null) => loadRounds(userId, cursor, PER_PAGE), [userId]));
  const rounds = list.items ? roundLines(list.items) : null;
  return (
    <Section title={<Trans>Rounds</Trans>} onRefresh={() => void list.reload()} outcome={list.outcome}>
      {rounds?.length === 0 && (
        <p className={styles.muted}>
          <Trans>No rounds played.</Trans>
        </p>
      )}
      {rounds && rounds.length > 0 && (
        <Table label={t`Rounds`} head={[t`When`, t`Game`, t`Stake`, t`Multiplier`, t`Payout`, t`Net`]}>
          {rounds.map((round) => (
            <tr key={round.key}>
              <td>{format.when(round.created_at)}</td>
              <td>{round.open ? `${round.game} · ${t`open`}` : round.game}</td>
              <td className={styles.amountCell}>{format.money(round.amount, round.currency)}</td>
              <td className={styles.amountCell}>{round.multiplier ?? '—'}</td>
              <td className={styles.amountCell}>
                {round.payout === null ? '—' : format.money(round.payout, round.currency)}
              </td>
              <td className={styles.amountCell}>
                {round.net === null ? '—' : format.money(round.net, round.currency)}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={list.page} hasOlder={list.hasOlder} onNewer={list.toNewer} onOlder={list.toOlder} />
    </Section>
  );
}
