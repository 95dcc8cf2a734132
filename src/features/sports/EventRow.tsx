import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Snapshot } from 'valtio';
import type { SportsEvent } from '../../../contract/api/sports';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import { MarketView } from './MarketView';
import styles from './Sports.module.css';

/**
 * An event in a list (inside the list's row): its teams, time or live score, and its headline market. Memoised: a
 * push re-renders only the events whose prices or clock moved.
 */
export const EventRow = memo(function EventRow({
  event,
  onOpen,
}: {
  event: Snapshot<SportsEvent>;
  onOpen: (id: number) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <div className={styles.eventHead}>
        <button type="button" className={styles.eventName} onClick={() => onOpen(event.id)}>
          {event.name}
        </button>
        <span className={styles.eventMeta}>
          {event.status === 'live' ? (
            <>
              <span className={styles.live}>{t`Live`}</span>
              {event.score && ` ${event.score.home}:${event.score.away}`}
              {event.clock && ` · ${event.clock}`}
            </>
          ) : (
            formatDateTime(Date.parse(event.starts_at), locale)
          )}
        </span>
      </div>
      {event.main_market && <MarketView event={event} market={event.main_market} showTitle={false} />}
    </>
  );
});
