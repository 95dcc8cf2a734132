import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { resendAddressCode, verifyAddress } from '../../stores/auth';
import { type AddressToConfirm, authFlowState } from '../../stores/auth-flow';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './AuthForm.module.css';
import { Field } from './Field';
import { useCountdown } from './use-countdown';

/**
 * ConfirmByPhone and its e-mail twin (spec §2): the 6-digit code that confirms the address, sent at registration
 * or again from here. The resend button waits out the server's interval (60 s; the server enforces it and says
 * the seconds left when asked too soon).
 */
export function ConfirmAddressModal({ channel, address, resendIn, sendNow }: AddressToConfirm) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | undefined>(undefined);
  const countdown = useCountdown(resendIn);
  const seconds = countdown.left;
  const close = () => {
    authFlowState.confirmAddress = null;
  };

  const submit = async () => {
    setBusy(true);
    try {
      const result = await verifyAddress(channel, code);
      if (result.ok) {
        notify({ kind: 'success', title: channel === 'email' ? t`E-mail confirmed` : t`Phone confirmed`, lines: [] });
        close();
        return;
      }
      setError(failureLines(result.failure));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const result = await resendAddressCode(channel);
    if (result.ok) {
      countdown.restart(result.data.resend_in);
      notify({ kind: 'info', title: t`A new code is on its way`, lines: [] });
      return;
    }
    const wait = result.failure.kind === 'http' ? result.failure.retryAfter : undefined;
    if (wait !== undefined) countdown.restart(wait);
    else setError(failureLines(result.failure));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening from the profile.
  useEffect(() => {
    if (sendNow) void resend();
  }, []);

  return (
    <Modal title={channel === 'email' ? t`Confirm your e-mail` : t`Confirm your phone`} onClose={close}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.switch}>
          {channel === 'email' ? (
            <Trans>Enter the 6-digit code we sent to {address}. It is valid for 10 minutes.</Trans>
          ) : (
            <Trans>Enter the 6-digit code we sent by SMS to {address}. It is valid for 10 minutes.</Trans>
          )}
        </p>
        <Field
          label={channel === 'email' ? t`Code from the e-mail` : t`Code from the SMS`}
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
          {seconds > 0 ? (
            <span role="timer" aria-live="off">
              <Trans>You can ask for a new code in {seconds} s</Trans>
            </span>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => void resend()}>
              <Trans>Send the code again</Trans>
            </button>
          )}
        </p>
      </form>
    </Modal>
  );
}
