import { Trans } from '@lingui/react/macro';
import type { BonusesAnswer, Grant } from '../../../contract/api/bonus';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './MyBonuses.module.css';
import { useBonusLabels } from './use-bonus-labels';

type BonusEvent = BonusesAnswer['data']['events'][number];

/** The player's past bonuses with how each ended, then every grant, wagering step, conversion, expiry and forfeit. */
export function BonusHistory({ past, events }: { past: readonly Grant[]; events: readonly BonusEvent[] }) {
  const locale = useLocale();
  const labels = useBonusLabels();
  return (
    <>
      {past.length > 0 && (
        <section className={styles.card} data-testid="bonus-history">
          <h2 className={styles.title}>
            <Trans>Your bonuses</Trans>
          </h2>
          <ul className={styles.list}>
            {past.map((grant) => (
              <li key={grant.id}>
                <span>
                  {grant.name} · {formatMoney(grant.amount, grant.currency, locale)}
                </span>
                <span className={styles.muted}>{labels.status[grant.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {events.length > 0 && (
        <section className={styles.card} aria-labelledby="bonus-events-title">
          <h2 id="bonus-events-title" className={styles.title}>
            <Trans>Bonus history</Trans>
          </h2>
          <ul className={styles.list} data-testid="bonus-events">
            {events.map((event) => (
              <li key={event.id} data-testid="bonus-event">
                <span>
                  {labels.event[event.kind]} · {event.name}
                  {Number(event.amount) !== 0 && ` · ${formatMoney(event.amount, event.currency, locale)}`}
                </span>
                <time className={styles.muted} dateTime={event.created_at}>
                  {formatDateTime(Date.parse(event.created_at), locale)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
