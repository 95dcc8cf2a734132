import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../verification';
import { KYC_DOCUMENT_KINDS, OperatorDecisionBody, OperatorVerificationList, VerificationAnswer } from './account';
import { SuccessAnswer } from './auth';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { OptionalIdempotentHeaders } from './wallet';

const UserParams = z.object({ userId: z.coerce.number().int().positive() });

/** Verification (KYC, spec §4): the player's state and documents, and the operator's review. */
export const VERIFICATION_API = {
  state: endpoint({ method: 'GET', path: '/api/v2/verification', answer: VerificationAnswer }),
  /** The raw file as the body with its Content-Type (checked by the server), at most 10 MB. */
  upload: endpoint({
    method: 'POST',
    path: '/api/v2/verification/documents/:kind',
    params: z.object({
      kind: z.enum(KYC_DOCUMENT_KINDS, { error: errorMessage('kind_invalid', 'Send identity or selfie') }),
    }),
    answer: VerificationAnswer,
    resend: 'natural', // Replaces the document of its kind (until verified).
  }),

  // Operator (Authorization: Bearer $OPERATOR_TOKEN).
  operatorList: endpoint({
    method: 'GET',
    path: '/operator/verifications',
    operatorRoles: ['support', 'risk'],
    query: z.object({ status: z.enum(VERIFICATION_STATUSES).optional() }),
    answer: OperatorVerificationList,
  }),
  /** One uploaded document as it was sent (an image, or the PDF of an identity document). */
  operatorDocument: endpoint({
    method: 'GET',
    path: '/operator/verifications/documents/:id',
    operatorRoles: ['support', 'risk'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    answer: 'file',
  }),
  operatorRequest: endpoint({
    method: 'POST',
    path: '/operator/verifications/:userId/request',
    operatorRoles: ['support', 'risk'],
    params: UserParams,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  /** approve, or reject with a reason. */
  operatorDecision: endpoint({
    method: 'POST',
    path: '/operator/verifications/:userId/:decision',
    operatorRoles: ['risk'],
    headers: OptionalIdempotentHeaders,
    params: UserParams.extend({ decision: z.enum(['approve', 'reject']) }),
    body: OperatorDecisionBody.nullish(),
    answer: z.object({ success: z.literal(true), data: z.object({ status: z.enum(VERIFICATION_STATUSES) }) }),
    resend: 'idempotency-key', // With the header; without, a resend is a 409.
  }),
};
