import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, invalidProps } from './FieldError';
import styles from './Screen.module.css';

/**
 * A labelled text, number or date input of a form or a filter; with `errors`, the server's complaint about it shown
 * beside it (FieldError) under the given id.
 */
export function InputField({
  label,
  value,
  onChange,
  errors,
  ...input
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors?: { id: string; lines: readonly string[] | undefined };
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        {...(errors ? invalidProps(errors.id, errors.lines) : {})}
      />
      {errors && <FieldError id={errors.id} lines={errors.lines} />}
    </label>
  );
}
