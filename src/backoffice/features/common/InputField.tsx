import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Screen.module.css';

/** A labelled text, number or date input of a form or a filter. */
export function InputField({
  label,
  value,
  onChange,
  ...input
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  return (
    <label className={styles.field}>
      {label}
      <input className={styles.input} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}
