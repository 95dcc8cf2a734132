import { z } from 'zod';
import { LOCALES } from '../locales';
import { CURRENCIES } from '../money';
import { REGIONS } from '../regions';
import { VERIFICATION_STATUSES } from '../verification';
import { endpoint } from './endpoint';
import { storableText, text } from './text';

/** A decimal amount on the wire, e.g. "0.00". */
export const Amount = text().regex(/^-?\d+(\.\d+)?$/);

export const REGISTER_METHODS = ['email', 'phone', 'social'] as const;

/** The User of spec §3, as GET /profile/user answers it. */
export const User = z.object({
  id: z.number().int(),
  name: text().nullable(),
  email: text().nullable(),
  phone: text().nullable(),
  /** Withdrawable real money. */
  balance: Amount,
  /** Bonus credited but not yet wagered (not withdrawable). */
  bonus: Amount,
  /** Bonus money the player can bet with. */
  bonus_balance: Amount,
  /** balance + bonus_balance: what the player can bet in total. */
  total_balance: Amount,
  currency: z.enum(CURRENCIES),
  locale: z.enum(LOCALES),
  timezone: text(),
  register_method: z.enum(REGISTER_METHODS),
  /** When the account was made (ISO 8601; beyond spec §3). Optional: copies saved before it existed lack it. */
  registered_at: text().optional(),
  /**
   * When the player's previous session began (ISO 8601; null on a first sign-in), shown after a login (UKGC RTS 13
   * asks that a player see their last session). Optional: copies saved before it existed lack it.
   */
  previous_login_at: text().nullable().optional(),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  is_avatar_hidden: z.boolean(),
  is_statistics_hidden: z.boolean(),
  image: z.object({ small: text().nullable() }),
  premium: z.object({ status: z.boolean() }),
  verification: z.object({
    is_need: z.boolean(),
    data: z.object({ status: z.enum(VERIFICATION_STATUSES).nullable() }),
  }),
});
export type User = z.infer<typeof User>;

/** GET /profile/user. `features` are feature flags; `region` is KZ or RU. */
export const ProfileAnswer = z.object({
  data: User,
  features: z.record(text(), z.boolean()),
  region: z.enum(REGIONS),
  fresh_token: text().optional(),
  super_bonus: text().optional(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

export const ProfileQuery = z.object({ whoAreYou: text().max(256).optional() });

/**
 * PUT /profile/settings with exactly one of the fields (spec §7). Anything else, or two fields, is a 422.
 * Answer: SettingsAnswer (the updated user).
 */
export const SettingsBody = z
  .strictObject(
    {
      locale: z.enum(LOCALES, { error: 'locale_invalid: Choose ru, en or kz' }).optional(),
      timezone: text()
        .max(64)
        .refine((zone) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        }, 'timezone_invalid: Unknown time zone')
        .optional(),
      is_avatar_hidden: z.boolean({ error: 'flag_invalid: Send true or false' }).optional(),
      is_statistics_hidden: z.boolean({ error: 'flag_invalid: Send true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'setting_unknown: This setting cannot be changed here' : undefined,
    },
  )
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, {
    error: 'one_setting: Send exactly one of locale, timezone, is_avatar_hidden, is_statistics_hidden',
  });
export type SettingsBody = z.input<typeof SettingsBody>;

export const SettingsAnswer = z.object({ success: z.literal(true), data: User });
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

/** GET /profile/sessions: the player's live sessions, the current one first. */
export const SessionsAnswer = z.object({
  data: z.array(
    z.object({
      id: text(),
      current: z.boolean(),
      /** From the user agent (bowser). */
      device: z.object({
        browser: text().nullable(),
        os: text().nullable(),
        platform: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown']),
      }),
      ip: text().nullable(),
      host: text().nullable(),
      created_at: text(),
      last_seen_at: text(),
    }),
  ),
});
export type SessionsAnswer = z.infer<typeof SessionsAnswer>;

/** DELETE /profile/sessions/:id revokes one session; DELETE /profile/sessions revokes all but the current one. */
export const RevokeSessionsAnswer = z.object({ success: z.literal(true), data: z.object({ revoked: z.number() }) });
export type RevokeSessionsAnswer = z.infer<typeof RevokeSessionsAnswer>;

/** DELETE /profile/sessions/:id: a session's id. */
const SessionParams = z.object({ id: z.uuid({ error: 'session_invalid: No such session' }).check(storableText) });

/** The player's profile, settings and sessions (spec §7). */
export const PROFILE_API = {
  user: endpoint({ method: 'GET', path: '/profile/user', query: ProfileQuery, answer: ProfileAnswer }),
  settings: endpoint({
    method: 'PUT',
    path: '/profile/settings',
    body: SettingsBody,
    answer: SettingsAnswer,
    resend: 'natural',
  }),
  sessions: endpoint({ method: 'GET', path: '/profile/sessions', answer: SessionsAnswer }),
  revokeOtherSessions: endpoint({
    method: 'DELETE',
    path: '/profile/sessions',
    answer: RevokeSessionsAnswer,
    resend: 'natural',
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/profile/sessions/:id',
    params: SessionParams,
    answer: RevokeSessionsAnswer,
    resend: 'natural',
  }),
};
