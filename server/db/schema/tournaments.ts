import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * A tournament (issue 18). `state` is what the operator and the finish decided: `scheduled` (upcoming or active,
 * told apart by the clock), `finished` (prizes paid) or `cancelled` (pays nothing; `cancel_reason` says why).
 * Finishing is a compare-and-set `scheduled → finished` in the transaction that pays the prizes.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The name per locale ({ ru, en, kz }). */
    title: jsonb('title').notNull(),
    currency: text('currency').notNull(),
    /** Game ids whose settled rounds count. */
    games: text('games').array().notNull(),
    /** wagered | multiplier | net_win */
    scoring: text('scoring').notNull(),
    /** opt_in | auto */
    entry: text('entry').notNull(),
    /** Prize by place, minor units as decimal strings (index 0: first place). */
    prizes: jsonb('prizes').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    state: text('state').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    finishedAt: at('finished_at'),
    ...timestamps,
  },
  (t) => [index('tournaments_state_idx').on(t.state, t.endsAt)],
);

/** A player who opted in (tournaments with `entry = 'opt_in'`). */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/** The final standings with each prize paid (written with the finish, in its transaction). */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    uniqueIndex('tournament_results_user_key').on(t.tournamentId, t.userId),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
