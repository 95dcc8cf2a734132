import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * The leaderboard's summary (/top): per period (day, week, month: the calendar one in progress, UTC), currency and
 * player, what they wagered and their biggest single win (payout minus stake) in settled rounds. Rebuilt from
 * game_bets on a schedule (server/leaderboard/refresh.ts), never written by a bet, so betting does not wait for it.
 */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull(),
    bestWinMinor: bigint('best_win_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.currency, t.userId] })],
);

/** When each period's entries were last rebuilt, and from which moment they count. */
export const leaderboardRefreshes = pgTable('leaderboard_refreshes', {
  period: text('period').primaryKey(),
  periodStart: at('period_start').notNull(),
  refreshedAt: at('refreshed_at').notNull(),
});
