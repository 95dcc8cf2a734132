import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { withLocale } from '../../i18n/locale-cookie';
import { forgotPassword, resetWithCode } from '../../stores/auth';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import account from '../account/Account.module.css';
import { useLocale } from '../layout/use-locale';
import { PageHeading } from '../sections/PageHeading';
import { AddressField } from './AddressField';
import styles from './AuthForm.module.css';
import { Field } from './Field';
import { PasswordField } from './PasswordField';
import { useAddress } from './use-address';
import { useAuthSubmit } from './use-auth-submit';

/** /password/reset: a code by e-mail or SMS, then the code with a new password; the player is signed in after. */
export function PasswordRestorePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const address = useAddress();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const send = async () => {
    setSending(true);
    try {
      const result = await forgotPassword(address.channel, address.value);
      if (!result.ok) {
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        return;
      }
      setSent(true);
    } finally {
      setSending(false);
    }
  };

  const { busy, fieldErrors, submit } = useAuthSubmit(
    async () => resetWithCode(address.channel, address.value, code, password, confirm),
    () => {
      notify({ kind: 'success', title: t`Password changed`, lines: [t`You are signed in with the new password.`] });
      void navigate({ href: withLocale('/', locale) });
    },
  );

  return (
    <>
      <PageHeading title={t`Restore your password`} lead={t`Get a code by e-mail or SMS and set a new password.`} />
      <form
        className={account.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void (sent ? submit() : send());
        }}
      >
        <AddressField label={t`Restore by`} address={address} onChannel={() => setSent(false)} errors={fieldErrors} />
        {!sent ? (
          <Button type="submit" variant="primary" busy={sending}>
            <Trans>Send me a code</Trans>
          </Button>
        ) : (
          <>
            <p className={styles.switch}>
              <Trans>If an account uses this address, a 6-digit code is on its way. It works for 10 minutes.</Trans>
            </p>
            <Field
              label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              errors={fieldErrors.code}
            />
            <PasswordField
              label={t`New password (at least 8 characters)`}
              value={password}
              onChange={setPassword}
              errors={fieldErrors.password}
              autoComplete="new-password"
            />
            <PasswordField
              label={t`Repeat the new password`}
              value={confirm}
              onChange={setConfirm}
              errors={fieldErrors.password_confirm}
              autoComplete="new-password"
            />
            <Button type="submit" variant="primary" busy={busy}>
              <Trans>Set the new password</Trans>
            </Button>
            <button type="button" className={styles.linkButton} onClick={() => void send()}>
              <Trans>Send the code again</Trans>
            </button>
          </>
        )}
      </form>
    </>
  );
}
