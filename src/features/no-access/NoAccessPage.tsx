import { Trans, useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '../../ui/icons';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import styles from './NoAccessPage.module.css';

/** The no-access layout (spec §2): for geo-blocked visitors, with nothing but the message and languages. */
export function NoAccessPage() {
  const { t } = useLingui();
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
      </main>
    </div>
  );
}
