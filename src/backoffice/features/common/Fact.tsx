import type { ReactNode } from 'react';

/**
 * One fact of a card: its label and its value, inside the card's `<dl className={styles.facts}>`. `id` names the
 * value (a card labelled by it), `testId` marks it for the e2e tests.
 */
export function Fact({
  label,
  children,
  id,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  id?: string;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd id={id} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
