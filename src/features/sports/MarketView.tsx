import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Snapshot } from 'valtio';
import type { SportsEvent, SportsMarket } from '../../../contract/api/sports';
import { toggleSelection, useSlip } from '../../stores/sports-slip';
import { marketTitle, selectionLabel, suspendReason } from './labels';
import { OddsButton } from './OddsButton';
import styles from './Sports.module.css';

/** One market: its title, its prices, or why it takes no bets now (memoised: only moved markets re-render). */
export const MarketView = memo(function MarketView({
  event,
  market,
  showTitle = true,
}: {
  event: Snapshot<SportsEvent>;
  market: Snapshot<SportsMarket>;
  showTitle?: boolean;
}) {
  const { i18n, t } = useLingui();
  const slip = useSlip();
  const closed = market.status !== 'open';
  return (
    <section className={styles.market} aria-label={marketTitle(i18n, market)}>
      {showTitle && <h3 className={styles.marketTitle}>{marketTitle(i18n, market)}</h3>}
      {market.status === 'suspended' && (
        <p className={styles.suspended} role="status">
          {t`Suspended: ${suspendReason(i18n, market.suspend_reason)}`}
        </p>
      )}
      <div className={styles.selections} data-count={Math.min(market.selections.length, 3)}>
        {market.selections.map((selection) => {
          const label = selectionLabel(i18n, event, market, selection);
          return (
            <OddsButton
              key={selection.id}
              label={label}
              odds={selection.odds}
              disabled={closed}
              selected={slip.selections.some((s) => s.selectionId === selection.id)}
              onToggle={() =>
                selection.odds &&
                toggleSelection({
                  selectionId: selection.id,
                  eventId: event.id,
                  eventName: event.name,
                  marketKind: market.kind,
                  line: market.line,
                  name: label,
                  odds: selection.odds,
                })
              }
            />
          );
        })}
      </div>
    </section>
  );
});
