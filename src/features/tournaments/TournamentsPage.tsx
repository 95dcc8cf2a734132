import { useLingui } from '@lingui/react/macro';
import { LocaleLink } from '../layout/LocaleLink';
import styles from '../profile/ProfileLayout.module.css';
import { SectionPage } from '../sections/SectionPage';

/** /tournaments and /tournaments/{status}. */
export function TournamentsPage({ status }: { status?: 'active' | 'upcoming' | 'finished' }) {
  const { t } = useLingui();
  const tabs = [
    { to: '/tournaments', label: t`All`, exact: true },
    { to: '/tournaments/active', label: t`Running` },
    { to: '/tournaments/upcoming', label: t`Upcoming` },
    { to: '/tournaments/finished', label: t`Finished` },
  ];
  return (
    <SectionPage section="tournaments">
      <nav className={styles.tabs} aria-label={t`Tournament status`} data-status={status}>
        {tabs.map((tab) => (
          <LocaleLink key={tab.to} to={tab.to} className={styles.tab} activeOptions={{ exact: Boolean(tab.exact) }}>
            {tab.label}
          </LocaleLink>
        ))}
      </nav>
    </SectionPage>
  );
}
