import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { workerApi } from '../../worker-bridge';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './AuthForm.module.css';
import { Field } from './Field';
import { PasswordField } from './PasswordField';
import { useAuthSubmit } from './use-auth-submit';

interface LoginModalProps {
  onClose: () => void;
  onSwitch: () => void;
  onSuccess: () => void;
}

/** Login by e-mail and password (spec §2 Login modal). */
export function LoginModal({ onClose, onSwitch, onSuccess }: LoginModalProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, fieldErrors, submit } = useAuthSubmit(
    async () => (await workerApi()).login({ email, password }),
    onSuccess,
  );

  return (
    <Modal title={t`Log in`} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={fieldErrors.email}
        />
        <PasswordField
          label={t`Password`}
          value={password}
          onChange={setPassword}
          errors={fieldErrors.password}
          autoComplete="current-password"
        />
        <div className={styles.row}>
          <LocaleLink to="/password/reset" onClick={onClose}>
            <Trans>Forgot your password?</Trans>
          </LocaleLink>
        </div>
        <Button type="submit" variant="primary" wide busy={busy}>
          <Trans>Log in</Trans>
        </Button>
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
