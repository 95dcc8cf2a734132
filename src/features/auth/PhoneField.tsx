import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId } from 'react';
import styles from './AuthForm.module.css';
import { formatPhoneInput, PHONE_COUNTRIES } from './phone';

interface PhoneFieldProps {
  country: CountryCode;
  onCountry: (country: CountryCode) => void;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
}

/** A phone number with its country's mask (ru +7, kz +7, by +375); the form sends it as E.164. */
export function PhoneField({ country, onCountry, value, onChange, errors }: PhoneFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const countryId = useId();
  const names: Record<string, string> = { RU: t`Russia`, KZ: t`Kazakhstan`, BY: t`Belarus` };
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t`Phone number`}
      </label>
      <div className={styles.control}>
        <select
          id={countryId}
          aria-label={t`Country code`}
          className={styles.select}
          style={{ width: 'auto', marginRight: 'var(--space-2)' }}
          value={country}
          onChange={(event) => onCountry(event.target.value as CountryCode)}
        >
          {PHONE_COUNTRIES.map(({ code, dial }) => (
            <option key={code} value={code}>
              {names[code]} {dial}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          className={styles.input}
          value={value}
          onChange={(event) => onChange(formatPhoneInput(event.target.value, country))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
