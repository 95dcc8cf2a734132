import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Random } from './random';
import type { Reconciliation } from './reconcile';
import { OPERATOR_TOKEN, WEBHOOK_SECRET } from './workload';

export interface PhaseOptions {
  random: Random;
  seconds: number;
  basePort: number;
}

export interface PhaseResult {
  phase: string;
  /** What was done to the system, e.g. "8 SIGKILLs of an API process". */
  faults: string;
  reconciliation: Reconciliation;
  replayMismatches: string[];
  /** API processes that exited without being killed by the phase. */
  apiExits: number;
  /** API processes that could not start again after a kill. */
  restartFailures: number;
  /** Seconds from the database accepting again to the API serving, per recovery. */
  secondsToServing: number[];
  notes: string[];
}

export function failed(result: PhaseResult): boolean {
  return (
    result.reconciliation.differences.length > 0 ||
    !result.reconciliation.ledgerOk ||
    result.replayMismatches.length > 0 ||
    result.apiExits > 0 ||
    result.restartFailures > 0
  );
}

/** The environment every API process of a phase gets (its own data folder for uploads, sandbox payments on). */
export function serverEnv(extra: Record<string, string>): { env: Record<string, string>; cleanup(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-chaos-data-'));
  return {
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, 'no-site'),
      OPERATOR_TOKEN,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AUTH_RATE_LIMIT_PER_MIN: '100000',
      ...extra,
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
