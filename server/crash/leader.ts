import { type Leader, startLeader } from '../lib/leader';
import type { CrashRounds } from './rounds';

/** The advisory lock whose holder drives crash's rounds (any number: it only has to be unique in the database). */
export const CRASH_LEADER_LOCK = 0x63726173; // "cras"

export type CrashLeader = Leader;

/** Crash's rounds in whichever process holds `CRASH_LEADER_LOCK` (server/lib/leader.ts). */
export function startCrashLeader(options: {
  rounds: CrashRounds;
  databaseUrl: string | undefined;
  clock?: () => number;
  log: (message: string) => void;
}): CrashLeader {
  return startLeader({ name: 'crash', lock: CRASH_LEADER_LOCK, ...options });
}
