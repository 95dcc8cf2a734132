import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

const minor = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/**
 * One wallet per user and currency, amounts in integer minor units.
 * These columns are a cached balance only: the double-entry ledger that explains every change
 * (two entries per movement, written in the same transaction, idempotency keys) comes in a later issue.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Withdrawable real money. */
    balanceMinor: minor('balance_minor'),
    /** Bonus credited but not yet wagered. */
    bonusMinor: minor('bonus_minor'),
    /** Bonus money the player can bet with. */
    bonusBalanceMinor: minor('bonus_balance_minor'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);

export type WalletRow = typeof wallets.$inferSelect;
