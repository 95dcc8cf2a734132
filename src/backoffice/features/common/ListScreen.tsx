import type { ReactNode } from 'react';
import { Outcome, type OutcomeLine } from './Outcome';
import styles from './Screen.module.css';
import { ScreenHeading } from './ScreenHeading';

/**
 * The frame of a back-office list (queues, deposits): a heading with Refresh, the filters, a note for the role,
 * what the last action came to, the cards (or the empty text) and the pager.
 */
export function ListScreen<T>({
  id,
  title,
  onRefresh,
  filters,
  notice,
  outcome,
  items,
  empty,
  renderItem,
  pager,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  onRefresh: () => void;
  filters?: ReactNode;
  notice?: ReactNode;
  outcome: OutcomeLine;
  /** null until the first answer. */
  items: readonly T[] | null;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  pager?: ReactNode;
}) {
  return (
    <section className={styles.screen} aria-labelledby={id}>
      <ScreenHeading id={id} title={title} onRefresh={onRefresh} />
      {filters && <div className={styles.filters}>{filters}</div>}
      {notice && <p className={styles.muted}>{notice}</p>}
      <Outcome outcome={outcome} />
      {items?.length === 0 && <p className={styles.empty}>{empty}</p>}
      {items && items.length > 0 && <ul className={styles.list}>{items.map(renderItem)}</ul>}
      {items && pager}
    </section>
  );
}
