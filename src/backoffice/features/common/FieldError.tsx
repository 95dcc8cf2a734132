import styles from './Screen.module.css';

/**
 * The server's complaint about one field, beside it. Its input names this element in `aria-describedby` and sets
 * `aria-invalid` (see `invalidProps`), so a screen reader reads it with the field; it is announced when it appears.
 */
export function FieldError({ id, lines }: { id: string; lines: readonly string[] | undefined }) {
  if (!lines?.length) return null;
  return (
    <span id={id} className={styles.fieldError} role="alert">
      {lines.join(' ')}
    </span>
  );
}

/** The input's side of FieldError. */
export function invalidProps(id: string, lines: readonly string[] | undefined) {
  return lines?.length ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
