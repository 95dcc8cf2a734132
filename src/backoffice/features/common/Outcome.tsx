import styles from './Screen.module.css';

/** What the last action came to: a success says so politely (status), a failure interrupts (alert). */
export type OutcomeLine = { kind: 'ok' | 'error'; lines: string[] } | null;

export function Outcome({ outcome }: { outcome: OutcomeLine }) {
  if (!outcome) return null;
  return (
    <div role={outcome.kind === 'error' ? 'alert' : 'status'}>
      {outcome.lines.map((line) => (
        <p key={line} className={outcome.kind === 'error' ? styles.error : styles.ok}>
          {line}
        </p>
      ))}
    </div>
  );
}
