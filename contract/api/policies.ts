import { z } from 'zod';
import { LOCALES } from '../locales';
import { POLICY_NAMES } from '../policy-pages';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { IdempotentHeaders } from './wallet';

const PolicyName = z.enum(POLICY_NAMES, {
  error: errorMessage('policy_unknown', 'document must be user-agreement, confidential or kyc'),
});
const PolicyLocale = z.enum(LOCALES, { error: errorMessage('locale_invalid', 'locale must be ru, en or kz') });

export const PolicySectionSchema = z.object({
  heading: text().min(1).max(300),
  paragraphs: z.array(text().min(1).max(5000)).min(1).max(50),
});

/** One version of a policy in one language. */
export const PolicyVersion = z.object({
  document: PolicyName,
  locale: PolicyLocale,
  version: z.number().int().positive(),
  title: text(),
  sections: z.array(PolicySectionSchema),
  published_at: text(),
});
export type PolicyVersion = z.infer<typeof PolicyVersion>;

const PolicyParams = z.object({ document: PolicyName });

/** A policy the player accepted that has a newer version since. */
export const ChangedPolicy = z.object({
  document: PolicyName,
  accepted_version: z.number().int().nonnegative(),
  current_version: z.number().int().positive(),
});
export type ChangedPolicy = z.infer<typeof ChangedPolicy>;

const AcceptanceAnswer = z.object({ data: z.object({ changed: z.array(ChangedPolicy) }) });

export const PublishPolicyBody = z.object({
  locale: PolicyLocale,
  title: text().min(1).max(200),
  sections: z.array(PolicySectionSchema).min(1).max(100),
});

/** The policy pages' texts (spec §2), versioned: the operator publishes a new version without a deploy. */
export const POLICIES_API = {
  /** The current version of a document in a language (404 `policy_not_found` when it has none in that language). */
  current: endpoint({
    method: 'GET',
    path: '/api/v2/policies/:document',
    params: PolicyParams,
    query: z.object({ locale: PolicyLocale }),
    answer: z.object({ data: PolicyVersion }),
  }),
  /** The policies the signed-in player accepted that changed since. */
  acceptance: endpoint({ method: 'GET', path: '/api/v2/policies-acceptance', answer: AcceptanceAnswer }),
  /** The player accepts a version (the one they were shown); an older one than they accepted changes nothing. */
  accept: endpoint({
    method: 'POST',
    path: '/api/v2/policies/:document/accept',
    params: PolicyParams,
    body: z.object({ version: z.number().int().positive() }),
    answer: AcceptanceAnswer,
    resend: 'natural', // Accepting a version twice records it once.
  }),

  // Operator: publish a new version of a document in one language (the next number after the newest in any).
  operatorPublish: endpoint({
    method: 'POST',
    path: '/operator/policies/:document',
    operatorRoles: [],
    params: PolicyParams,
    headers: IdempotentHeaders,
    body: PublishPolicyBody,
    answer: z.object({ data: PolicyVersion }),
    resend: 'idempotency-key', // A resent publish answers the version it made instead of making another.
  }),
};
