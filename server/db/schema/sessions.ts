import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * A signed-in device. The refresh token itself is never stored, only its SHA-256 (hex).
 * On rotation the previous hash is kept to detect a stolen token being replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: at('rotated_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The site host the session was opened on (simpleAuth follow-up call), e.g. a mirror. */
    host: text('host'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash_key').on(t.refreshHash),
    index('sessions_previous_refresh_hash_idx').on(t.previousRefreshHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
