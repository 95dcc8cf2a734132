import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SocialProvider } from '../../../contract/api/auth';
import type { Currency } from '../../../contract/money';
import { failureLines, translateErrorCode } from '../../i18n/error-messages';
import { socialProviders } from '../../stores/auth';
import styles from './AuthForm.module.css';
import { providersToShow } from './sandbox-provider';
import { type SocialLoginResult, socialLogin } from './social-login';

const NAMES: Record<SocialProvider, string> = { google: 'Google', vk: 'VK', yandex: 'Yandex', sandbox: 'Sandbox' };

/** The providers the server offers and this build shows (asked once per page load; none while unknown or unreachable). */
let offered: Promise<SocialProvider[]> | null = null;
function useOfferedProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    offered ??= socialProviders().then((result) => {
      if (result.ok) return providersToShow(result.data);
      offered = null;
      return [];
    });
    let live = true;
    void offered.then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

function problemLines(result: Exclude<SocialLoginResult, { ok: true }>): string[] {
  if ('problem' in result) return [translateErrorCode(result.problem) ?? result.problem];
  return failureLines(result.failure);
}

/** "Or continue with": one button per provider the server offers; the login finishes in a popup. */
export function SocialButtons({
  currency,
  consents,
  onSuccess,
}: {
  currency: Currency;
  consents?: boolean;
  onSuccess: () => void | Promise<void>;
}) {
  const providers = useOfferedProviders();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string[]>([]);

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    setProblem([]);
    try {
      const result = await socialLogin(provider, { currency, consents: consents ?? false });
      if (result.ok) await onSuccess();
      else setProblem(problemLines(result));
    } finally {
      setBusy(null);
    }
  };

  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.switch}>
        <Trans>Or continue with</Trans>
      </p>
      <div className={styles.socialRow}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={styles.socialButton}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            onClick={() => void start(provider)}
          >
            {NAMES[provider]}
          </button>
        ))}
      </div>
      {problem.length > 0 && (
        <p className={styles.error} role="alert">
          {problem.join(' ')}
        </p>
      )}
    </div>
  );
}
