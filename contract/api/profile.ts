import { z } from 'zod';
import { LOCALES } from '../locales';
import { CURRENCIES } from '../money';
import { REGIONS } from '../regions';
import { VERIFICATION_STATUSES } from '../verification';

/** A decimal amount on the wire, e.g. "0.00". */
export const Amount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const REGISTER_METHODS = ['email', 'phone', 'social'] as const;

/** The User of spec §3, as GET /profile/user answers it. */
export const User = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
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
  timezone: z.string(),
  register_method: z.enum(REGISTER_METHODS),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  is_avatar_hidden: z.boolean(),
  is_statistics_hidden: z.boolean(),
  image: z.object({ small: z.string().nullable() }),
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
  features: z.record(z.string(), z.boolean()),
  region: z.enum(REGIONS),
  fresh_token: z.string().optional(),
  super_bonus: z.string().optional(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

export const ProfileQuery = z.object({ whoAreYou: z.string().max(256).optional() });
