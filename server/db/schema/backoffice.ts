import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoices } from './billing';
import { at } from './columns';
import { operators } from './operators';
import { users } from './users';

/** An operator's note on a player (support, risk), each one audited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null for the automation token. */
    operatorId: integer('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);

/**
 * A manual adjustment above the approval threshold, waiting for a second operator: `pending` until another
 * operator approves it (its posting is written in the same transaction, ledger key `adjustment-request:<id>`) or
 * rejects it. The status changes only from pending, so two approvals at once post once.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** cash | bonus | bonus_pending */
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Signed: a credit or a debit of the account. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The requester's Idempotency-Key: a resent request answers the same request. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByOperatorId: integer('requested_by_operator_id').references(() => operators.id),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by'),
    decidedByOperatorId: integer('decided_by_operator_id').references(() => operators.id),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    ledgerTxId: bigint('ledger_tx_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('adjustment_requests_key').on(t.idempotencyKey),
    index('adjustment_requests_status_idx').on(t.status, t.id),
    check('adjustment_requests_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** The refund of a paid deposit: one per invoice; its ledger posting (kind `refund`) takes the credit back. */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    ledgerTxId: bigint('ledger_tx_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('deposit_refunds_time_idx').on(t.createdAt)],
);

/**
 * An original game's operator settings, versioned: each change inserts the next version (never an update), the
 * newest is in force, and each round's config snapshot names the version it was played under.
 */
export const gameSettings = pgTable(
  'game_settings',
  {
    game: text('game').notNull(),
    version: integer('version').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Currency → { min, max } in minor units as text (null: the spec's bound). */
    limits: jsonb('limits').notNull(),
    actor: text('actor').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.game, t.version] })],
);

export type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;
export type GameSettingsRow = typeof gameSettings.$inferSelect;
export type PlayerNoteRow = typeof playerNotes.$inferSelect;
