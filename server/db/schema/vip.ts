import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * A player's wagers in one currency, the VIP club's summary: accumulated by the round's own statement
 * (`server/vip/accrual.ts`, a CTE of the games' write), so reading a level never scans the rounds.
 * `edge_bp_minor` is the sum of stake × nominal house edge (basis points × minor units); rakeback pays a share of it.
 * `edge_claimed_bp_minor` is how much of that sum rakeback claims have already paid on.
 */
export const vipWagers = pgTable(
  'vip_wagers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    edgeBpMinor: bigint('edge_bp_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    edgeClaimedBpMinor: bigint('edge_claimed_bp_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);

/**
 * A VIP reward paid: rakeback (period: the UTC day), a level-up reward (period: `level-<n>`), the weekly bonus
 * (ISO week) or the monthly one (`YYYY-MM`). One row per player, currency, reward and period: the row and its ledger
 * credit are written in one transaction, so a second claim of the period pays nothing.
 */
export const vipClaims = pgTable(
  'vip_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    reward: text('reward').notNull(),
    period: text('period').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_claims_period_key').on(t.userId, t.currency, t.reward, t.period)],
);

export type VipWagersRow = typeof vipWagers.$inferSelect;
export type VipClaimRow = typeof vipClaims.$inferSelect;
