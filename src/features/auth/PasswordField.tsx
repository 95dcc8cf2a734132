import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './AuthForm.module.css';
import { Field } from './Field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, value, onChange, errors, autoComplete }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={visible ? t`Hide the password` : t`Show the password`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
