import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * What the attribution calls of spec §7 received (utm, page_open, affiliate, ip, attach_source), with the keys that
 * tie a visit to the player who registers later: the fingerprint, advId and prHash.
 */
export const attributionEvents = pgTable(
  'attribution_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    fingerprint: text('fingerprint'),
    advId: text('adv_id'),
    prHash: text('pr_hash'),
    ip: text('ip').notNull(),
    countryCode: text('country_code'),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('attribution_events_fingerprint_idx').on(t.fingerprint),
    index('attribution_events_adv_id_idx').on(t.advId),
    index('attribution_events_pr_hash_idx').on(t.prHash),
    index('attribution_events_user_idx').on(t.userId),
  ],
);

export type AttributionEventRow = typeof attributionEvents.$inferSelect;
