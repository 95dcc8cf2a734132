import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/** A deposit method, configured per currency (spec §3 Payment method). Limits in minor units; null = default. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hash: text('hash').notNull(),
    currency: text('currency').notNull(),
    /** card | p2p_card | p2p_phone | crypto: which payment page the provider shows. */
    kind: text('kind').notNull(),
    /** The adapter that serves it (today only `sandbox`). */
    provider: text('provider').notNull().default('sandbox'),
    nameEn: text('name_en').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }),
    maxMinor: bigint('max_minor', { mode: 'bigint' }),
    defaultMinor: bigint('default_minor', { mode: 'bigint' }),
    /** The currency the provider charges in, when it differs (crypto). */
    exchangeCurrency: text('exchange_currency'),
    /** Provider fee in basis points of the paid amount. */
    commissionBps: integer('commission_bps').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_methods_hash_key').on(t.hash), index('payment_methods_currency_idx').on(t.currency)],
);

/** A deposit in progress (spec §3 Deposit process). Status: 1 waiting, 2 processing, 3 paid, 4 failed, 5 expired. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    hash: text('hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: smallint('status').notNull().default(1),
    /** What the player was asked to pay. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** What the provider reports as paid (may differ: sum_was_changed). */
    paidMinor: bigint('paid_minor', { mode: 'bigint' }),
    commissionMinor: bigint('commission_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Credited to the wallet: paid minus commission. */
    shopAmountMinor: bigint('shop_amount_minor', { mode: 'bigint' }).notNull(),
    sumWasChanged: boolean('sum_was_changed').notNull().default(false),
    /** The player declined the deposit bonus on offer (payments.bonus) when creating the invoice. */
    declineBonus: boolean('decline_bonus').notNull().default(false),
    cardNumber: text('card_number'),
    phoneNumber: text('phone_number'),
    cryptoAddress: text('crypto_address'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    ledgerTxId: bigint('ledger_tx_id', { mode: 'number' }),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_hash_key').on(t.hash),
    uniqueIndex('invoices_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('invoices_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * A withdrawal. Status: pending (funds held, awaiting review), held (the operator stopped it: hold_reason),
 * processing (approved, being sent: the player can no longer cancel), paid, rejected (funds released), cancelled.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Where to send it (card number, wallet address ...), as the player typed it. */
    destination: text('destination').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    holdReason: text('hold_reason'),
    rejectReason: text('reject_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payouts_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payouts_status_idx').on(t.status, t.id),
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
