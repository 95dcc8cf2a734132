import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { SettingsBody } from '../../../contract/api/profile';
import { isLocale, type Locale } from '../../../contract/locales';
import { failureLines } from '../../i18n/error-messages';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, withLocale } from '../../i18n/locale-cookie';
import { writeCookie } from '../../lib/cookies';
import { updateSetting } from '../../stores/account';
import { notify } from '../../stores/notifications';
import { useSession } from '../../stores/session';
import fieldStyles from '../auth/AuthForm.module.css';
import styles from './Account.module.css';

const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', kz: 'Қазақша' };

function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  return supported?.length ? supported : ['UTC', 'Europe/Moscow', 'Asia/Almaty', 'Asia/Kolkata', 'Europe/Berlin'];
}

/** Profile → settings: each change is one PUT with one field (spec §7); a failure names its error. */
export function SettingsPanel() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { profile } = useSession();
  const ids = { locale: useId(), zone: useId(), avatar: useId(), stats: useId() };
  const [saving, setSaving] = useState<keyof SettingsBody | null>(null);
  if (!profile) return null;
  const user = profile.data;

  const save = async (body: SettingsBody) => {
    const field = Object.keys(body)[0] as keyof SettingsBody;
    setSaving(field);
    try {
      const result = await updateSetting(body);
      if (!result.ok) {
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
        return;
      }
      notify({ kind: 'success', title: t`Saved`, lines: [] });
      // The interface follows the new language at once.
      if (body.locale && isLocale(body.locale)) {
        writeCookie(LOCALE_COOKIE, body.locale, LOCALE_COOKIE_OPTIONS);
        void navigate({ href: withLocale(location.pathname, body.locale) });
      }
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.title}>
        {t`Settings`}
      </h2>
      <div className={fieldStyles.field}>
        <label htmlFor={ids.locale} className={fieldStyles.label}>
          {t`Language`}
        </label>
        <select
          id={ids.locale}
          className={fieldStyles.select}
          value={user.locale}
          disabled={saving === 'locale'}
          onChange={(event) => isLocale(event.target.value) && void save({ locale: event.target.value })}
        >
          {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={ids.zone} className={fieldStyles.label}>
          {t`Time zone`}
        </label>
        <select
          id={ids.zone}
          className={fieldStyles.select}
          value={user.timezone}
          disabled={saving === 'timezone'}
          onChange={(event) => void save({ timezone: event.target.value })}
        >
          {[...new Set([user.timezone, ...timeZones()])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <label className={fieldStyles.check} htmlFor={ids.avatar}>
        <input
          id={ids.avatar}
          type="checkbox"
          checked={user.is_avatar_hidden}
          disabled={saving === 'is_avatar_hidden'}
          onChange={(event) => void save({ is_avatar_hidden: event.target.checked })}
        />
        <span>{t`Hide my avatar from other players`}</span>
      </label>
      <label className={fieldStyles.check} htmlFor={ids.stats}>
        <input
          id={ids.stats}
          type="checkbox"
          checked={user.is_statistics_hidden}
          disabled={saving === 'is_statistics_hidden'}
          onChange={(event) => void save({ is_statistics_hidden: event.target.checked })}
        />
        <span>{t`Hide my statistics and wins from the leaderboard`}</span>
      </label>
    </section>
  );
}
