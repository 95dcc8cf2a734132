import { Trans, useLingui } from '@lingui/react/macro';
import type { Snapshot } from 'valtio';
import type { Tournament } from '../../../contract/api/tournaments';
import { formatDateTime, formatMoney } from '../../lib/format';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { SCORING_LABELS, STATUS_LABELS } from './labels';
import { prizePool } from './money';
import styles from './Tournaments.module.css';

/** A tournament in a list: its name, status, prize pool, rule and dates, linking to its page. */
export function TournamentCard({ tournament }: { tournament: Snapshot<Tournament> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <li className={styles.card} data-testid="tournament-card">
      <LocaleLink to={`/tournament/${tournament.id}`} className={styles.cardLink}>
        <span className={styles.badge} data-status={tournament.status}>
          {i18n._(STATUS_LABELS[tournament.status])}
        </span>
        <span className={styles.cardTitle}>{tournament.title[locale]}</span>
        <span className={styles.pool}>
          {formatMoney(prizePool(tournament.prizes, tournament.currency), tournament.currency, locale)}
        </span>
        <span className={styles.muted}>{i18n._(SCORING_LABELS[tournament.scoring])}</span>
        <span className={styles.muted}>
          <Trans>
            {formatDateTime(Date.parse(tournament.starts_at), locale)} –{' '}
            {formatDateTime(Date.parse(tournament.ends_at), locale)}
          </Trans>
        </span>
      </LocaleLink>
    </li>
  );
}
