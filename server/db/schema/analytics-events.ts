import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/** Events the worker's analytics queue sends to our own collector; the client's id makes a retry harmless. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    sessionId: uuid('session_id').notNull(),
    anonymousId: uuid('anonymous_id').notNull(),
    /** Taken from the request's access token, never from the event itself. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    serverTime: at('server_time').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.serverTime),
    index('analytics_events_anonymous_idx').on(t.anonymousId),
    index('analytics_events_user_idx').on(t.userId),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
