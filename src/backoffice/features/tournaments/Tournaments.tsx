import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { TournamentStatus } from '../../../../contract/api/tournaments';
import { Button } from '../../../ui/Button';
import { may, useWho } from '../../stores/session';
import { loadTournaments } from '../../stores/tournaments';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { choicesOf, SelectField } from '../common/SelectField';
import { STATUS_LABEL } from './labels';
import { NewTournamentForm } from './NewTournamentForm';
import type { OperatorTournament } from './operator-tournament';
import { TournamentCard } from './TournamentCard';

const STATUSES = Object.keys(STATUS_LABEL) as TournamentStatus[];

/** Every tournament (by status), a new one, cancelling or finishing one (admin), and a running one's standings. */
export function Tournaments({
  status,
  onStatus,
}: {
  status: TournamentStatus | undefined;
  onStatus: (status: TournamentStatus | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const canManage = may(who, 'manageTournaments');
  const [items, setItems] = useState<OperatorTournament[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadTournaments(status);
    if (result.ok) setItems(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [status, i18n]);
  useEffect(() => void reload(), [reload]);

  const done = (line: string) => {
    setOutcome({ kind: 'ok', lines: [line] });
    void reload();
  };

  return (
    <section className={styles.screen} aria-labelledby="tournaments-title">
      <ScreenHeading id="tournaments-title" title={<Trans>Tournaments</Trans>}>
        {canManage && !creating && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Trans>New tournament</Trans>
          </Button>
        )}
      </ScreenHeading>
      {creating && (
        <NewTournamentForm
          onCreated={(line) => {
            setCreating(false);
            done(line);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <div className={styles.filters}>
        <SelectField
          label={<Trans>Status</Trans>}
          value={status ?? ''}
          choices={[['', t`All`], ...choicesOf(STATUSES, STATUS_LABEL, i18n)]}
          onChange={(value) => onStatus(value || undefined)}
        />
        <Button variant="ghost" onClick={() => void reload()}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <Outcome outcome={outcome} />
      {items?.length === 0 && (
        <p className={styles.empty}>
          <Trans>No tournaments here.</Trans>
        </p>
      )}
      {items && items.length > 0 && (
        <ul className={styles.list}>
          {items.map((tournament) => (
            <TournamentCard
              key={`${tournament.id}:${tournament.status}`}
              tournament={tournament}
              canManage={canManage}
              onDone={done}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
