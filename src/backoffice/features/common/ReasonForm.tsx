import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import styles from './Screen.module.css';

/** The longest reason the server takes (contract: reason max 500). */
const REASON_MAX = 500;

/**
 * A decision that needs a reason the player reads (reject, hold): the field takes the focus, Escape or Cancel
 * closes it, and the decision is sent only with a reason.
 */
export function ReasonForm({
  label,
  submitLabel,
  hint,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  /** Who reads the reason (by default the player). */
  hint?: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) onSubmit(reason.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label className={styles.field} htmlFor={id}>
        {label}
        <textarea
          id={id}
          className={styles.input}
          value={reason}
          maxLength={REASON_MAX}
          required
          // biome-ignore lint/a11y/noAutofocus: the form opens on the operator's click, and the reason is what it asks.
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          placeholder={hint ?? t`The player reads this`}
        />
      </label>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy} disabled={!reason.trim()}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
