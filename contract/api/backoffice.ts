import { z } from 'zod';
import { OPERATOR_ROLES } from '../backoffice/roles';
import { AnyPassword, Code, Email, NewPassword, SuccessAnswer } from './auth';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

const Role = z.enum(OPERATOR_ROLES, { error: errorMessage('role_invalid', 'Choose support, payments, risk or admin') });

export const OperatorView = z.object({
  id: z.number().int(),
  email: text(),
  name: text(),
  role: Role,
  disabled: z.boolean(),
});
export type OperatorView = z.infer<typeof OperatorView>;

const SessionAnswer = z.object({
  data: z.object({ token: text(), expires_at: text(), operator: OperatorView }),
});

/** Who is calling: a signed-in operator, or the automation token (OPERATOR_TOKEN) acting as admin. */
const WhoAnswer = z.object({
  data: z.object({ actor: text(), role: Role, operator: OperatorView.nullable() }),
});

export const CreatedOperatorAnswer = z.object({
  data: z.object({
    operator: OperatorView,
    /** Shown once: the operator adds it to an authenticator app (TOTP is always on in the back office). */
    totp_secret: text(),
    otpauth_url: text(),
  }),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: text(),
  actor: text(),
  role: Role,
  action: text(),
  target: text(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const AuditQuery = z.object({
  actor: text().max(254).optional(),
  action: text().max(64).optional(),
  /** Exact target, e.g. `user:12`. */
  target: text().max(64).optional(),
  from: text().datetime({ offset: true }).optional(),
  to: text().datetime({ offset: true }).optional(),
  /** The id of the last entry of the previous page (newest first). */
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The back office's accounts, sessions and audit log (the screens come with issue 19's next steps). */
export const BACKOFFICE_API = {
  signIn: endpoint({
    method: 'POST',
    path: '/operator/session',
    body: z.object({ email: Email, password: AnyPassword, code: Code }),
    answer: SessionAnswer,
    resend: 'single-use', // The TOTP code signs in once; a resend asks for the next code.
    operatorRoles: 'none',
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/operator/session',
    answer: SuccessAnswer,
    resend: 'natural',
    operatorRoles: ['support', 'payments', 'risk'],
  }),
  who: endpoint({
    method: 'GET',
    path: '/operator/me',
    answer: WhoAnswer,
    operatorRoles: ['support', 'payments', 'risk'],
  }),
  operators: endpoint({
    method: 'GET',
    path: '/operator/operators',
    answer: z.object({ data: z.array(OperatorView) }),
    operatorRoles: [],
  }),
  createOperator: endpoint({
    method: 'POST',
    path: '/operator/operators',
    body: z.strictObject({
      email: Email,
      name: text().trim().min(1, errorMessage('name_required', 'Enter a name')).max(100),
      role: Role,
      password: NewPassword,
    }),
    answer: CreatedOperatorAnswer,
    resend: 'natural', // A second create of the same e-mail is refused (409), the first stands.
    operatorRoles: [],
  }),
  updateOperator: endpoint({
    method: 'PATCH',
    path: '/operator/operators/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.strictObject({ role: Role.optional(), disabled: z.boolean().optional() }),
    answer: z.object({ data: OperatorView }),
    resend: 'natural',
    operatorRoles: [],
  }),
  audit: endpoint({
    method: 'GET',
    path: '/operator/audit',
    query: AuditQuery,
    answer: z.object({ data: z.array(AuditEntry), next_before_id: z.number().int().nullable() }),
    operatorRoles: ['risk'],
  }),
};
