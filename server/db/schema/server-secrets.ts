import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Secrets the server generates for itself on first start (e.g. the JWT key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
