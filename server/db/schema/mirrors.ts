import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * A mirror domain of the site (spec §1): the site on `domain`, the API on `api.<domain>`. `state`: active (handed
 * out and recommended), blocked (known blocked somewhere, still probed), disabled (never handed out). Lower `sort`
 * first.
 */
export const mirrors = pgTable(
  'mirrors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain').notNull(),
    state: text('state').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mirrors_domain_key').on(t.domain),
    check('mirrors_state_check', sql`${t.state} in ('active', 'blocked', 'disabled')`),
  ],
);

/** One probe of one mirror by one player's browser (spec §7 sendAntiBonusResult): load time in ms or null (failed). */
export const mirrorProbes = pgTable(
  'mirror_probes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mirrorId: integer('mirror_id')
      .notNull()
      .references(() => mirrors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ms: integer('ms'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mirror_probes_mirror_created_idx').on(t.mirrorId, t.createdAt)],
);

export type MirrorRow = typeof mirrors.$inferSelect;
