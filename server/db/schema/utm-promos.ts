import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The promo the utm call answers (spec §7: `promo` {type, value}) for a traffic source, optionally one campaign
 * of it; an empty campaign means every campaign of the source. Set by the operator.
 */
export const utmPromos = pgTable(
  'utm_promos',
  {
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull().default(''),
    type: text('type').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('utm_promos_source_campaign_key').on(t.utmSource, t.utmCampaign)],
);

export type UtmPromoRow = typeof utmPromos.$inferSelect;
