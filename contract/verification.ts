/** Spec §4: verification statuses and the three groups they map to. */
export const VERIFICATION_STATUSES = [
  'init',
  'waiting',
  'user_pending',
  'pending',
  'failed',
  'unverified',
  'success',
  'verified',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
type VerificationGroup = 'pending' | 'failed' | 'success';

export function verificationGroup(status: VerificationStatus): VerificationGroup {
  if (status === 'failed' || status === 'unverified') return 'failed';
  if (status === 'success' || status === 'verified') return 'success';
  return 'pending';
}
