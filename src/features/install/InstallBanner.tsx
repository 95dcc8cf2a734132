import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { dismissInstall, markInstallShown, promptInstall, useInstall } from '../../stores/install';
import { Button } from '../../ui/Button';
import styles from './InstallBanner.module.css';
import { installVisible } from './install-state';

/** Spec §4 Install prompt: offered while available, gone for good once dismissed or installed. */
export function InstallBanner() {
  const { t } = useLingui();
  const { state, mode } = useInstall();
  const visible = installVisible(state);

  useEffect(() => {
    if (visible) markInstallShown();
  }, [visible]);

  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t`Install the app`} data-testid="install-banner">
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className={styles.text}>
        <p className={styles.title}>
          <Trans>Install Lucky on this device</Trans>
        </p>
        <p className={styles.hint}>
          {mode === 'ios' ? (
            <Trans>In Safari, tap Share, then “Add to Home Screen”.</Trans>
          ) : (
            <Trans>Open it from your home screen, even with a weak connection.</Trans>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        {mode === 'prompt' && (
          <Button variant="primary" onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </Button>
        )}
        <Button variant="ghost" onClick={dismissInstall}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}
