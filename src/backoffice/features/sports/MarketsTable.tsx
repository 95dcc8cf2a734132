import { useLingui } from '@lingui/react/macro';
import type { MarketLimit, OperatorEvent } from '../../../../contract/api/sports';
import { Button } from '../../../ui/Button';
import { DataTable } from '../common/DataTable';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { MARKET_STATUS_LABEL, marketName, SELECTION_OUTCOME_LABEL } from './labels';

type Market = OperatorEvent['markets'][number];

/**
 * An event's markets: status, margin, the overround its prices make, each selection's price and outcome, and the
 * market's own stake limits (none: the sportsbook's apply), with a button to change them for who may.
 */
export function MarketsTable({ event, onLimits }: { event: OperatorEvent; onLimits?: (market: Market) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (event.markets.length === 0) return <p className={styles.empty}>{t`This event has no markets.`}</p>;
  const limitsText = (limits: readonly MarketLimit[]) =>
    limits.length === 0
      ? t`The sportsbook's limits`
      : limits
          .map((row) => {
            const [min, max, payout] = [row.min_stake, row.max_stake, row.max_payout].map((amount) =>
              format.money(amount, row.currency),
            );
            return t`${min} to ${max}, paid at most ${payout}`;
          })
          .join('; ');
  return (
    <DataTable
      label={t`Markets of ${event.event.name}`}
      columns={[t`Market`, t`Status`, t`Margin`, t`Overround`, t`Selections`, t`Stake limits`]}
      rows={event.markets.map((market) => ({
        key: String(market.id),
        testId: `market-${market.id}`,
        cells: [
          marketName(i18n, market),
          i18n._(MARKET_STATUS_LABEL[market.status]),
          format.bp(market.margin_bp),
          market.overround_bp === null ? '—' : format.bp(market.overround_bp),
          market.selections
            .map((selection) => {
              const outcome = selection.outcome ? ` (${i18n._(SELECTION_OUTCOME_LABEL[selection.outcome])})` : '';
              return `${selection.name} ${selection.odds ?? '—'}${outcome}`;
            })
            .join('; '),
          <div key="limits" className={styles.cellWithAction}>
            <span data-testid="market-limits">{limitsText(market.limits)}</span>
            {onLimits && market.status !== 'settled' && (
              <Button
                variant="ghost"
                onClick={() => onLimits(market)}
                aria-label={t`Change the stake limits of ${marketName(i18n, market)}`}
              >
                {t`Change`}
              </Button>
            )}
          </div>,
        ],
      }))}
    />
  );
}
