import type { ReactNode } from 'react';
import { type DataRow, DataTable } from './DataTable';
import styles from './Screen.module.css';

/**
 * A card of settings: its title, what they do, their table (or the text saying none are set), and below it the
 * form that changes one (`children`, for who may).
 */
export function SettingsTable({
  id,
  title,
  about,
  label,
  columns,
  rows,
  empty,
  children,
}: {
  /** The title's id (the card is labelled by it). */
  id: string;
  title: ReactNode;
  about: ReactNode;
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: readonly DataRow[];
  /** Shown instead of an empty table. */
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{about}</p>
      {rows.length === 0 && empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <DataTable label={label} columns={columns} rows={rows} />
      )}
      {children}
    </section>
  );
}
