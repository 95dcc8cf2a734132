import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, stakeSplit } from './columns';
import { users } from './users';

/**
 * One round of a private room (red, yellow, purple) in one currency: its server seed (secret until drawn) and the
 * seed's SHA-256 shown from the start. Phase: `waiting` (fewer than two players) → `countdown` (`closes_at`, epoch
 * ms, fixed when the second player joins) → `drawn` (winner entry, pot, commission, payout). One undrawn round per
 * room and currency.
 */
export const roomRounds = pgTable(
  'room_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    room: text('room').notNull(),
    currency: text('currency').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    phase: text('phase').notNull().default('waiting'),
    openedAt: bigint('opened_at', { mode: 'number' }).notNull(),
    closesAt: bigint('closes_at', { mode: 'number' }),
    drawnAt: bigint('drawn_at', { mode: 'number' }),
    winnerEntryId: bigint('winner_entry_id', { mode: 'number' }),
    potMinor: bigint('pot_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    commissionMinor: bigint('commission_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [uniqueIndex('room_rounds_open_key').on(t.room, t.currency).where(sql`${t.phase} <> 'drawn'`)],
);

/** A stake in a round: a join or an addition (a player's share is the sum of theirs), once per Idempotency-Key. */
export const roomEntries = pgTable(
  'room_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => roomRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...stakeSplit(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_entries_key').on(t.userId, t.idempotencyKey),
    index('room_entries_round_idx').on(t.roundId),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('room_entries_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);
