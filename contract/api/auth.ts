import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../money';
import { errorMessage } from './errors';

export const Email = z
  .string({ error: errorMessage('email_required', 'Enter your e-mail') })
  .trim()
  .toLowerCase()
  .max(254, errorMessage('email_too_long', 'The e-mail is too long'))
  .pipe(z.email({ error: errorMessage('email_invalid', 'Enter a valid e-mail address') }));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const NewPassword = z
  .string({ error: errorMessage('password_required', 'Enter a password') })
  .min(PASSWORD_MIN, errorMessage('password_too_short', `The password needs at least ${PASSWORD_MIN} characters`))
  .max(PASSWORD_MAX, errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`));

const Attribution = {
  /** Browser fingerprint (spec §7: fpp). */
  fpp: z.string().max(128).optional(),
  partner: z.string().max(128).optional(),
  adplace: z.string().max(128).optional(),
  stag: z.string().max(128).optional(),
  promo: z.string().max(64).optional(),
};

/** POST /api/v2/auth/register/email */
export const RegisterEmailBody = z.object({
  email: Email,
  password: NewPassword,
  currency: z
    .enum(CURRENCIES, { error: errorMessage('currency_invalid', 'Choose one of RUB, USD, KZT, INR, EUR') })
    .default(DEFAULT_CURRENCY),
  locale: z.enum(['ru', 'en', 'kz']).optional(),
  ...Attribution,
});
export type RegisterEmailBody = z.input<typeof RegisterEmailBody>;

/** Answer to a registration or login: a short-lived access token and a rotating refresh token. */
export const TokenAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
  /** Single-sign-on address, when the site is configured with one (spec §4 Auth). */
  sso: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** POST /api/v2/auth/login/email/password */
export const LoginEmailPasswordBody = z.object({
  email: Email,
  password: z
    .string({ error: errorMessage('password_required', 'Enter a password') })
    .min(1, errorMessage('password_required', 'Enter a password'))
    .max(PASSWORD_MAX, errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`)),
});
export type LoginEmailPasswordBody = z.input<typeof LoginEmailPasswordBody>;

/** POST /auth/refresh-token. The refresh token rotates: the old one stops working. */
export const RefreshTokenBody = z.object({
  refresh_token: z.string({ error: errorMessage('refresh_token_required', 'Sign in again') }).min(1),
});
export type RefreshTokenBody = z.input<typeof RefreshTokenBody>;

export const RefreshTokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type RefreshTokenAnswer = z.infer<typeof RefreshTokenAnswer>;

/** PUT /auth/logout: revokes the session of the bearer token. */
export const LogoutAnswer = z.object({ success: z.literal(true) });
export type LogoutAnswer = z.infer<typeof LogoutAnswer>;
