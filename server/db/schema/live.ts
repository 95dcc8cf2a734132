import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, stakeSplit } from './columns';
import { users } from './users';

/**
 * One round of a live table (roulette, money-wheel): its server seed (secret until drawn) and the seed's SHA-256
 * published when it opens; `betting` until `closes_at` (epoch ms), then `settled` with its outcome (a pocket or a
 * segment index) at `settled_at`. At most one betting round per table.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    liveTable: text('live_table').notNull(),
    phase: text('phase').notNull().default('betting'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    openedAt: bigint('opened_at', { mode: 'number' }).notNull(),
    closesAt: bigint('closes_at', { mode: 'number' }).notNull(),
    settledAt: bigint('settled_at', { mode: 'number' }),
    outcome: smallint('outcome'),
  },
  (t) => [
    uniqueIndex('live_rounds_betting_key').on(t.liveTable).where(sql`${t.phase} = 'betting'`),
    index('live_rounds_table_idx').on(t.liveTable, t.id),
  ],
);

/** A bet on one spot of a round, once per (player, Idempotency-Key); `open` until its round is drawn. */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    spot: text('spot').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    idempotencyKey: text('idempotency_key').notNull(),
    ...stakeSplit(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_bets_key').on(t.userId, t.idempotencyKey),
    index('live_bets_round_idx').on(t.roundId),
    index('live_bets_user_idx').on(t.userId, t.roundId),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('live_bets_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);
