import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, stakeSplit } from './columns';
import { users } from './users';

/**
 * Crash's hash chain (contract/fairness/crash.ts), generated once: the secret seed (the hash of the chain's last
 * game) and the published terminating hash, the salt fixed after it, and when each was fixed. Not every hash is
 * kept: `crash_checkpoints` holds every `checkpoint_every`-th, so a game's hash is derived in fewer hashes.
 */
export const crashChains = pgTable('crash_chains', {
  id: integer('id').primaryKey(),
  /** Chain position 0 (the last game's hash): secret. Position i + 1 = SHA-256 of position i's hex text. */
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  checkpointEvery: integer('checkpoint_every').notNull(),
  /** Position `length`: SHA-256 of game 1's hash, published before game 1. */
  terminatingHash: text('terminating_hash').notNull(),
  committedAt: at('committed_at').notNull().defaultNow(),
  salt: text('salt'),
  saltFixedAt: at('salt_fixed_at'),
});

/** Chain position → hash, for every `checkpoint_every`-th position. */
export const crashCheckpoints = pgTable(
  'crash_checkpoints',
  {
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.position] })],
);

/**
 * One crash round: game n of the chain (its hash is chain position `length − n`), its bust (hundredths) decided by
 * the hash and salt when it opens, and its times in epoch milliseconds: bets until `running_at`, the curve from
 * `running_at`, the bust instant `bust_at`. Phase: betting → running → busted (the leader moves it; the times
 * alone decide what a bet or cash-out may do).
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    game: integer('game').notNull(),
    hash: text('hash').notNull(),
    bust: integer('bust').notNull(),
    phase: text('phase').notNull(),
    openedAt: bigint('opened_at', { mode: 'number' }).notNull(),
    runningAt: bigint('running_at', { mode: 'number' }).notNull(),
    bustAt: bigint('bust_at', { mode: 'number' }).notNull(),
    bustedAt: bigint('busted_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('crash_rounds_game_key').on(t.chainId, t.game),
    uniqueIndex('crash_rounds_open_key').on(t.chainId).where(sql`${t.phase} <> 'busted'`),
  ],
);

/**
 * A player's bet in a round (several per round allowed): stake, optional automatic target (hundredths), and how it
 * ended: `active` until cashed out (manual or automatic: `cashout` hundredths, `payout`) or `lost` at the bust.
 * Created once per Idempotency-Key; `cashout_key` is the key of the manual cash-out that settled it.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    autoCashout: integer('auto_cashout'),
    status: text('status').notNull().default('active'),
    cashout: integer('cashout'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    idempotencyKey: text('idempotency_key').notNull(),
    cashoutKey: text('cashout_key'),
    ...stakeSplit(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('crash_bets_key').on(t.userId, t.idempotencyKey),
    index('crash_bets_round_idx').on(t.roundId, t.status),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('crash_bets_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);
