import type { KycDocumentKind } from '../../../contract/api/account';

/** The server's limits, checked on the page first so a player does not wait for a refused upload. */
export const KYC_MAX_BYTES = 10 * 1_048_576;
const KYC_TYPES: Record<KycDocumentKind, readonly string[]> = {
  identity: ['image/jpeg', 'image/png', 'application/pdf'],
  selfie: ['image/jpeg', 'image/png'],
};

export function documentProblem(kind: KycDocumentKind, file: { type: string; size: number }): 'type' | 'size' | null {
  if (!KYC_TYPES[kind].includes(file.type)) return 'type';
  if (file.size > KYC_MAX_BYTES) return 'size';
  return null;
}
