import styles from '../games/GameLayout.module.css';

interface MethodSwitchProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Two or three mutually exclusive choices as toggle buttons (aria-pressed), keyboard operable. */
export function MethodSwitch<T extends string>({ label, value, options, onChange }: MethodSwitchProps<T>) {
  return (
    <fieldset className={styles.segmented}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.segment}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
