import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { signIn } from '../../stores/session';
import { failureLines } from '../common/failure-text';
import screen from '../common/Screen.module.css';
import styles from './SignInForm.module.css';

/** The operator's sign-in: e-mail, password and the code of their authenticator app (TOTP, always on). */
export function SignInForm({ next }: { next: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  return (
    <main className={styles.page}>
      <form
        className={styles.form}
        aria-labelledby="sign-in-title"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await signIn({ email, password, code });
          setBusy(false);
          if (!result.ok) {
            setProblem(failureLines(i18n, result.failure));
            setCode('');
            return;
          }
          await navigate({ href: next });
        }}
      >
        <p className={styles.brand}>Lucky Mirror</p>
        <h1 id="sign-in-title" className={styles.title}>
          <Trans>Back office sign-in</Trans>
        </h1>
        <label className={screen.field}>
          <Trans>E-mail</Trans>
          <input
            className={screen.input}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={screen.field}>
          <Trans>Password</Trans>
          <input
            className={screen.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className={screen.field}>
          <Trans>Code from the authenticator app</Trans>
          <input
            className={screen.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\s*(\d\s*){6}"
            title={t`6 digits`}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        {problem.length > 0 && (
          <div role="alert">
            {problem.map((line) => (
              <p key={line} className={screen.error}>
                {line}
              </p>
            ))}
          </div>
        )}
        <Button type="submit" variant="primary" wide busy={busy}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </main>
  );
}
