import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * Every published version of a policy page's text (user agreement, privacy, KYC), per language. Version 1 is the
 * shipped text (contract/policy-documents.ts, seeded at start); the operator publishes the next ones. The current
 * version of a document is its highest number; a version need not exist in every language.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    document: text('document').notNull(),
    version: integer('version').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** [{ heading, paragraphs: string[] }] */
    sections: jsonb('sections').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.document, t.version, t.locale] })],
);

/** The version of each policy a player accepted last (at registration, then through the "terms changed" notice). */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: integer('version').notNull(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document] })],
);

export type PolicyVersionRow = typeof policyVersions.$inferSelect;
