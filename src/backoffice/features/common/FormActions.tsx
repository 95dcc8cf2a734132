import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import styles from './Screen.module.css';

/** A form's submit button and Cancel. */
export function FormActions({ submit, busy, onCancel }: { submit: ReactNode; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant="primary" busy={busy}>
        {submit}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
