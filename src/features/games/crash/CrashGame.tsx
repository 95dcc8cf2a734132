import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CrashRound } from '../../../../contract/api/crash';
import { useCrash, watchCrash } from '../../../stores/crash';
import styles from '../GameLayout.module.css';
import crash from './Crash.module.css';
import { CrashBetPanel } from './CrashBetPanel';
import { CrashHistory } from './CrashHistory';
import { CrashPlayers } from './CrashPlayers';
import { CrashStage } from './CrashStage';
import { CrashVerifier } from './CrashVerifier';

/**
 * A round to verify named by the address (`?verify=<round id>&game=&hash=&bust=`, the player's history links here):
 * the verifier walks its hash down to the published terminating hash, so a hash from the address proves itself.
 */
function roundFromSearch(search: Record<string, unknown>): CrashRound | null {
  const id = Number(search.verify);
  const game = Number(search.game);
  const hash = typeof search.hash === 'string' ? search.hash : null;
  if (!Number.isInteger(id) || !Number.isInteger(game) || !hash) return null;
  const bust = search.bust === undefined ? null : Number(search.bust).toFixed(2);
  return { id, game, hash, bust, phase: 'busted', opened_at: 0, running_at: 0, busted_at: null };
}

/** Crash: one round for everyone, live from the worker's socket; the bet panel, the curve, the players, the history. */
export function CrashGame() {
  useEffect(() => watchCrash(), []);
  const { history, fairness } = useCrash();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const linked = roundFromSearch(search);
  const [verifying, setVerifying] = useState<number | null>(linked?.id ?? null);
  // A linked round's verifier opens once the chain's commitment (its salt) has loaded.
  const round =
    history.find((known) => known.id === verifying) ?? (linked?.id === verifying && fairness ? linked : undefined);
  const close = () => {
    setVerifying(null);
    if (linked) void navigate({ to: '.', replace: true, search: {} });
  };
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
      {round && <CrashVerifier round={round} onClose={close} />}
    </div>
  );
}
