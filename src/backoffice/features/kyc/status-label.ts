import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type VerificationStatus, verificationGroup } from '../../../../contract/verification';

export const VERIFICATION_STATUS_LABEL: Record<VerificationStatus, MessageDescriptor> = {
  init: msg`Asked, nothing uploaded`,
  user_pending: msg`Asked, nothing uploaded`,
  waiting: msg`One document in`,
  pending: msg`Waiting for review`,
  failed: msg`Rejected`,
  unverified: msg`Rejected`,
  success: msg`Verified`,
  verified: msg`Verified`,
};

/** The badge's colour: the spec's three groups. */
export const verificationTone = (status: VerificationStatus) =>
  ({ pending: 'wait', failed: 'bad', success: 'good' })[verificationGroup(status)];
