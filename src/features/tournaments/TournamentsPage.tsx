import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { loadTournaments, useTournaments } from '../../stores/tournaments';
import { LocaleLink } from '../layout/LocaleLink';
import styles from '../profile/ProfileLayout.module.css';
import { PageHeading } from '../sections/PageHeading';
import { SectionEmpty } from '../sections/SectionPage';
import { SECTIONS } from '../sections/sections';
import { TournamentCard } from './TournamentCard';
import list from './Tournaments.module.css';

type ListStatus = 'active' | 'upcoming' | 'finished';
const ALL: ListStatus[] = ['active', 'upcoming', 'finished'];

/** /tournaments (running and upcoming, then finished) and /tournaments/{status}. */
export function TournamentsPage({ status }: { status?: ListStatus }) {
  const { t, i18n } = useLingui();
  const { lists } = useTournaments();
  const shown = status ? [status] : ALL;
  const key = shown.join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the lists shown.
  useEffect(() => {
    for (const each of shown) void loadTournaments(each);
  }, [key]);

  const tabs = [
    { to: '/tournaments', label: t`All`, exact: true },
    { to: '/tournaments/active', label: t`Running` },
    { to: '/tournaments/upcoming', label: t`Upcoming` },
    { to: '/tournaments/finished', label: t`Finished` },
  ];
  const loaded = shown.every((each) => lists[each] !== undefined);
  const items = shown.flatMap((each) => lists[each] ?? []);
  return (
    <>
      <PageHeading title={i18n._(SECTIONS.tournaments.title)} lead={i18n._(SECTIONS.tournaments.lead)} />
      <nav className={styles.tabs} aria-label={t`Tournament status`} data-status={status}>
        {tabs.map((tab) => (
          <LocaleLink key={tab.to} to={tab.to} className={styles.tab} activeOptions={{ exact: Boolean(tab.exact) }}>
            {tab.label}
          </LocaleLink>
        ))}
      </nav>
      {!loaded && <div className={list.listSkeleton} aria-busy="true" />}
      {loaded && items.length > 0 && (
        <ul className={list.cards}>
          {items.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      )}
      {loaded && items.length === 0 && <SectionEmpty section="tournaments" />}
    </>
  );
}
