import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * A player's identity verification (KYC), spec §4: status is one of contract/verification.ts's statuses.
 * No row: never asked, nothing sent.
 */
export const verifications = pgTable('verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  /** The operator asked for it (or the player started it): the profile's verification.is_need. */
  required: boolean('required').notNull().default(false),
  /** Why the operator rejected it, shown to the player. */
  reason: text('reason'),
  decidedAt: at('decided_at'),
  ...timestamps,
});

/** An uploaded file: kind identity (passport or ID card) or selfie, stored under DATA_DIR/kyc. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Relative to DATA_DIR/kyc. */
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_documents_user_idx').on(t.userId, t.kind, t.id)],
);

export type VerificationRow = typeof verifications.$inferSelect;
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;
