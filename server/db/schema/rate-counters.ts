import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Fixed-window counters for the per-IP and per-account limits of the auth flows, in the database so every API
 * process sees the same counts. `key` is e.g. `login_fail:user:42` or `code_send:ip:1.2.3.4`.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});
