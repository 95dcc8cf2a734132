import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '../../../contract/backoffice/roles';
import { at, timestamps } from './columns';

/** A back-office account: signs in with e-mail, password and TOTP (always on for operators). */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    totpSecret: text('totp_secret').notNull(),
    /** The last 30-second TOTP step used: a code signs in once. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: at('disabled_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('operators_email_idx').on(sql`lower(${t.email})`)],
);

/** A signed-in back-office session; only the token's SHA-256 is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator action: who, when, what, before and after. Append-only (a trigger refuses UPDATE and DELETE) and
 * written in the transaction of the change it records.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    /** Null for the automation token (OPERATOR_TOKEN). */
    operatorId: integer('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    action: text('action').notNull(),
    /** What the action was about, e.g. `user:12`, `payout:7`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at, t.id),
    index('operator_audit_target_idx').on(t.target, t.id),
    index('operator_audit_operator_idx').on(t.operatorId, t.id),
    check('operator_audit_action_check', sql`length(${t.action}) > 0`),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
