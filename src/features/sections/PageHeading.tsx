import styles from './PageHeading.module.css';

export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
