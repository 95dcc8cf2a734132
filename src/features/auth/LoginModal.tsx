import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { login, loginPhonePassword, loginWithCode, sendLoginCode } from '../../stores/auth';
import { notify } from '../../stores/notifications';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { LocaleLink } from '../layout/LocaleLink';
import { joinVipIfAsked } from '../vip/join-vip';
import { AddressField } from './AddressField';
import styles from './AuthForm.module.css';
import { Field } from './Field';
import { MethodSwitch } from './MethodSwitch';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { useAddress } from './use-address';
import { useAuthSubmit } from './use-auth-submit';

interface LoginModalProps {
  onClose: () => void;
  onSwitch: () => void;
  onSuccess: () => void;
}

/** Login by e-mail and password (spec §2 Login modal). */
export function LoginModal({ onClose, onSwitch, onSuccess }: LoginModalProps) {
  const { t } = useLingui();
  const address = useAddress();
  const { channel } = address;
  const [way, setWay] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  // Asked for once the server says this account has two-factor sign-in.
  const [totp, setTotp] = useState<string | null>(null);

  const { busy, fieldErrors, submit } = useAuthSubmit(async () => {
    const second = totp || undefined;
    const result =
      way === 'code'
        ? await loginWithCode(channel, address.value, code, second)
        : channel === 'email'
          ? await login({ email: address.value, password }, second)
          : await loginPhonePassword({ phone: address.value, password }, second);
    if (!result.ok && result.failure.kind === 'http' && result.failure.code.startsWith('totp_')) setTotp(totp ?? '');
    return result;
  }, onSuccess);

  const sendCode = async () => {
    setSending(true);
    try {
      const result = await sendLoginCode(channel, address.value);
      if (!result.ok) {
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        return;
      }
      setCodeSent(true);
      notify({
        kind: 'info',
        title: channel === 'email' ? t`Check your e-mail` : t`Check your SMS`,
        lines: [t`We sent a 6-digit code. It works for 10 minutes.`],
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t`Log in`} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AddressField
          label={t`Log in with`}
          address={address}
          onChannel={() => setCodeSent(false)}
          errors={fieldErrors}
        />
        <MethodSwitch
          label={t`Log in by`}
          value={way}
          options={[
            { value: 'password', label: t`Password` },
            { value: 'code', label: t`One-time code` },
          ]}
          onChange={setWay}
        />
        {way === 'password' ? (
          <PasswordField
            label={t`Password`}
            value={password}
            onChange={setPassword}
            errors={fieldErrors.password}
            autoComplete="current-password"
          />
        ) : (
          <>
            <Button variant="secondary" busy={sending} onClick={() => void sendCode()}>
              {codeSent ? t`Send the code again` : t`Send me a code`}
            </Button>
            {codeSent && (
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
            )}
          </>
        )}
        {totp !== null && (
          <Field
            label={t`Code from your authenticator app, or a recovery code`}
            name="totp"
            inputMode="text"
            autoComplete="one-time-code"
            maxLength={32}
            required
            value={totp}
            onChange={(event) => setTotp(event.target.value)}
          />
        )}
        <div className={styles.row}>
          <LocaleLink to="/password/reset" onClick={onClose}>
            <Trans>Forgot your password?</Trans>
          </LocaleLink>
        </div>
        <Button type="submit" variant="primary" wide busy={busy}>
          <Trans>Log in</Trans>
        </Button>
        <SocialButtons
          currency="RUB"
          onSuccess={async () => {
            await joinVipIfAsked('social', false);
            onSuccess();
          }}
        />
        <p className={styles.switch}>
          <Trans>New here?</Trans>{' '}
          <button type="button" className={styles.linkButton} onClick={onSwitch}>
            <Trans>Create an account</Trans>
          </button>
        </p>
      </form>
    </Modal>
  );
}
