import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { isLocale, LOCALES, type Locale } from '../../../../contract/locales';
import { Button } from '../../../ui/Button';
import { currentLocale } from '../../i18n';
import { chooseLocale, signOut, useWho } from '../../stores/session';
import { areasFor } from './areas';
import { ROLE_LABEL } from './role-label';
import styles from './Shell.module.css';

const LANGUAGE_NAME: Record<Locale, string> = { ru: 'Русский', en: 'English', kz: 'Қазақша' };

/** The signed-in frame: who is signed in, the language, sign-out, and the areas the role may open. */
export function Shell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!who) return null;
  const areas = areasFor(who.may);

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#content">
        <Trans>Skip to the content</Trans>
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          Lucky Mirror <span className={styles.brandPart}>{t`Back office`}</span>
        </p>
        <div className={styles.who} data-testid="operator">
          <span className={styles.name}>{who.operator?.name ?? who.actor}</span>
          <span className={styles.role}>{i18n._(ROLE_LABEL[who.role])}</span>
        </div>
        <label className="visually-hidden" htmlFor="backoffice-language">
          {t`Language`}
        </label>
        <select
          id="backoffice-language"
          className={styles.select}
          value={currentLocale()}
          onChange={(event) => {
            if (isLocale(event.target.value)) void chooseLocale(event.target.value);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale === 'kz' ? 'kk' : locale}>
              {LANGUAGE_NAME[locale]}
            </option>
          ))}
        </select>
        <Button
          variant="ghost"
          busy={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut();
            await navigate({ to: '/sign-in' });
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </header>
      <nav className={styles.nav} aria-label={t`Back office`}>
        <ul className={styles.navList}>
          {areas.map((area) => (
            <li key={area.to}>
              <Link
                to={area.to}
                className={styles.navLink}
                activeOptions={{ includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {i18n._(area.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" className={styles.content} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
