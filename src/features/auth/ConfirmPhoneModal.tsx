import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { resendPhoneCode, verifyPhone } from '../../stores/auth';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './AuthForm.module.css';
import { Field } from './Field';

/** ConfirmByPhone (spec §2): the SMS code that confirms the number given at registration. */
export function ConfirmPhoneModal({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | undefined>(undefined);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await verifyPhone(code);
      if (result.ok) {
        notify({ kind: 'success', title: t`Phone confirmed`, lines: [] });
        onDone();
        return;
      }
      const lines = failureLines(result.failure);
      setError(lines);
      notify({ kind: 'error', title: t`Error`, lines });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const result = await resendPhoneCode();
    if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    else notify({ kind: 'info', title: t`A new code is on its way`, lines: [] });
  };

  return (
    <Modal title={t`Confirm your phone`} onClose={onDone}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.switch}>
          <Trans>We sent a 6-digit code by SMS to {phone}.</Trans>
        </p>
        <Field
          label={t`Code from the SMS`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          errors={error}
        />
        <Button type="submit" variant="primary" wide busy={busy}>
          <Trans>Confirm</Trans>
        </Button>
        <p className={styles.switch}>
          <button type="button" className={styles.linkButton} onClick={() => void resend()}>
            <Trans>Send the code again</Trans>
          </button>
        </p>
      </form>
    </Modal>
  );
}
