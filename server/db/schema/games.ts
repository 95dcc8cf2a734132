import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, stakeSplit, timestamps } from './columns';
import { users } from './users';

/**
 * A player's provably-fair seed pair (contract/fairness/seeds.ts). One active pair per player: its server seed
 * stays secret (only its SHA-256 is shown) and the next server seed is committed in advance. `nonce` is the
 * next bet's nonce, i.e. the bets made under the pair. Rotation sets `active` false and `revealed_at`: from then
 * on the server seed is shown with every bet made under it.
 */
export const gameSeedPairs = pgTable(
  'game_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    nextServerSeed: text('next_server_seed').notNull(),
    nextServerSeedHash: text('next_server_seed_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('game_seed_pairs_active_key').on(t.userId).where(sql`${t.active}`),
    index('game_seed_pairs_user_idx').on(t.userId, t.id),
  ],
);

/**
 * One round of an original game, written in the same transaction as its ledger movements. It records what a
 * replay needs: the game, the engine version, the seed pair and nonce, the player's choices (`params`), the
 * configuration it was played under (`config`: house edge, paytable row, case items ...) and the outcome.
 * Multi-step rounds (hilo, miner) are `active` until they end; `state` holds their progress (for miner also the
 * mine tiles, never sent before the round ends) and `version` counts their steps, so a step sent twice (two
 * tabs) is refused.
 */
export const gameBets = pgTable(
  'game_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    game: text('game').notNull(),
    engineVersion: smallint('engine_version').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Basis points (19800 = 1.98×); the running multiplier while a multi-step round is active. */
    multiplierBp: bigint('multiplier_bp', { mode: 'number' }).notNull().default(0),
    /** settled | active (hilo, miner in progress) */
    status: text('status').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeedPairs.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    params: jsonb('params').notNull(),
    config: jsonb('config').notNull(),
    outcome: jsonb('outcome'),
    state: jsonb('state'),
    version: integer('version').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    ...stakeSplit(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_bets_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('game_bets_seed_nonce_key').on(t.seedPairId, t.nonce),
    index('game_bets_user_idx').on(t.userId, t.id),
    index('game_bets_user_game_idx').on(t.userId, t.game, t.id),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('game_bets_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('game_bets_user_game_time_idx').on(t.userId, t.game, t.createdAt, t.id),
    // At most one unfinished round per player and game.
    uniqueIndex('game_bets_active_key').on(t.userId, t.game).where(sql`${t.status} = 'active'`),
  ],
);

/** An item won from a case: held by the player until sold back to the balance. */
export const gameCaseItems = pgTable(
  'game_case_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => gameBets.id, { onDelete: 'restrict' }),
    caseId: text('case_id').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    /** held | sold */
    status: text('status').notNull().default('held'),
    soldAt: at('sold_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_case_items_bet_key').on(t.betId), index('game_case_items_user_idx').on(t.userId, t.id)],
);

export type GameSeedPairRow = typeof gameSeedPairs.$inferSelect;
export type GameBetRow = typeof gameBets.$inferSelect;
export type GameCaseItemRow = typeof gameCaseItems.$inferSelect;
