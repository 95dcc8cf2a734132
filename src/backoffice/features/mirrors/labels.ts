import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MirrorState } from '../../../../contract/api/mirrors';

export const MIRROR_STATE_LABEL: Record<MirrorState, MessageDescriptor> = {
  active: msg`Active`,
  blocked: msg`Blocked somewhere`,
  disabled: msg`Retired`,
};

/** What moving a mirror to each state is called on its button. */
export const MIRROR_STATE_ACTION: Record<MirrorState, MessageDescriptor> = {
  active: msg`Make active`,
  blocked: msg`Mark blocked`,
  disabled: msg`Retire`,
};

export const MIRROR_STATE_TONE: Record<MirrorState, 'good' | 'wait' | 'bad'> = {
  active: 'good',
  blocked: 'wait',
  disabled: 'bad',
};
