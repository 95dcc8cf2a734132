import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { loadSessions } from '../../stores/players';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { useList } from '../common/use-list';
import { Section, Table } from './Section';

/** The player's sign-in sessions: when, from where, on which device and mirror, and whether still open. */
export function Sessions({ userId }: { userId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useList(useCallback(() => loadSessions(userId), [userId]));
  const openUntil = (expiresAt: string) => {
    const until = format.when(expiresAt);
    return t`Open until ${until}`;
  };
  return (
    <Section title={<Trans>Sessions</Trans>} onRefresh={() => void list.reload()} outcome={list.outcome}>
      {list.data?.length === 0 && (
        <p className={styles.muted}>
          <Trans>No sessions.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <Table label={t`Sessions`} head={[t`Opened`, t`Last seen`, t`State`, t`Address`, t`Mirror`, t`Device`]}>
          {list.data.map((session) => (
            <tr key={session.id}>
              <td>{format.when(session.created_at)}</td>
              <td>{format.when(session.last_seen_at)}</td>
              <td>{session.revoked ? t`Ended` : openUntil(session.expires_at)}</td>
              <td>{session.ip ?? '—'}</td>
              <td>{session.host ?? '—'}</td>
              <td>{session.user_agent ?? '—'}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
