import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

/**
 * Two-factor sign-in for players (issue 19): TOTP (RFC 6238, 6 digits, 30 s) with one-time recovery codes. Once
 * enabled, every sign-in and every withdrawal request carries the current code (or a recovery code) in the
 * `X-TOTP-Code` header; without it they answer 401 `totp_required`, with a wrong one 401 `totp_invalid`.
 */
export const TOTP_HEADER = 'x-totp-code';

const Code = text({ error: errorMessage('code_required', 'Enter the code') })
  .trim()
  .min(6, errorMessage('code_invalid', 'Enter the 6-digit code or a recovery code'))
  .max(32, errorMessage('code_invalid', 'Enter the 6-digit code or a recovery code'));

export const TwoFactorCodeBody = z.object({ code: Code });

export const TwoFactorStateAnswer = z.object({
  data: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() }),
});

export const TwoFactorSetupAnswer = z.object({
  data: z.object({
    /** Base32, for typing into an authenticator app. */
    secret: text(),
    /** The otpauth:// address an authenticator app reads (as a QR code). */
    otpauth_url: text(),
  }),
});

export const TwoFactorEnabledAnswer = z.object({
  data: z.object({
    enabled: z.literal(true),
    /** Shown once: each signs in once instead of a code. Only their hashes are kept. */
    recovery_codes: z.array(text()),
  }),
});

export const TWO_FACTOR_API = {
  state: endpoint({ method: 'GET', path: '/api/v2/auth/2fa', answer: TwoFactorStateAnswer }),
  /** A new secret to enable (replaces one set up and not yet confirmed); 409 `totp_enabled` while enabled. */
  setup: endpoint({
    method: 'POST',
    path: '/api/v2/auth/2fa/setup',
    answer: TwoFactorSetupAnswer,
    resend: 'new-each-time', // A new secret each time; only the last one set up can be confirmed.
  }),
  /** Confirms the secret with a code from the app: 2FA is on, and the recovery codes are answered once. */
  enable: endpoint({
    method: 'POST',
    path: '/api/v2/auth/2fa/enable',
    body: TwoFactorCodeBody,
    answer: TwoFactorEnabledAnswer,
    resend: 'single-use', // The code is spent; a second arrival is refused (the codes were shown once).
  }),
  /** Turns 2FA off with a current code or a recovery code. */
  disable: endpoint({
    method: 'POST',
    path: '/api/v2/auth/2fa/disable',
    body: TwoFactorCodeBody,
    answer: TwoFactorStateAnswer,
    resend: 'single-use',
  }),
};
