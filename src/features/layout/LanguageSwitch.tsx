import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { LOCALES, type Locale } from '../../../contract/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, withLocale } from '../../i18n/locale-cookie';
import { writeCookie } from '../../lib/cookies';
import styles from './LanguageSwitch.module.css';
import { useLocale } from './use-locale';

const NAMES: Record<Locale, { short: string; name: string; lang: string }> = {
  ru: { short: 'RU', name: 'Русский', lang: 'ru' },
  en: { short: 'EN', name: 'English', lang: 'en' },
  kz: { short: 'KZ', name: 'Қазақша', lang: 'kk' },
};

/** Switches the interface language, keeping the page; the choice is saved in the locale cookie. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (locale: Locale) => {
    writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
    void navigate({ href: `${withLocale(location.pathname, locale)}${location.searchStr}` });
  };

  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t`Language`}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={NAMES[locale].lang}
          className={styles.option}
          aria-pressed={locale === current}
          aria-label={NAMES[locale].name}
          title={NAMES[locale].name}
          onClick={() => choose(locale)}
        >
          {NAMES[locale].short}
        </button>
      ))}
    </fieldset>
  );
}
