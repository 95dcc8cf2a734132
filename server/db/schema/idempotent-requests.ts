import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Answers of keyed writes that are not ledger movements (operator payout decisions, ...), so a resent request
 * gets the first answer instead of running again (server/idempotency). `scope` says whose key it is (`operator`,
 * `user:42`); `fingerprint` is a hash of what was asked, so one key cannot be reused for another request.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
