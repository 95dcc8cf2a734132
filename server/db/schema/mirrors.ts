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

/**
 * The keys that sign the mirror list (server/mirrors/keyring.ts): the public half here, the private half in
 * server_secrets as `mirror_signing_key:<id>` (deleted when the key is retired). `state`: next (generated, signing
 * alongside the current one), current, previous (the one before, still signing until retired), retired. At most
 * one key in each of the first three states.
 */
export const mirrorSigningKeys = pgTable(
  'mirror_signing_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SPKI DER, base64: what the app's build and the signed list name the key by. */
    publicKey: text('public_key').notNull(),
    state: text('state').notNull(),
    promotedAt: at('promoted_at'),
    retiredAt: at('retired_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mirror_signing_keys_public_key_key').on(t.publicKey),
    uniqueIndex('mirror_signing_keys_one_per_state').on(t.state).where(sql`${t.state} <> 'retired'`),
    check('mirror_signing_keys_state_check', sql`${t.state} in ('next', 'current', 'previous', 'retired')`),
  ],
);

export type MirrorSigningKeyRow = typeof mirrorSigningKeys.$inferSelect;
