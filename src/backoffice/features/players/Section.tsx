import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../ui/Button';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';

/** One part of a player's page: a titled card with its own Refresh and what its last call came to. */
export function Section({
  title,
  onRefresh,
  outcome,
  children,
  testId,
}: {
  title: ReactNode;
  onRefresh?: () => void;
  outcome?: OutcomeLine;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <div className={styles.cardHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {onRefresh && (
          <Button variant="ghost" onClick={onRefresh}>
            <Trans>Refresh</Trans>
          </Button>
        )}
      </div>
      <Outcome outcome={outcome ?? null} />
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone, reachable by keyboard, named for screen readers. */
export function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
