import type { VerificationStatus } from '../../../contract/verification';
import { fromWorker } from './session';

/** The verification queue's actions (the screen keeps what they answer). */
export const loadVerifications = (status?: VerificationStatus) => fromWorker((api) => api.verifications(status));

export const loadVerificationDocument = (id: number) => fromWorker((api) => api.verificationDocument(id));

export const decideVerification = (userId: number, decision: 'approve' | 'reject', reason?: string) =>
  fromWorker((api) => api.decideVerification(userId, decision, reason));
