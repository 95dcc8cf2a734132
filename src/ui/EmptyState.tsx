import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** Says what will be here and offers the next useful action (UI.md). */
export function EmptyState({ icon, title, text, actions }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
