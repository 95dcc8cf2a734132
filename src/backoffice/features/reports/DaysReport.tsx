import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReportDay } from '../../../../contract/api/backoffice-reports';
import type { Currency } from '../../../../contract/money';
import styles from '../common/Screen.module.css';
import { BarChart } from './BarChart';
import chart from './Chart.module.css';
import { DAY_MEASURES, type DayMeasure, figureOf, isCount } from './measures';
import { useReportFormat } from './use-report-format';

/** The range by day: one measure's chart, and every measure in the table beside it. */
export function DaysReport({ days, currency }: { days: readonly ReportDay[]; currency: Currency }) {
  const { t, i18n } = useLingui();
  const format = useReportFormat(currency);
  const [measure, setMeasure] = useState<DayMeasure>('deposits');
  const headingId = useId();
  const measures = Object.keys(DAY_MEASURES) as DayMeasure[];
  const shown = i18n._(DAY_MEASURES[measure]);
  const money = (value: string) => format.money(value);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>By day</Trans>
        </h2>
        <label className={styles.field}>
          <Trans>Chart</Trans>
          <select
            className={styles.input}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as DayMeasure)}
          >
            {measures.map((each) => (
              <option key={each} value={each}>
                {i18n._(DAY_MEASURES[each])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={chart.pair}>
        <BarChart
          title={t`${shown} by day`}
          points={days.map((day) => ({ label: format.day(day.day), value: figureOf(day[measure]) }))}
          formatValue={isCount(measure) ? format.count : format.axisMoney}
        />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard. */}
        <section className={`${styles.tableWrap} ${chart.tableScroll}`} tabIndex={0} aria-label={t`Figures by day`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Day`}</th>
                {measures.map((each) => (
                  <th key={each} scope="col" className={chart.number}>
                    {i18n._(DAY_MEASURES[each])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{format.fullDay(day.day)}</th>
                  <td className={chart.number}>{money(day.deposits)}</td>
                  <td className={chart.number}>{money(day.withdrawals)}</td>
                  <td className={chart.number}>{money(day.ggr)}</td>
                  <td className={chart.number}>{money(day.ngr)}</td>
                  <td className={chart.number}>{money(day.bonus_cost)}</td>
                  <td className={chart.number}>{format.count(day.active_players)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
