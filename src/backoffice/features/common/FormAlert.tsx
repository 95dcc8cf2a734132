import styles from './Screen.module.css';

/** What went wrong with a form that belongs to none of its fields (a 403, no answer), above its buttons. */
export function FormAlert({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div role="alert">
      {lines.map((line) => (
        <p key={line} className={styles.error}>
          {line}
        </p>
      ))}
    </div>
  );
}
