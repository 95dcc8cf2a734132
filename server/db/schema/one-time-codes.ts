import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * A one-time code sent by e-mail or SMS (6 digits, kept only as an HMAC). `purpose` says what it unlocks
 * (login_email, login_phone, verify_email, verify_phone, reset_email, reset_phone); `target` is the
 * normalised e-mail or E.164 phone it went to. A newer code for the same purpose and target replaces older ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sms | email */
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: at('sent_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, replaced or out of tries: the code no longer works. */
    closedAt: at('closed_at'),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target, t.id)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
