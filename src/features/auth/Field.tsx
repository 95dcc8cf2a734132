import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './AuthForm.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  errors?: readonly string[] | undefined;
  trailing?: ReactNode;
}

/** A labelled input whose errors are announced and tied to it with aria-describedby. */
export function Field({ label, errors, trailing, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        {trailing}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
