import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { Fact } from '../common/Fact';
import styles from '../common/Screen.module.css';
import type { CreatedOperator } from './NewOperatorForm';

/**
 * The new operator's authenticator secret and its otpauth link: the server answers them once and never again, so
 * this says so and stays until the admin closes it.
 */
export function NewOperatorSecret({ created, onClose }: { created: CreatedOperator; onClose: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const email = created.operator.email;

  return (
    <section className={styles.card} aria-labelledby="secret-title" data-testid="totp-secret">
      <h2 id="secret-title" className={styles.cardTitle} ref={heading} tabIndex={-1}>
        {t`${email} is created`}
      </h2>
      <p className={styles.muted}>
        <Trans>
          Give the operator this secret for their authenticator app now: it is shown only once. They sign in with their
          e-mail, the password and the app's code.
        </Trans>
      </p>
      <dl className={styles.facts}>
        <Fact label={<Trans>Secret</Trans>}>
          <code data-testid="totp-secret-value">{created.totp_secret}</code>
        </Fact>
        <Fact label={<Trans>Link for the authenticator app</Trans>}>
          <a href={created.otpauth_url}>{created.otpauth_url}</a>
        </Fact>
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          <Trans>Done: the secret is handed over</Trans>
        </Button>
      </div>
    </section>
  );
}
