import type { MessageDescriptor } from '@lingui/core';
import type { VerifyResult } from '../../../../contract/fairness/verify';
import { fairnessOf } from './by-game';

/** A verified outcome in words, e.g. "Roll: 42.17" (each game's fairness.ts says it). */
export function describeOutcome(result: VerifyResult): MessageDescriptor {
  return fairnessOf(result.game).describe(result as never);
}
