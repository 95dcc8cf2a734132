import { useEffect, useState } from 'react';
import { useCrash, watchCrash } from '../../../stores/crash';
import styles from '../GameLayout.module.css';
import crash from './Crash.module.css';
import { CrashBetPanel } from './CrashBetPanel';
import { CrashHistory } from './CrashHistory';
import { CrashPlayers } from './CrashPlayers';
import { CrashStage } from './CrashStage';
import { CrashVerifier } from './CrashVerifier';

/** Crash: one round for everyone, live from the worker's socket; the bet panel, the curve, the players, the history. */
export function CrashGame() {
  useEffect(() => watchCrash(), []);
  const { history } = useCrash();
  const [verifying, setVerifying] = useState<number | null>(null);
  const round = history.find((known) => known.id === verifying);
  return (
    <div className={`${styles.layout} ${crash.layout}`}>
      <CrashBetPanel />
      <div className={`${styles.stage} ${crash.stage}`}>
        <CrashStage />
      </div>
      <div className={styles.below}>
        <CrashPlayers />
        <CrashHistory onVerify={setVerifying} />
      </div>
      {round && <CrashVerifier round={round} onClose={() => setVerifying(null)} />}
    </div>
  );
}
