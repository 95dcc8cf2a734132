import styles from './HistoryList.module.css';

/** A round's facts as the round dialog lists them, each term with its value. */
export function RoundFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts} data-testid="round-details">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
