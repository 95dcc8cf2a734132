import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import styles from './Screen.module.css';

/** A field's choices: each value with the words it shows. */
export type Choices<V extends string> = readonly (readonly [V, string])[];

/** The choices of `values`, each shown by its label in the operator's language. */
export const choicesOf = <V extends string>(
  values: readonly V[],
  labels: Record<V, MessageDescriptor>,
  i18n: I18n,
): Choices<V> => values.map((value) => [value, i18n._(labels[value])] as const);

/** A labelled drop-down of a form or a filter. */
export function SelectField<V extends string>(props: {
  label: ReactNode;
  value: V;
  choices: Choices<V>;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.field}>
      {props.label}
      <select
        className={styles.input}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {props.choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
