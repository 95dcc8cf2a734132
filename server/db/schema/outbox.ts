import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Every message the development outbox adapter "sent" (e-mail or SMS), readable on GET /dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
