import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import type { Currency } from '../../../../contract/money';
import styles from '../common/Screen.module.css';
import { BarChart } from './BarChart';
import chart from './Chart.module.css';
import { figureOf, isCount } from './measures';
import { useReportFormat } from './use-report-format';

type Figures<M extends string> = Record<M, string | number>;

interface ReportSectionProps<M extends string, R extends Figures<M>> {
  heading: ReactNode;
  /** What the chart can show, in the table's column order. */
  measures: Record<M, MessageDescriptor>;
  initial: M;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The row's short name on the chart's axis, and its full name heading the table's row. */
  axisLabel: (row: R) => string;
  rowName: (row: R) => string;
  chartTitle: (measure: string) => string;
  tableLabel: string;
  firstColumn: string;
  currency: Currency;
  /** Shown instead of the chart and the table when there are no rows (else an empty chart). */
  empty?: ReactNode;
}

/** A part of the report: one measure's chart, and every measure in the table beside it. */
export function ReportSection<M extends string, R extends Figures<M>>(props: ReportSectionProps<M, R>) {
  const { i18n } = useLingui();
  const format = useReportFormat(props.currency);
  const [measure, setMeasure] = useState<M>(props.initial);
  const headingId = useId();
  const measures = Object.keys(props.measures) as M[];
  const cell = (each: M, value: string | number) =>
    isCount(each) ? format.count(figureOf(value)) : format.money(String(value));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {props.heading}
        </h2>
        <label className={styles.field}>
          <Trans>Chart</Trans>
          <select className={styles.input} value={measure} onChange={(event) => setMeasure(event.target.value as M)}>
            {measures.map((each) => (
              <option key={each} value={each}>
                {i18n._(props.measures[each])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {props.rows.length === 0 && props.empty ? (
        <p className={styles.muted}>{props.empty}</p>
      ) : (
        <div className={chart.pair}>
          <BarChart
            title={props.chartTitle(i18n._(props.measures[measure]))}
            points={props.rows.map((row) => ({ label: props.axisLabel(row), value: figureOf(row[measure]) }))}
            formatValue={isCount(measure) ? format.count : format.axisMoney}
          />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard. */}
          <section className={`${styles.tableWrap} ${chart.tableScroll}`} tabIndex={0} aria-label={props.tableLabel}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{props.firstColumn}</th>
                  {measures.map((each) => (
                    <th key={each} scope="col" className={chart.number}>
                      {i18n._(props.measures[each])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row) => (
                  <tr key={props.rowKey(row)}>
                    <th scope="row">{props.rowName(row)}</th>
                    {measures.map((each) => (
                      <td key={each} className={chart.number}>
                        {cell(each, row[each])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
