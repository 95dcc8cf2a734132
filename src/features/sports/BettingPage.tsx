import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DEFAULT_CURRENCY } from '../../../contract/money';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../stores/session';
import { loadSportsTree, useSports, watchSports } from '../../stores/sports';
import { useSlip } from '../../stores/sports-slip';
import { PageHeading } from '../sections/PageHeading';
import { SECTIONS } from '../sections/sections';
import { BetSlip } from './BetSlip';
import { EventRow } from './EventRow';
import { SPORT_LABELS } from './labels';
import { MarketView } from './MarketView';
import { MyBets } from './MyBets';
import styles from './Sports.module.css';
import { WindowedList } from './WindowedList';

type Tab = 'live' | 'upcoming' | 'mine';

/** Rows the event list reserves while it loads, so the page keeps its size. */
const SKELETON_ROWS = 6;
/** A row's height before it is measured (an event with its headline market; a market of the open event). */
const EVENT_ESTIMATE_PX = 112;
const MARKET_ESTIMATE_PX = 96;

/** /betting: sports and leagues, live and upcoming events, an event's markets, the bet slip and my bets. */
export function BettingPage() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const session = useSession();
  const { tree, book } = useSports();
  const slip = useSlip();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [slipOpen, setSlipOpen] = useState(false);
  const signedIn = hydrated && session.status === 'signed-in';
  const currency = session.profile?.data.currency ?? DEFAULT_CURRENCY;

  useEffect(() => {
    void loadSportsTree();
  }, []);

  // The worker polls only what is in view, and nothing while the page is hidden.
  useEffect(() => {
    if (tab === 'mine') return;
    const view = { state: tab, leagueId, eventId };
    const follow = () => void watchSports(document.visibilityState === 'visible' ? view : null);
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      void watchSports(null);
    };
  }, [tab, leagueId, eventId]);

  const inView = book && book.view.state === tab && book.view.leagueId === leagueId ? book : null;
  const events = inView?.events;
  const open = inView?.event && inView.event.event.id === eventId ? inView.event : null;
  const tabs: { id: Tab; label: string }[] = [
    { id: 'live', label: t`Live` },
    { id: 'upcoming', label: t`Upcoming` },
    { id: 'mine', label: t`My bets` },
  ];

  return (
    <div className={styles.page}>
      <PageHeading title={i18n._(SECTIONS.betting.title)} lead={i18n._(SECTIONS.betting.lead)} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t`Sports and leagues`}>
          <button
            type="button"
            className={styles.navItem}
            aria-current={leagueId === null || undefined}
            onClick={() => {
              setLeagueId(null);
              setEventId(null);
            }}
          >
            {t`All leagues`}
          </button>
          {tree === undefined && <div className={styles.navSkeleton} aria-hidden="true" />}
          {tree?.sports.map((sport) => (
            <div key={sport.sport} className={styles.navSport}>
              <h2 className={styles.navTitle}>{i18n._(SPORT_LABELS[sport.sport])}</h2>
              {sport.countries.flatMap((country) =>
                country.leagues.map((league) => (
                  <button
                    key={league.id}
                    type="button"
                    className={styles.navItem}
                    aria-current={leagueId === league.id || undefined}
                    onClick={() => {
                      setLeagueId(league.id);
                      setEventId(null);
                      if (tab === 'mine') setTab('upcoming');
                    }}
                  >
                    <span>{league.name}</span>
                    {league.live > 0 && <span className={styles.liveCount}>{league.live}</span>}
                  </button>
                )),
              )}
            </div>
          ))}
        </nav>

        <div className={styles.main}>
          <div className={styles.tabs} role="tablist" aria-label={t`Events`}>
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={tab === item.id}
                className={styles.tab}
                onClick={() => {
                  setTab(item.id);
                  setEventId(null);
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
          {tab === 'mine' ? (
            signedIn ? (
              <MyBets />
            ) : (
              <p className={styles.slipEmpty}>{t`Log in to see your bets.`}</p>
            )
          ) : eventId !== null ? (
            <section aria-label={open?.event.name ?? t`Event`}>
              <button type="button" className={styles.linkButton} onClick={() => setEventId(null)}>
                {t`← Back to events`}
              </button>
              {open ? (
                <>
                  <h2 className={styles.eventTitle}>{open.event.name}</h2>
                  {open.event.score && (
                    <p className={styles.eventMeta}>
                      {`${open.event.score.home}:${open.event.score.away}`}
                      {open.event.clock && ` · ${open.event.clock}`}
                    </p>
                  )}
                  <WindowedList
                    as="div"
                    items={open.markets}
                    itemKey={(market) => market.id}
                    estimate={MARKET_ESTIMATE_PX}
                    itemClassName={styles.marketRow}
                    renderItem={(market) => <MarketView event={open.event} market={market} />}
                  />
                </>
              ) : (
                <div className={styles.skeletonList} aria-busy="true" />
              )}
            </section>
          ) : events === undefined || (events === null && !inView?.failure) ? (
            <ul className={styles.events} aria-busy="true">
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <li key={i} className={`${styles.event} ${styles.skeleton}`} />
              ))}
            </ul>
          ) : events === null ? (
            <p className={styles.slipEmpty}>{t`The events could not be loaded. They will show as soon as they can.`}</p>
          ) : events.length === 0 ? (
            <p className={styles.slipEmpty}>{tab === 'live' ? t`No live events right now.` : t`No upcoming events.`}</p>
          ) : (
            <WindowedList
              items={events}
              itemKey={(event) => event.id}
              estimate={EVENT_ESTIMATE_PX}
              className={styles.events}
              itemClassName={styles.event}
              data-testid="events"
              renderItem={(event) => <EventRow event={event} onOpen={setEventId} />}
            />
          )}
        </div>

        <div className={styles.slipPanel} data-open={slipOpen || undefined}>
          <button
            type="button"
            className={styles.slipToggle}
            aria-expanded={slipOpen}
            onClick={() => setSlipOpen((value) => !value)}
          >
            {t`Bet slip`} <span className={styles.count}>{slip.selections.length}</span>
          </button>
          <div className={styles.slipBody}>
            <BetSlip currency={currency} signedIn={signedIn} />
          </div>
        </div>
      </div>
    </div>
  );
}
