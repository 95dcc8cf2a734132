import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * A ledger account: one per user, currency and kind (cash, bonus, bonus_pending, payout_hold, and `debt` once the
 * player owes the house: contract/api/wallet.ts), plus the house's
 * system accounts per currency and kind (house, payments_clearing, bonus_pool, adjustments), split into shards so
 * concurrent bets do not queue on one row. `balance_minor` is a cache of the sum of the account's ledger entries,
 * kept in the same statement that writes them; `npm run ledger:check` proves it.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the house's system accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    /** System accounts only: which of the kind's rows (0 for user accounts). */
    shard: smallint('shard').notNull().default(0),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_key').on(t.userId, t.currency, t.kind).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('accounts_system_key').on(t.currency, t.kind, t.shard).where(sql`${t.userId} IS NULL`),
    // The operator's list of players who owe the house (server/wallet/debt.ts).
    index('accounts_open_debts_idx').on(t.balanceMinor).where(sql`${t.kind} = 'debt' AND ${t.balanceMinor} < 0`),
    // A backstop under the guarded UPDATEs: a player's account never goes below zero, except their debt (what they
    // owe the house), which never goes above it.
    check(
      'accounts_user_non_negative',
      sql`${t.userId} IS NULL OR (CASE WHEN ${t.kind} = 'debt' THEN ${t.balanceMinor} <= 0 ELSE ${t.balanceMinor} >= 0 END)`,
    ),
  ],
);

/** One money movement: its entries sum to zero. The idempotency key is unique per user. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** The sum of the positive entries: what moved. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What caused it, e.g. `invoice:12`, `payout:7`, `round:dice:991`. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(sql`coalesce(${t.userId}, 0)`, t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.id),
    // The history's other movements (bonuses, adjustments), newest first (server/history): the kinds of
    // OTHER_LEDGER_KINDS, so a page of them never walks the player's bets and wins.
    index('ledger_transactions_user_other_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(
        sql`${t.kind} IN ('bonus_grant', 'bonus_activate', 'bonus_convert', 'bonus_forfeit', 'adjustment', 'debt_recovery')`,
      ),
    // A player's stakes and wins by time: the loss and wager limits' sums over a period (server/safer-gambling).
    index('ledger_transactions_user_play_idx').on(t.userId, t.createdAt).where(sql`${t.kind} IN ('bet', 'win')`),
  ],
);

/**
 * A signed amount on one account; the entries of a transaction sum to zero.
 *
 * No foreign keys here, on purpose: they cost two lookups per entry (eight per game round, about a fifth of
 * PostgreSQL's work per bet). What they guaranteed holds otherwise: entries are only written by the ledger
 * statement, in the statement that creates their transaction, with the ids that statement's own writes returned;
 * accounts, transactions and entries can never be deleted or rewritten (migration 0010's triggers); and the ledger
 * check reports any entry whose account or transaction is missing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_tx_idx').on(t.txId), index('ledger_entries_account_idx').on(t.accountId)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
