import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MirrorKeyState } from '../../../../contract/api/mirror-keys';

export const KEY_STATE_LABEL: Record<MirrorKeyState, MessageDescriptor> = {
  next: msg`Next: signs beside the current key`,
  current: msg`Current`,
  previous: msg`Previous: still signs until retired`,
  retired: msg`Retired`,
};

export const KEY_STATE_TONE: Record<MirrorKeyState, 'good' | 'wait' | 'bad' | undefined> = {
  next: 'wait',
  current: 'good',
  previous: 'wait',
  retired: undefined,
};

/** A key's short name: its last characters (the first ones are the same for every P-256 key). */
export const keyName = (publicKey: string) => `…${publicKey.slice(-12)}`;
