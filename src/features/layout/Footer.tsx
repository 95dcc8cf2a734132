import { Trans, useLingui } from '@lingui/react/macro';
import styles from './Footer.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { LocaleLink } from './LocaleLink';
import { useLocale } from './use-locale';

/** The privacy policy in the player's language. */
const PRIVACY_POLICY = {
  ru: '/policy/ru/confidential',
  en: '/policy/en/confidential',
  kz: '/policy/kz/confidential',
} as const;

export function Footer() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={t`Policies`}>
        <LocaleLink to="/policy/en/user-agreement">
          <Trans>User agreement (English)</Trans>
        </LocaleLink>
        <LocaleLink to="/policy/en/kyc">
          <Trans>KYC policy (English)</Trans>
        </LocaleLink>
        <LocaleLink to="/policy/ru/user-agreement">
          <Trans>User agreement (Russian)</Trans>
        </LocaleLink>
        <LocaleLink to={PRIVACY_POLICY[locale]}>
          <Trans>Privacy policy</Trans>
        </LocaleLink>
        <LocaleLink to="/faq">
          <Trans>Help</Trans>
        </LocaleLink>
      </nav>
      <div className={styles.bottom}>
        <p className={styles.note}>
          <span className={styles.age} aria-hidden="true">
            18+
          </span>
          <Trans>Gambling is for adults only. Play for fun, set your limits, and stop when it stops being fun.</Trans>
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
