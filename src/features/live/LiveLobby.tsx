import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { LIVE_TABLES, type LiveTable } from '../../../contract/live/tables';
import { useLive, watchLive } from '../../stores/live';
import { buttonClass } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import { LiveHistory } from './LiveHistory';
import styles from './LiveLobby.module.css';
import { TABLE_NAMES } from './table-names';
import { useServerNow } from './use-server-now';

/** The live casino: both automated tables with their round's state and last results, live over the socket. */
export function LiveLobby() {
  const { t, i18n } = useLingui();
  const live = useLive();
  useEffect(() => watchLive(), []);
  const now = useServerNow(live.offsetMs, true);
  return (
    <>
      <PageHeading
        title={t`Live casino`}
        lead={t`Automated tables playing shared rounds around the clock: no dealer, no video, every draw provably fair.`}
      />
      <ul className={styles.tables}>
        {LIVE_TABLES.map((table: LiveTable) => {
          const view = live.tables[table];
          const round = view?.info?.round ?? null;
          const left = round?.phase === 'betting' ? Math.ceil((round.closes_at - now) / 1000) : 0;
          let state: string;
          if (!view?.info) state = t`Connecting…`;
          else if (view.spinning || (round?.phase === 'betting' && left <= 0)) state = t`Drawing`;
          else if (round?.phase === 'betting') state = t`Bets open: ${left} s`;
          else state = t`Next round soon`;
          return (
            <li key={table} className={styles.card} data-testid={`live-table-${table}`}>
              <h2 className={styles.name}>{i18n._(TABLE_NAMES[table])}</h2>
              <p className={styles.state} data-testid="live-table-state">
                {state}
              </p>
              <LiveHistory table={table} history={view?.info?.history ?? []} limit={10} />
              <div className={styles.actions}>
                <LocaleLink to={`/games/live-casino/${table}/play`} className={buttonClass('primary')}>
                  {t`Play`}
                </LocaleLink>
                <LocaleLink to={`/games/live-casino/${table}/demo`} className={buttonClass('secondary')}>
                  {t`Watch`}
                </LocaleLink>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
