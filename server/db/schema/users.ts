import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

/** A player account (spec §3 User). Money lives in wallets, not here. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    passwordHash: text('password_hash'),
    /** The wallet currency chosen at registration. */
    currency: text('currency').notNull(),
    locale: text('locale').notNull().default('ru'),
    timezone: text('timezone').notNull().default('UTC'),
    registerMethod: text('register_method').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isAvatarHidden: boolean('is_avatar_hidden').notNull().default(false),
    isStatisticsHidden: boolean('is_statistics_hidden').notNull().default(false),
    // Attribution captured at registration (spec §7).
    fpp: text('fpp'),
    partner: text('partner'),
    adplace: text('adplace'),
    stag: text('stag'),
    promo: text('promo'),
    /** When the player confirmed being 18 or older, and accepted the user agreement, at registration. */
    adultConfirmedAt: at('adult_confirmed_at'),
    agreementAcceptedAt: at('agreement_accepted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // E.164, so equal numbers are equal strings.
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
