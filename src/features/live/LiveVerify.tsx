import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LiveRound } from '../../../contract/api/live';
import { verifyLiveRound } from '../../../contract/fairness/live';
import type { LiveTable } from '../../../contract/live/tables';
import { loadLiveRounds } from '../../stores/live';
import styles from './LiveTablePage.module.css';
import { outcomeLabel } from './wheel-layout';

type Verdict = 'checking' | 'ok' | 'bad';

/**
 * Provably fair, checked here in the browser: each drawn round's revealed seed against the hash published when it
 * opened, and the outcome recomputed from the seed (contract/fairness/live.ts, the server's own function).
 */
export function LiveVerify({ table }: { table: LiveTable }) {
  const { t } = useLingui();
  const [rounds, setRounds] = useState<LiveRound[] | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});

  async function open() {
    const result = await loadLiveRounds(table);
    if (result.ok) setRounds(result.data.slice(0, 10));
  }

  async function verify(round: LiveRound) {
    setVerdicts((all) => ({ ...all, [round.id]: 'checking' }));
    const ok =
      round.server_seed !== null &&
      round.outcome !== null &&
      (await verifyLiveRound({
        table,
        roundId: round.id,
        serverSeed: round.server_seed,
        serverSeedHash: round.server_seed_hash,
        outcome: round.outcome,
      }));
    setVerdicts((all) => ({ ...all, [round.id]: ok ? 'ok' : 'bad' }));
  }

  return (
    <details
      className={styles.verify}
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open) void open();
      }}
    >
      <summary>{t`Verify the draws`}</summary>
      <p className={styles.muted}>
        {t`Each round publishes the SHA-256 hash of its secret seed before bets open and reveals the seed after the draw. The outcome is HMAC-SHA256(seed, "table:round:0:0"): its first four bytes over 2^32, times the number of pockets or segments, rounded down.`}
      </p>
      {rounds === null ? (
        <p className={styles.muted}>{t`Loading…`}</p>
      ) : (
        <ul className={styles.verifyList}>
          {rounds.map((round) => (
            <li key={round.id}>
              <div>
                <strong>
                  {t`Round ${round.id}`}: {round.outcome === null ? '—' : outcomeLabel(table, round.outcome)}
                </strong>
              </div>
              <div className={styles.mono}>
                {t`Hash`}: {round.server_seed_hash}
              </div>
              <div className={styles.mono}>
                {t`Seed`}: {round.server_seed}
              </div>
              <div className={styles.mono}>
                {t`Client seed`}: {round.client_seed}
              </div>
              <button type="button" className={styles.linkButton} onClick={() => void verify(round)}>
                {t`Verify`}
              </button>{' '}
              <span data-testid={`verdict-${round.id}`}>
                {verdicts[round.id] === 'ok'
                  ? t`✓ The seed matches its hash and gives this result`
                  : verdicts[round.id] === 'bad'
                    ? t`✗ Does not match`
                    : verdicts[round.id] === 'checking'
                      ? t`Checking…`
                      : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
