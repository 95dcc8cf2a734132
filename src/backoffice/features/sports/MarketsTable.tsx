import { useLingui } from '@lingui/react/macro';
import type { OperatorEvent } from '../../../../contract/api/sports';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { MARKET_KIND_LABEL, MARKET_STATUS_LABEL, SELECTION_OUTCOME_LABEL } from './labels';

/** An event's markets: status, margin, the overround its prices make, and each selection's price and outcome. */
export function MarketsTable({ event }: { event: OperatorEvent }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (event.markets.length === 0) return <p className={styles.empty}>{t`This event has no markets.`}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={t`Markets of ${event.event.name}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t`Market`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Margin`}</th>
            <th scope="col">{t`Overround`}</th>
            <th scope="col">{t`Selections`}</th>
          </tr>
        </thead>
        <tbody>
          {event.markets.map((market) => (
            <tr key={market.id}>
              <th scope="row">
                {i18n._(MARKET_KIND_LABEL[market.kind])}
                {market.line === null ? '' : ` ${market.line}`}
              </th>
              <td>{i18n._(MARKET_STATUS_LABEL[market.status])}</td>
              <td>{format.bp(market.margin_bp)}</td>
              <td>{market.overround_bp === null ? '—' : format.bp(market.overround_bp)}</td>
              <td>
                {market.selections
                  .map((selection) => {
                    const outcome = selection.outcome ? ` (${i18n._(SELECTION_OUTCOME_LABEL[selection.outcome])})` : '';
                    return `${selection.name} ${selection.odds ?? '—'}${outcome}`;
                  })
                  .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
