import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, stakeSplit, timestamps } from './columns';
import { users } from './users';

/**
 * A real-money game session the casino opened at a provider (server/slots): the token the provider sends back with
 * each wallet call. A bet after `expires_at` is refused (SESSION_EXPIRED); a win or rollback never is.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    token: text('token').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('provider_sessions_user_idx').on(t.userId)],
);

/**
 * A provider's round as the casino knows it: whose it is and what it moved. Every wallet call of a round locks this
 * row first, so a bet and a rollback of one round never interleave.
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: text('game_id').notNull(),
    currency: text('currency').notNull(),
    stakedMinor: bigint('staked_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wonMinor: bigint('won_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A free-spins campaign (bonus_grants.id) this round spends: its stake is zero, its win goes to the bonus balance. */
    freeSpinsGrantId: bigint('free_spins_grant_id', { mode: 'number' }),
    /** The bonus money in its stakes not rolled back, and the bonus that funded it: its wins are split by them. */
    ...stakeSplit(),
    /** When its first win call came (a losing round's win is 0): the round ended (the live feed shows it from then). */
    endedAt: at('ended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('provider_rounds_round_key').on(t.provider, t.roundId),
    // The player's history, newest first, paged by (time, id) (server/history).
    index('provider_rounds_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * One wallet call of a provider, unique by the provider's transaction id: its request (a fingerprint, to tell a
 * replay from a reused id) and the answer it got, which a replay gets again. A rollback of a bet never received is
 * a row too (`outcome` 'tombstone'), so the bet arriving later is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    /** bet | win | rollback */
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** A rollback: the transaction it rolls back. */
    refTxId: text('ref_tx_id'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** ok | rolled_back (a bet or win undone later) | tombstone (a rollback of a transaction never received) */
    outcome: text('outcome').notNull(),
    requestHash: text('request_hash').notNull(),
    /** A bet: the bonus money in it and the bonus that funded it (its rollback gives them back by rule 8). */
    ...stakeSplit(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_tx_key').on(t.provider, t.txId),
    index('provider_transactions_ref_idx').on(t.provider, t.refTxId).where(sql`${t.refTxId} IS NOT NULL`),
  ],
);

/**
 * The catalogue: every provider's games, fed by each provider's catalogue sync. `slug` is the address
 * (/games/slots/{slug}); `search` the lower-cased title and provider, for the trigram-free prefix and substring search.
 */
export const slotGames = pgTable(
  'slot_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    gameId: text('game_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** video | ways | classic | live (contract/slots/catalogue.ts) */
    category: text('category').notNull(),
    rtpBp: integer('rtp_bp').notNull(),
    /** low | medium | high */
    volatility: text('volatility').notNull(),
    demo: boolean('demo').notNull(),
    /** The currencies it plays in (a real-money launch in another is refused). */
    currencies: jsonb('currencies').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The seed of its generated SVG thumbnail (contract/slots/thumbnail.ts). */
    art: jsonb('art').$type<{ hue: number; symbol: string }>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('slot_games_provider_game_key').on(t.provider, t.gameId),
    uniqueIndex('slot_games_slug_key').on(t.slug),
    index('slot_games_list_idx').on(t.category, t.provider, t.popularity),
  ],
);

/** A player's favourite games. */
export const slotFavourites = pgTable(
  'slot_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => slotGames.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** The games a player opened, the latest time each. */
export const slotRecent = pgTable(
  'slot_recent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => slotGames.id, { onDelete: 'cascade' }),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('slot_recent_user_idx').on(t.userId, t.playedAt)],
);

/**
 * The studio's side (server/slots/studio): a player's seed pair at the studio. The studio knows a player only by the
 * casino's player id; the pair's nonce counts the spins under it (one spin, free spins included, per nonce).
 */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    player: text('player').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: at('revealed_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('studio_seed_pairs_active_key').on(t.player).where(sql`${t.active}`)],
);

/**
 * A studio game session: real (opened by the casino's launch, `casino_token` is the casino's session) or demo (no
 * account; `demo_balance_minor` is play money kept here).
 */
export const studioSessions = pgTable('studio_sessions', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  gameId: text('game_id').notNull(),
  mode: text('mode').notNull(),
  casinoToken: text('casino_token'),
  player: text('player').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  returnUrl: text('return_url'),
  demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
  ...timestamps,
});

/**
 * A spin at the studio: its seeds, outcome and money. `status`: a real round is pending until the casino took its bet,
 * staked until it paid the win, then settled (or refused); a demo round is settled at once.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    /** The game page's Idempotency-Key of the spin: a resent spin answers this round. */
    idempotencyKey: text('idempotency_key').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    /** The casino's free-spins campaign the round spends: no money staked, played at the campaign's value per spin. */
    freeSpinsGrantId: bigint('free_spins_grant_id', { mode: 'number' }),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** pending (the bet not answered yet) | staked (the bet taken, the win not yet paid) | settled | refused */
    status: text('status').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('studio_rounds_seed_nonce_key').on(t.seedPairId, t.nonce),
    uniqueIndex('studio_rounds_session_key').on(t.sessionId, t.idempotencyKey),
  ],
);

export type ProviderSessionRow = typeof providerSessions.$inferSelect;
export type ProviderRoundRow = typeof providerRounds.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type SlotGameRow = typeof slotGames.$inferSelect;
export type StudioSessionRow = typeof studioSessions.$inferSelect;
export type StudioSeedPairRow = typeof studioSeedPairs.$inferSelect;
