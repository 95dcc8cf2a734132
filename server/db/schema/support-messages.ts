import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/** The built-in support chat: one conversation per player, messages by the player or an operator. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'operator'] }).notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the player saw an operator's message (null: unread). Player messages stay null. */
    readAt: at('read_at'),
  },
  (t) => [index('support_messages_user_idx').on(t.userId, t.id)],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
