import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TournamentDetail } from '../../../../contract/api/tournaments';
import { Button } from '../../../ui/Button';
import { loadTournament } from '../../stores/tournaments';
import { failureLines } from '../common/failure-text';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import type { OperatorTournament } from './operator-tournament';

/** The top places as players see them (live while running, final once finished). */
export function Standings({ tournament, onClose }: { tournament: OperatorTournament; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [detail, setDetail] = useState<TournamentDetail | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const { currency, scoring } = tournament;

  useEffect(() => {
    void loadTournament(tournament.id).then((result) => {
      if (result.ok) setDetail(result.data);
      else setProblem(failureLines(i18n, result.failure));
    });
  }, [tournament.id, i18n]);

  const score = (value: string) => (scoring === 'multiplier' ? `×${value}` : format.money(value, currency));

  return (
    <div className={styles.inlineForm}>
      {problem.length > 0 && <Outcome outcome={{ kind: 'error', lines: problem }} />}
      {detail && detail.standings.length === 0 && (
        <p className={styles.muted}>
          <Trans>Nobody has scored yet.</Trans>
        </p>
      )}
      {detail && detail.standings.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        <section className={styles.tableWrap} tabIndex={0} aria-label={t`Standings`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Place`}</th>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Score`}</th>
                <th scope="col">{t`Prize`}</th>
              </tr>
            </thead>
            <tbody>
              {detail.standings.map((standing) => (
                <tr key={standing.user_id}>
                  <td>{standing.place}</td>
                  <td>
                    {standing.name ?? t`Hidden`} · {standing.user_id}
                  </td>
                  <td>{score(standing.score)}</td>
                  <td>{standing.prize ? format.money(standing.prize, currency) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className={styles.actions}>
        {detail && (
          <span className={styles.muted}>
            {t`Entrants: ${detail.entrants}`} · {format.when(detail.server_time)}
          </span>
        )}
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close the standings</Trans>
        </Button>
      </div>
    </div>
  );
}
