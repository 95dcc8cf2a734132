/**
 * The accounts API beyond contract/api/paths.ts (spec §7 paths exactly; the rest designed here).
 * Request and answer schemas: contract/api/auth.ts, contract/api/profile.ts and this file.
 */
export const ACCOUNT_API = {
  verification: '/api/v2/verification',
  verificationDocument: '/api/v2/verification/documents/:kind',
  operatorVerifications: '/operator/verifications',
  operatorVerificationRequest: '/operator/verifications/:userId/request',
  operatorVerificationDecision: '/operator/verifications/:userId/:decision',
  operatorVerificationDocument: '/operator/verifications/documents/:id',
  devOutbox: '/dev/outbox',
  devOutboxMessages: '/dev/outbox/messages',
} as const;
