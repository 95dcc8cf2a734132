import { useLingui } from '@lingui/react/macro';
import { LocaleLink } from './LocaleLink';
import styles from './Logo.module.css';

export function Logo() {
  const { t } = useLingui();
  return (
    <LocaleLink to="/" className={styles.logo} aria-label={t`Lucky Mirror, home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path d="M9 8v16h13" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="21" cy="12" r="3" fill="#fff" />
      </svg>
      <span className={styles.word}>
        Lucky<span className={styles.accent}>Mirror</span>
      </span>
    </LocaleLink>
  );
}
