import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * A player's own limit (issue 19, UKGC RTS 12): one row per kind (deposit, loss, wager) and period (day, week,
 * month). `amount_minor` is the limit in force (null: none). An increase or a removal waits in `pending_*`: it can
 * be confirmed by the player 24 hours after `pending_since`, never sooner.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
    /** The pending change removes the limit (pending_amount_minor is then null). */
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingSince: at('pending_since'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;

/**
 * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months or more) the player chose: no bets, no deposits,
 * no marketing until `ends_at`; withdrawals stay open. A new one never ends an older one sooner.
 */
export const playBlocks = pgTable('play_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  ...timestamps,
});

export type PlayBlockRow = typeof playBlocks.$inferSelect;

/** The player's safer-gambling preferences: the reality-check interval (null: none). */
export const saferGamblingSettings = pgTable('safer_gambling_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realityCheckMinutes: integer('reality_check_minutes'),
  ...timestamps,
});

/**
 * A player's TOTP second factor. `enabled_at` null: set up but not yet confirmed by a code. Recovery codes are kept
 * only as SHA-256 hashes; a used one is removed. `last_step` refuses a code's reuse within its window.
 */
export const playerTotp = pgTable('player_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
  lastStep: bigint('last_step', { mode: 'number' }),
  ...timestamps,
});
