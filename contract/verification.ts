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

/** The statuses an operator can approve or reject: documents are in (both, or one so far). */
export const DECIDABLE_STATUSES = ['pending', 'waiting'] as const satisfies readonly VerificationStatus[];

export function isDecidable(status: VerificationStatus): boolean {
  return (DECIDABLE_STATUSES as readonly VerificationStatus[]).includes(status);
}

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return typeof value === 'string' && (VERIFICATION_STATUSES as readonly string[]).includes(value);
}
