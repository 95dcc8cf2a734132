import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ApiFailure } from '../../../workers/api-result';
import { failureLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';
import { twoFactorDisable, twoFactorEnable, twoFactorSetup, twoFactorState } from '../../stores/safer-gambling';
import { Button } from '../../ui/Button';
import styles from './SaferGambling.module.css';

/**
 * Two-factor sign-in (TOTP): set up with the secret (or its otpauth:// address) in an authenticator app, turned on
 * by a first code (the recovery codes are shown once), turned off by a code. Once on, signing in and withdrawing ask
 * for a code.
 */
export function TwoFactorSection() {
  const { t } = useLingui();
  const codeId = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void twoFactorState().then((result) => result.ok && setEnabled(result.data.enabled));
  }, []);

  const failed = (failure: ApiFailure): void => {
    notify({ kind: 'error', title: t`Error`, lines: failureLines(failure) });
  };
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t`Two-factor sign-in`}</h2>
      <p className={styles.muted}>
        <Trans>With it on, signing in and withdrawing also ask for a code from an authenticator app.</Trans>
      </p>
      <p role="status">{enabled === null ? t`Loading…` : enabled ? t`On` : t`Off`}</p>
      {recovery && (
        <div>
          <p>
            <Trans>
              Recovery codes: keep them somewhere safe. Each signs in once instead of a code. They are shown once.
            </Trans>
          </p>
          <ul data-testid="recovery-codes">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {enabled === false && !setup && (
        <Button
          busy={busy}
          onClick={() =>
            void run(async () => {
              const result = await twoFactorSetup();
              if (result.ok) setSetup(result.data);
              else failed(result.failure);
            })
          }
        >
          {t`Set up two-factor sign-in`}
        </Button>
      )}
      {enabled === false && setup && (
        <p>
          <Trans>
            Add this key to your authenticator app, or open the link on this device: <code>{setup.secret}</code>
          </Trans>{' '}
          <a href={setup.otpauth_url}>{t`Open in the authenticator app`}</a>
        </p>
      )}
      {enabled !== null && (enabled || setup) && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              if (enabled) {
                const result = await twoFactorDisable(code);
                if (!result.ok) return failed(result.failure);
                setEnabled(false);
                setRecovery(null);
              } else {
                const result = await twoFactorEnable(code);
                if (!result.ok) return failed(result.failure);
                setEnabled(true);
                setSetup(null);
                setRecovery(result.data.recovery_codes);
              }
              setCode('');
            });
          }}
        >
          <div className={styles.field}>
            <label htmlFor={codeId}>{enabled ? t`Code or recovery code` : t`Code from the app`}</label>
            <input
              id={codeId}
              autoComplete="one-time-code"
              value={code}
              required
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <Button type="submit" variant={enabled ? 'secondary' : 'primary'} busy={busy}>
            {enabled ? t`Turn off` : t`Turn on`}
          </Button>
        </form>
      )}
    </section>
  );
}
