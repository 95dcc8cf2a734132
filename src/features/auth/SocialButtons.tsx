import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SocialProvider } from '../../../contract/api/auth';
import type { Currency } from '../../../contract/money';
import { failureLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';
import styles from './AuthForm.module.css';
import { socialLogin } from './social-login';

const PROVIDERS: { id: SocialProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'vk', name: 'VK' },
  { id: 'yandex', name: 'Yandex' },
  { id: 'sandbox', name: 'Sandbox' },
];

/** "Or continue with": one button per provider; the login finishes in a popup. */
export function SocialButtons({
  currency,
  consents,
  onSuccess,
}: {
  currency: Currency;
  consents?: boolean;
  onSuccess: () => void | Promise<void>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const result = await socialLogin(provider, { currency, consents: consents ?? false });
      if (result.ok) await onSuccess();
      else if (result.failure) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.switch}>
        <Trans>Or continue with</Trans>
      </p>
      <div className={styles.socialRow}>
        {PROVIDERS.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={styles.socialButton}
            disabled={busy !== null}
            aria-busy={busy === provider.id || undefined}
            onClick={() => void start(provider.id)}
          >
            {provider.name}
          </button>
        ))}
      </div>
    </div>
  );
}
