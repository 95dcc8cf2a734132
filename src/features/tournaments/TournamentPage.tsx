import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';
import { joinTournament, useTournaments, watchTournament } from '../../stores/tournaments';
import { Button, buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TrophyIcon } from '../../ui/icons';
import { GAMES } from '../games/games';
import { LocaleLink } from '../layout/LocaleLink';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import { Countdown } from './Countdown';
import { SCORING_LABELS, STATUS_LABELS } from './labels';
import { prizePool } from './money';
import styles from './Tournaments.module.css';

/** Rows the standings and prize tables always reserve, so the page keeps its size while they fill. */
const RESERVED_ROWS = 10;

/** /tournament/{id}: live standings through the worker, the player's place, a countdown, the prizes. */
export function TournamentPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { status: session } = useSession();
  const { watched } = useTournaments();
  const [busy, setBusy] = useState(false);
  const numericId = Number(id);

  useEffect(() => {
    void watchTournament(numericId);
    return () => void watchTournament(null);
  }, [numericId]);

  const current = watched?.id === numericId ? watched : null;
  if (current && !current.detail) {
    return (
      <>
        <PageHeading title={t`Tournament #${id}`} />
        <EmptyState
          icon={<TrophyIcon width={28} height={28} />}
          title={t`This tournament is not available`}
          text={t`It may not have started yet or may have been removed. The list shows every running and upcoming tournament.`}
          actions={
            <LocaleLink to="/tournaments" className={buttonClass('primary')}>
              {t`All tournaments`}
            </LocaleLink>
          }
        />
      </>
    );
  }
  if (!current?.detail) return <TournamentSkeleton />;

  const { tournament, standings, entrants, server_time } = current.detail;
  const me = current.me;
  const money = (amount: string) => formatMoney(amount, tournament.currency, locale);
  const score = (value: string) => (tournament.scoring === 'multiplier' ? `×${value}` : money(value));
  const open = tournament.status === 'upcoming' || tournament.status === 'active';

  const join = async () => {
    setBusy(true);
    try {
      const result = await joinTournament(numericId);
      if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="tournament" data-status={tournament.status}>
      <PageHeading title={tournament.title[locale]} lead={i18n._(SCORING_LABELS[tournament.scoring])} />
      <section className={styles.summary} aria-label={t`Tournament summary`}>
        <div className={styles.fact}>
          <span className={styles.factLabel}>{t`Status`}</span>
          <span className={styles.badge} data-status={tournament.status} data-testid="tournament-status">
            {i18n._(STATUS_LABELS[tournament.status])}
          </span>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>
            {tournament.status === 'upcoming' ? t`Starts in` : tournament.status === 'active' ? t`Ends in` : t`Ended`}
          </span>
          <span className={styles.factValue}>
            {open ? (
              <Countdown
                target={tournament.status === 'upcoming' ? tournament.starts_at : tournament.ends_at}
                serverTime={server_time}
              />
            ) : (
              '—'
            )}
          </span>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>{t`Prize pool`}</span>
          <span className={styles.factValue}>{money(prizePool(tournament.prizes, tournament.currency))}</span>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>{t`Your place`}</span>
          {open && tournament.entry === 'opt_in' && session === 'signed-in' && !me?.joined ? (
            <Button variant="primary" busy={busy} onClick={() => void join()}>
              <Trans>Take part</Trans>
            </Button>
          ) : open && session !== 'signed-in' ? (
            <LocaleLink to={`/tournament/${id}`} search={{ signup: '' }} className={buttonClass('primary')}>
              <Trans>Sign up to take part</Trans>
            </LocaleLink>
          ) : (
            <span className={styles.factValue} data-testid="tournament-my-place">
              {me?.place ? `${me.place} · ${me.score ? score(me.score) : ''}` : '—'}
            </span>
          )}
        </div>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="standings-title">
          <h2 id="standings-title" className={styles.tableTitle}>{t`Standings`}</h2>
          <table className={styles.table} data-testid="tournament-standings">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t`Player`}</th>
                <th scope="col">{t`Score`}</th>
                <th scope="col">{t`Prize`}</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((row) => (
                <tr key={row.user_id} aria-current={me?.place === row.place ? 'true' : undefined}>
                  <td>{row.place}</td>
                  <td>{row.name ?? t`Player ${row.user_id}`}</td>
                  <td>{score(row.score)}</td>
                  <td>{row.prize ? money(row.prize) : '—'}</td>
                </tr>
              ))}
              {Array.from(
                { length: Math.max(0, RESERVED_ROWS - standings.length) },
                (_, i) => standings.length + i + 1,
              ).map((place) => (
                <tr key={`free-${place}`} className={styles.emptyRow}>
                  <td colSpan={4}>{place === 1 ? t`No scores yet` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="prizes-title">
          <h2 id="prizes-title" className={styles.tableTitle}>{t`Prizes`}</h2>
          <table className={styles.table}>
            <tbody>
              {tournament.prizes.map((prize, place) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the place is the index.
                <tr key={place}>
                  <td>{place + 1}</td>
                  <td>{money(prize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <div className={styles.details}>
        {tournament.status === 'cancelled' && (
          <p className={styles.cancelled} role="status">
            <Trans>Cancelled: {tournament.cancel_reason}. No prizes are paid.</Trans>
          </p>
        )}
        <p className={styles.muted}>
          {tournament.games.map((game) => i18n._(GAMES[game].title)).join(', ')} · <Trans>{entrants} players</Trans>
        </p>
        {open && tournament.entry === 'auto' && (
          <p className={styles.muted}>
            <Trans>Every bet in these games counts: no sign-up needed.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** The page's final layout with placeholders: the prerendered shell and the first load keep the same size. */
function TournamentSkeleton() {
  return (
    <div aria-busy="true" data-testid="tournament-skeleton">
      <PageHeading title={'\u00a0'} lead={'\u00a0'} />
      <div className={styles.summary}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.fact}>
            <span className={styles.bone} style={{ width: '50%', height: 14 }} />
            <span className={styles.bone} style={{ width: '70%', height: 24 }} />
          </div>
        ))}
      </div>
      <div className={styles.columns}>
        <div className={styles.tableSkeleton} style={{ height: `calc(var(--row-h) * ${RESERVED_ROWS + 1} + 40px)` }} />
        <div className={styles.tableSkeleton} />
      </div>
    </div>
  );
}
