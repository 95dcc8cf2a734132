import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { currentLocale } from '../../i18n';
import { cancelTournament, finishTournament } from '../../stores/tournaments';
import { Fact } from '../common/Fact';
import { failureLines } from '../common/failure-text';
import { ReasonForm } from '../common/ReasonForm';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { ENTRY_LABEL, SCORING_LABEL, STATUS_LABEL, statusTone } from './labels';
import type { OperatorTournament } from './operator-tournament';
import { Standings } from './Standings';

/** One tournament: its games, scoring, prizes and schedule; its standings; cancel or finish it now (admin). */
export function TournamentCard({
  tournament,
  canManage,
  onDone,
  onFailed,
}: {
  tournament: OperatorTournament;
  canManage: boolean;
  onDone: (line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState<'standings' | 'cancel' | 'confirm-finish' | null>(null);
  const [busy, setBusy] = useState(false);
  const title = tournament.title[currentLocale()];
  const { status, currency } = tournament;
  const live = status === 'upcoming' || status === 'active';

  const act = async (run: () => ReturnType<typeof finishTournament>, line: string) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    setOpen(null);
    onDone(line);
  };

  return (
    <li className={styles.card} aria-labelledby={`tournament-${tournament.id}`} data-testid="tournament">
      <div className={styles.cardHead}>
        <h2 id={`tournament-${tournament.id}`} className={styles.cardTitle}>
          {title}
        </h2>
        <span className={styles.badge} data-tone={statusTone(status)}>
          {i18n._(STATUS_LABEL[status])}
        </span>
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Games</Trans>}>{tournament.games.join(', ')}</Fact>
        <Fact label={<Trans>Scoring</Trans>}>{i18n._(SCORING_LABEL[tournament.scoring])}</Fact>
        <Fact label={<Trans>Who takes part</Trans>}>{i18n._(ENTRY_LABEL[tournament.entry])}</Fact>
        <Fact label={<Trans>Entrants</Trans>}>{tournament.entrants}</Fact>
        <Fact label={<Trans>Prizes by place</Trans>}>
          {tournament.prizes.map((prize) => format.money(prize, currency)).join(', ')}
        </Fact>
        <Fact label={<Trans>Runs</Trans>}>
          {format.when(tournament.starts_at)} – {format.when(tournament.ends_at)}
        </Fact>
        {tournament.cancel_reason && <Fact label={<Trans>Why cancelled</Trans>}>{tournament.cancel_reason}</Fact>}
      </dl>
      {open === null && (
        <div className={styles.actions}>
          {status !== 'upcoming' && status !== 'cancelled' && (
            <Button onClick={() => setOpen('standings')} aria-label={t`Standings of ${title}`}>
              <Trans>Standings</Trans>
            </Button>
          )}
          {canManage && status === 'active' && (
            <Button onClick={() => setOpen('confirm-finish')} aria-label={t`Finish ${title} now`}>
              <Trans>Finish now</Trans>
            </Button>
          )}
          {canManage && live && (
            <Button onClick={() => setOpen('cancel')} aria-label={t`Cancel ${title}`}>
              <Trans>Cancel the tournament</Trans>
            </Button>
          )}
        </div>
      )}
      {open === 'standings' && <Standings tournament={tournament} onClose={() => setOpen(null)} />}
      {open === 'confirm-finish' && (
        <fieldset className={styles.inlineForm} aria-label={t`Finish ${title} now?`}>
          <p>
            <Trans>Finish {title} now? The standings become final and the prizes are paid, once.</Trans>
          </p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              busy={busy}
              onClick={() =>
                void act(() => finishTournament(tournament.id), t`${title} is finished; its prizes are paid.`)
              }
            >
              <Trans>Yes, finish it</Trans>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setOpen(null)}>
              <Trans>Keep it running</Trans>
            </Button>
          </div>
        </fieldset>
      )}
      {open === 'cancel' && (
        <ReasonForm
          label={t`Why is it cancelled?`}
          submitLabel={t`Cancel the tournament`}
          busy={busy}
          onSubmit={(reason) => void act(() => cancelTournament(tournament.id, reason), t`${title} is cancelled.`)}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}
