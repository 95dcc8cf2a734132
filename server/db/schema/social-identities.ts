import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/** A player's account at a social provider (google, vk, yandex, sandbox): provider + subject identify it. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject)],
);

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
