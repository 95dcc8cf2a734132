import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The blocked countries as the operator last set them (one row, id 1). No row: BLOCKED_COUNTRIES from the
 * environment applies.
 */
export const geoSettings = pgTable('geo_settings', {
  id: integer('id').primaryKey(),
  blockedCountries: text('blocked_countries').array().notNull(),
  ...timestamps,
});
