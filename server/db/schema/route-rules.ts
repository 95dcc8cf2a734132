import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Spec §7 Platform: a server-defined redirect per site path (an absolute URL leaves the site, a path stays). */
export const routeRules = pgTable('route_rules', {
  /** The site path without its locale prefix, e.g. `/promo/summer`. */
  path: text('path').primaryKey(),
  redirectTo: text('redirect_to').notNull(),
  ...timestamps,
});

export type RouteRuleRow = typeof routeRules.$inferSelect;
