import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * A single-use secret handed to a client (only its SHA-256 is stored): a password reset token, the link token
 * of a restore e-mail, a social login state or login code, a simpleAuth sign-in token. `kind` says which.
 */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('auth_tickets_token_hash_key').on(t.tokenHash), index('auth_tickets_user_idx').on(t.userId)],
);

export type AuthTicketRow = typeof authTickets.$inferSelect;
