import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../verification';
import { errorMessage } from './errors';
import { text } from './text';

/** A phone number in E.164 (`+77011234567`), validated with libphonenumber-js; masks are the page's job. */
export const Phone = text({ error: errorMessage('phone_required', 'Enter your phone number') })
  .trim()
  .max(32, errorMessage('phone_invalid', 'Enter a valid phone number in international format'))
  .transform((value, ctx) => {
    const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
    if (!parsed?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: errorMessage('phone_invalid', 'Enter a valid phone number in international format'),
      });
      return z.NEVER;
    }
    return parsed.number as string;
  });

// ---- Verification (KYC) ----

export const KYC_DOCUMENT_KINDS = ['identity', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** What an upload may be: identity documents also as PDF. */
export const KYC_MIME: Record<KycDocumentKind, readonly string[]> = {
  identity: ['image/jpeg', 'image/png', 'application/pdf'],
  selfie: ['image/jpeg', 'image/png'],
};

/**
 * GET /api/v2/verification (signed in). `status` null: never started. `group` is spec §4's group of the status.
 * `reason`: why the operator rejected it. Upload with POST /api/v2/verification/documents/{identity|selfie}, the raw
 * file as the body with its Content-Type (image/jpeg, image/png; identity also application/pdf), at most 10 MB.
 */
export const VerificationAnswer = z.object({
  data: z.object({
    is_need: z.boolean(),
    status: z.enum(VERIFICATION_STATUSES).nullable(),
    group: z.enum(['pending', 'failed', 'success']).nullable(),
    reason: text().nullable(),
    documents: z.array(
      z.object({ id: z.number().int(), kind: z.enum(KYC_DOCUMENT_KINDS), mime: text(), uploaded_at: text() }),
    ),
  }),
});
export type VerificationAnswer = z.infer<typeof VerificationAnswer>;

export const OperatorVerificationList = z.object({
  data: z.array(
    z.object({
      user_id: z.number().int(),
      status: z.enum(VERIFICATION_STATUSES),
      reason: text().nullable(),
      updated_at: text(),
      documents: z.array(z.object({ id: z.number().int(), kind: text(), mime: text(), size: z.number() })),
    }),
  ),
});
export type OperatorVerificationList = z.infer<typeof OperatorVerificationList>;

/** POST /operator/verifications/:userId/reject {reason}; /approve takes no body. */
export const OperatorDecisionBody = z.object({ reason: text().min(1).max(500).optional() });
