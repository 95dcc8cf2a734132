import type { ReactNode } from 'react';
import styles from './Screen.module.css';

/** One row of a DataTable: the first cell heads the row (`<th scope="row">`), the others are its values. */
export interface DataRow {
  key: string;
  cells: readonly ReactNode[];
  testId?: string;
}

/** A labelled table in a box that scrolls sideways on a phone (and is reached by Tab, so a keyboard can scroll it). */
export function DataTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly DataRow[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...values], testId }) => (
            <tr key={key} data-testid={testId}>
              <th scope="row">{head}</th>
              {values.map((value, index) => (
                <td key={columns[index + 1]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
