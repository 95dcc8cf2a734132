import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useCrash } from '../../../stores/crash';
import styles from '../GameLayout.module.css';
import crash from './Crash.module.css';

/** Busted rounds, newest first: the bust and the game's hash, each opening the verifier. */
export function CrashHistory({ onVerify }: { onVerify: (roundId: number) => void }) {
  const { t } = useLingui();
  const id = useId();
  const { history, fairness } = useCrash();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {t`Round history`}
      </h2>
      {history.length === 0 ? (
        <p className={styles.rules}>{t`No rounds have crashed yet.`}</p>
      ) : (
        <ul className={crash.history}>
          {history.map((round) => (
            <li key={round.id}>
              <button
                type="button"
                className={crash.historyRow}
                data-testid="crash-history-round"
                data-high={Number(round.bust) >= 2 || undefined}
                aria-label={t`Game ${round.game}: crashed at ${round.bust}×. Verify it`}
                onClick={() => onVerify(round.id)}
              >
                <span className={crash.bust}>{round.bust}×</span>
                <span className={crash.game}>#{round.game}</span>
                <code className={crash.hash}>{round.hash}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
      {fairness && (
        <p className={crash.commitment}>
          {t`Terminating hash of the chain, published before game 1:`} <code>{fairness.terminating_hash}</code>
          <br />
          {fairness.salt ? (
            <>
              {t`Salt:`} <code>{fairness.salt}</code>
            </>
          ) : (
            t`The salt is not fixed yet.`
          )}
        </p>
      )}
    </section>
  );
}
