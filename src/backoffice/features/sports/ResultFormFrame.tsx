import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormActions } from '../common/FormActions';
import { FormAlert } from '../common/FormAlert';
import styles from '../common/Screen.module.css';

/** A result correction's form: what a correction does to the bets, the result's fields, and its buttons. */
export function ResultFormFrame({
  eventName,
  busy,
  problem,
  onSubmit,
  onCancel,
  children,
}: {
  eventName: string;
  busy: boolean;
  /** What went wrong that belongs to no field. */
  problem: readonly string[];
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      className={styles.inlineForm}
      aria-label={t`Correct the result of ${eventName}`}
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className={styles.muted}>
        <Trans>
          Every bet on this event is settled again by the new result: only the difference is paid or taken back, and
          what a player cannot cover becomes their debt.
        </Trans>
      </p>
      {children}
      <FormAlert lines={problem} />
      <FormActions submit={<Trans>Correct the result</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
