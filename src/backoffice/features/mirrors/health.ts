import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Probes = { ok: number; failed: number };
export type Health = 'unknown' | 'up' | 'degraded' | 'down';

/**
 * A mirror's health from the players' probes of the last 24 hours: none yet, every one loaded, some failed, or
 * none loaded (the last is what the server also skips when it recommends a mirror).
 */
export function mirrorHealth({ ok, failed }: Probes): Health {
  if (ok + failed === 0) return 'unknown';
  if (ok === 0) return 'down';
  return failed > 0 ? 'degraded' : 'up';
}

export const HEALTH_LABEL: Record<Health, MessageDescriptor> = {
  unknown: msg`No reports yet`,
  up: msg`Loads for players`,
  degraded: msg`Fails for some players`,
  down: msg`Fails for players`,
};

export const HEALTH_TONE: Record<Health, 'good' | 'wait' | 'bad' | undefined> = {
  unknown: undefined,
  up: 'good',
  degraded: 'wait',
  down: 'bad',
};
