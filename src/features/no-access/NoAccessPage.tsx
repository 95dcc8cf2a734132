import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { GlobeIcon } from '../../ui/icons';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import styles from './NoAccessPage.module.css';
import { useGeoRecheck } from './use-geo-recheck';

/** The no-access layout (spec §2): for geo-blocked visitors, with nothing but the message and languages. */
export function NoAccessPage() {
  const { t } = useLingui();
  const { state, recheck } = useGeoRecheck();
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <span className={styles.brand}>
          Lucky<span className={styles.accent}>Mirror</span>
        </span>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.icon} aria-hidden="true">
          <GlobeIcon width={32} height={32} />
        </div>
        <h1 className={styles.title}>{t`Not available in your region`}</h1>
        <p className={styles.text}>
          <Trans>
            Our games are not offered where you are now. If you are travelling, your account and balance are safe and
            will be there when you are back.
          </Trans>
        </p>
        <p className={styles.status} role="status">
          {state === 'checking' && t`Checking where you are connecting from…`}
          {state === 'offline' && t`No connection. We will check again as soon as you are back online.`}
        </p>
        <Button variant="secondary" onClick={recheck} busy={state === 'checking'}>
          {t`Check again`}
        </Button>
      </main>
    </div>
  );
}
