import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/** A player's request to join the VIP club: one per player; status pending → accepted | declined by the operator. */
export const vipRequests = pgTable('vip_requests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestType: text('request_type').notNull(),
  status: text('status').notNull().default('pending'),
  decidedAt: at('decided_at'),
  ...timestamps,
});

export type VipRequestRow = typeof vipRequests.$inferSelect;
