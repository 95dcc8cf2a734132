import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../money';
import { Phone } from './account';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { storableText, text } from './text';

export const Email = text({ error: errorMessage('email_required', 'Enter your e-mail') })
  .trim()
  .toLowerCase()
  .max(254, errorMessage('email_too_long', 'The e-mail is too long'))
  .pipe(z.email({ error: errorMessage('email_invalid', 'Enter a valid e-mail address') }).check(storableText));

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const NewPassword = text({ error: errorMessage('password_required', 'Enter a password') })
  .min(PASSWORD_MIN, errorMessage('password_too_short', `The password needs at least ${PASSWORD_MIN} characters`))
  .max(PASSWORD_MAX, errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`));

/** Attribution sent with every registration and social login (spec §7). */
export const Attribution = {
  /** Browser fingerprint (spec §7: fpp). */
  fpp: text().max(128).optional(),
  partner: text().max(128).optional(),
  adplace: text().max(128).optional(),
  stag: text().max(128).optional(),
  promo: text().max(64).optional(),
};

/** Registration requires the player to confirm being 18 or older and to accept the user agreement. */
const Consents = {
  adult_confirmed: z.literal(true, {
    error: errorMessage('adult_required', 'Confirm that you are 18 or older'),
  }),
  agreement_accepted: z.literal(true, {
    error: errorMessage('agreement_required', 'Accept the user agreement'),
  }),
};

const Currency = z
  .enum(CURRENCIES, { error: errorMessage('currency_invalid', 'Choose one of RUB, USD, KZT, INR, EUR') })
  .default(DEFAULT_CURRENCY);

export const AnyPassword = text({ error: errorMessage('password_required', 'Enter a password') })
  .min(1, errorMessage('password_required', 'Enter a password'))
  .max(PASSWORD_MAX, errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`));

/** A one-time code: 6 digits (spaces are ignored). */
export const Code = text({ error: errorMessage('code_required', 'Enter the code') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(text().regex(/^\d{6}$/, errorMessage('code_invalid', 'The code is 6 digits')));

/** POST /api/v2/auth/register/email */
export const RegisterEmailBody = z.object({
  email: Email,
  password: NewPassword,
  currency: Currency,
  locale: z.enum(['ru', 'en', 'kz']).optional(),
  ...Attribution,
  ...Consents,
});
export type RegisterEmailBody = z.input<typeof RegisterEmailBody>;

/** POST /api/v2/auth/register/phone. The phone is E.164 (+77011234567); a code to confirm it is sent by SMS. */
export const RegisterPhoneBody = z.object({
  phone: Phone,
  password: NewPassword,
  currency: Currency,
  locale: z.enum(['ru', 'en', 'kz']).optional(),
  ...Attribution,
  ...Consents,
});
export type RegisterPhoneBody = z.input<typeof RegisterPhoneBody>;

/** Answer to a registration or login: a short-lived access token and a rotating refresh token. */
export const TokenAnswer = z.object({
  success: z.literal(true),
  token: text(),
  refresh_token: text(),
  /** Single-sign-on address, when the site is configured with one (spec §4 Auth). */
  sso: text().optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** POST /api/v2/auth/login/email/password */
export const LoginEmailPasswordBody = z.object({
  email: Email,
  password: AnyPassword,
});
export type LoginEmailPasswordBody = z.input<typeof LoginEmailPasswordBody>;

/** POST /api/v2/auth/login/phone/password */
export const LoginPhonePasswordBody = z.object({ phone: Phone, password: AnyPassword });
export type LoginPhonePasswordBody = z.input<typeof LoginPhonePasswordBody>;

/** POST /api/v2/auth/login/email/code */
export const LoginEmailCodeBody = z.object({ email: Email, code: Code });
export type LoginEmailCodeBody = z.input<typeof LoginEmailCodeBody>;

/** POST /api/v2/auth/login/phone/code[?type=sms] */
export const LoginPhoneCodeBody = z.object({ phone: Phone, code: Code });
export type LoginPhoneCodeBody = z.input<typeof LoginPhoneCodeBody>;

/** `?type=sms` on the phone code calls (spec §9: SMS codes are requested with type sms; SMS is also the default). */
export const CodeTypeQuery = z.object({
  type: z.enum(['sms'], { error: errorMessage('type_invalid', 'Only type=sms is supported') }).optional(),
});
export type CodeTypeQuery = z.input<typeof CodeTypeQuery>;

/**
 * POST /api/v2/auth/login/email/verification and /login/email/resend: send a login code to this e-mail; also
 * /password/email/forgot (a code and a restore link).
 */
export const EmailOnlyBody = z.object({ email: Email });
export type EmailOnlyBody = z.input<typeof EmailOnlyBody>;

/**
 * POST /api/v2/auth/login/phone/verification and /login/phone/code/resend?type=sms: send a login code by SMS; also
 * /password/phone/forgot.
 */
export const PhoneOnlyBody = z.object({ phone: Phone });
export type PhoneOnlyBody = z.input<typeof PhoneOnlyBody>;

/** POST /api/v2/auth/email/verify/code and /phone/verify/code (signed in): confirm the account's e-mail or phone. */
export const VerifyCodeBody = z.object({ code: Code });
export type VerifyCodeBody = z.input<typeof VerifyCodeBody>;

/**
 * A code was sent (or, for an address with no account, the same answer and nothing sent, so the call does not
 * tell which addresses are registered). `resend_in`: seconds before another code may be asked for;
 * `expires_in`: seconds the code stays valid.
 */
export const CodeSentAnswer = z.object({
  success: z.literal(true),
  data: z.object({ resend_in: z.number().int(), expires_in: z.number().int() }),
});
export type CodeSentAnswer = z.infer<typeof CodeSentAnswer>;

export const SuccessAnswer = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof SuccessAnswer>;

// ---- Password restore, change and first password ----

const PasswordConfirm = text({ error: errorMessage('password_confirm_required', 'Repeat the password') }).max(
  PASSWORD_MAX,
  errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`),
);

const ResetToken = text({ error: errorMessage('token_required', 'The restore link is incomplete') })
  .min(16, errorMessage('token_invalid', 'This restore link is invalid or has expired'))
  .max(256, errorMessage('token_invalid', 'This restore link is invalid or has expired'));

/** POST /api/v2/auth/password/email/code/confirm -> ResetTokenAnswer. */
export const PasswordEmailCodeConfirmBody = z.object({ email: Email, code: Code });
export type PasswordEmailCodeConfirmBody = z.input<typeof PasswordEmailCodeConfirmBody>;
/** POST /api/v2/auth/password/phone/code/confirm -> ResetTokenAnswer. */
export const PasswordPhoneCodeConfirmBody = z.object({ phone: Phone, code: Code });
export type PasswordPhoneCodeConfirmBody = z.input<typeof PasswordPhoneCodeConfirmBody>;

/** A reset token (valid 30 minutes, single use) that lets the holder set a new password. */
export const ResetTokenAnswer = z.object({
  success: z.literal(true),
  data: z.object({ reset_token: text(), expires_in: z.number().int() }),
});
export type ResetTokenAnswer = z.infer<typeof ResetTokenAnswer>;

/** POST /api/v2/auth/password/email/token/confirm: the link token from the restore e-mail -> ResetTokenAnswer. */
export const PasswordTokenConfirmBody = z.object({ token: ResetToken });
export type PasswordTokenConfirmBody = z.input<typeof PasswordTokenConfirmBody>;

/**
 * POST /api/v2/auth/password/email/token/check {token} and /password/phone/token/check {token, phone}:
 * 200 SuccessAnswer while the reset token is valid (and, for phone, belongs to that phone), else 422 on token.
 */
export const PasswordEmailTokenCheckBody = z.object({ token: ResetToken });
export type PasswordEmailTokenCheckBody = z.input<typeof PasswordEmailTokenCheckBody>;
export const PasswordPhoneTokenCheckBody = z.object({ token: ResetToken, phone: Phone });
export type PasswordPhoneTokenCheckBody = z.input<typeof PasswordPhoneTokenCheckBody>;

/** POST /api/v2/auth/password/email/reset/token and /password/phone/reset: a new password with a reset token -> TokenAnswer. */
export const PasswordResetTokenBody = z.object({
  token: ResetToken,
  password: NewPassword,
  password_confirm: PasswordConfirm,
});
export type PasswordResetTokenBody = z.input<typeof PasswordResetTokenBody>;

/** POST /api/v2/auth/password/email/reset/code: a new password with the e-mailed code directly -> TokenAnswer. */
export const PasswordResetCodeBody = z.object({
  email: Email,
  code: Code,
  password: NewPassword,
  password_confirm: PasswordConfirm,
});
export type PasswordResetCodeBody = z.input<typeof PasswordResetCodeBody>;

/** POST /password/update (signed in). Errors: 422 on old_password, password or password_confirm. */
export const PasswordUpdateBody = z.object({
  old_password: AnyPassword,
  password: NewPassword,
  password_confirm: PasswordConfirm,
});
export type PasswordUpdateBody = z.input<typeof PasswordUpdateBody>;

/** POST /api/v2/auth/password/set (signed in, account without a password). Errors: 422 on password or confirm_password. */
export const PasswordSetBody = z.object({
  password: NewPassword,
  confirm_password: text({ error: errorMessage('confirm_password_required', 'Repeat the password') }).max(
    PASSWORD_MAX,
    errorMessage('password_too_long', `The password may have at most ${PASSWORD_MAX} characters`),
  ),
});
export type PasswordSetBody = z.input<typeof PasswordSetBody>;

// ---- Social login ----

export const SOCIAL_PROVIDERS = ['sandbox', 'google', 'vk', 'yandex'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * PUT /auth/login: start a social login. `origin` is the page's origin (where the popup posts the result);
 * `token` is an optional captcha token (accepted, not checked yet). Answer: SocialLoginAnswer.
 */
export const SocialLoginBody = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: errorMessage('provider_invalid', 'Unknown login provider') }),
  origin: z
    .url({ error: errorMessage('origin_invalid', 'The page origin is missing or invalid') })
    .check(storableText)
    .max(256),
  currency: Currency,
  token: text().max(4096).optional(),
  /** The register modal's confirmations; recorded with a new account (a social login may create one). */
  adult_confirmed: z.boolean().optional(),
  agreement_accepted: z.boolean().optional(),
  ...Attribution,
});
export type SocialLoginBody = z.input<typeof SocialLoginBody>;

/**
 * `url`: open the popup there; null when the provider is not configured (close the popup). The popup ends on
 * a page of the API host that posts `SocialLoginMessage` to `origin` and closes itself.
 */
export const SocialLoginAnswer = z.object({ success: z.literal(true), url: text().nullable() });
export type SocialLoginAnswer = z.infer<typeof SocialLoginAnswer>;

/** GET /auth/social/providers: the providers this server offers, in the order the page shows them. */
export const SocialProvidersAnswer = z.object({
  success: z.literal(true),
  data: z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) }),
});
export type SocialProvidersAnswer = z.infer<typeof SocialProvidersAnswer>;

/**
 * Why a social login failed, as the popup posts it: the player declined, the provider refused the code or could not
 * be reached from the server, the provider is switched off, or the sandbox was given a bad e-mail.
 */
export type SocialLoginError =
  | 'access_denied'
  | 'provider_error'
  | 'provider_unreachable'
  | 'provider_disabled'
  | 'email_invalid';

/**
 * What the popup posts to the opener (targetOrigin = the `origin` given to PUT /auth/login). The page must check
 * `event.origin` is the API origin, then hand `code` to POST /api/v2/auth/social/exchange. On failure `error` is
 * set instead of `code`.
 */
export interface SocialLoginMessage {
  type: 'social-login';
  provider: SocialProvider;
  code?: string;
  error?: SocialLoginError;
}

/** POST /api/v2/auth/social/exchange {code}: the popup's one-time login code (valid 2 minutes) -> TokenAnswer. */
export const SocialExchangeBody = z.object({
  code: text({ error: errorMessage('code_required', 'The login code is missing') })
    .min(16)
    .max(256),
});
export type SocialExchangeBody = z.input<typeof SocialExchangeBody>;

// ---- simpleAuth sign-in and send_login_data ----

/**
 * POST /api/v2/auth/simple/issue (signed in) -> SimpleAuthIssueAnswer: a one-time sign-in token (5 minutes) to put
 * in `?simpleAuthToken=` of a link to another mirror or device.
 */
export const SimpleAuthIssueAnswer = z.object({
  success: z.literal(true),
  data: z.object({ token: text(), expires_in: z.number().int() }),
});
export type SimpleAuthIssueAnswer = z.infer<typeof SimpleAuthIssueAnswer>;

/** POST /api/v2/auth/simple/login {token}: sign in with a simpleAuthToken -> TokenAnswer (the token is used up). */
export const SimpleAuthLoginBody = z.object({
  token: text({ error: errorMessage('token_required', 'The sign-in link is incomplete') })
    .min(16)
    .max(256),
});
export type SimpleAuthLoginBody = z.input<typeof SimpleAuthLoginBody>;

/**
 * POST /api/v2/auth/simple/device (signed in) {host, userAgent}: the follow-up call after a token sign-in; records
 * the site host and browser on the new session (shown in the sessions list). Then the page fetches GET /profile/user.
 */
export const SimpleAuthDeviceBody = z.object({
  host: text().min(1).max(253),
  userAgent: text().max(512),
});
export type SimpleAuthDeviceBody = z.input<typeof SimpleAuthDeviceBody>;

/**
 * POST /auth/send_login_data (signed in) {channel?}: sends the player their login (e-mail or phone) by e-mail
 * (default when the account has one) or SMS. An account without a password gets a generated one, set and sent
 * with it. 422 on channel when the account has no address for that channel.
 */
export const SendLoginDataBody = z.object({ channel: z.enum(['email', 'sms']).optional() });
export type SendLoginDataBody = z.input<typeof SendLoginDataBody>;

/** POST /auth/refresh-token. The refresh token rotates: the old one stops working. */
export const RefreshTokenBody = z.object({
  refresh_token: text({ error: errorMessage('refresh_token_required', 'Sign in again') }).min(1),
});
export type RefreshTokenBody = z.input<typeof RefreshTokenBody>;

export const RefreshTokenAnswer = z.object({
  access_token: text(),
  refresh_token: text(),
});
export type RefreshTokenAnswer = z.infer<typeof RefreshTokenAnswer>;

/** PUT /auth/logout: revokes the session of the bearer token. */
export const LogoutAnswer = z.object({ success: z.literal(true) });
export type LogoutAnswer = z.infer<typeof LogoutAnswer>;

// ---- The endpoints ----

/** GET /auth/social/:provider/callback: where the provider (or the sandbox consent page) returns the popup. */
const SocialCallbackQuery = z.object({
  state: text().max(256).optional(),
  code: text().max(4096).optional(),
  error: text().max(200).optional(),
  sandbox_email: text().max(254).optional(),
  sandbox_name: text().max(100).optional(),
});

const signIn = { method: 'POST', answer: TokenAnswer } as const;
const codeSend = { method: 'POST', answer: CodeSentAnswer, resend: 'new-each-time' } as const;

/** Registration, sign-in, one-time codes, passwords and tokens (spec §4, §7). */
export const AUTH_API = {
  // A resend finds the address taken: the client signs in.
  registerEmail: endpoint({
    ...signIn,
    path: '/api/v2/auth/register/email',
    body: RegisterEmailBody,
    resend: 'new-each-time',
  }),
  registerPhone: endpoint({
    ...signIn,
    path: '/api/v2/auth/register/phone',
    body: RegisterPhoneBody,
    resend: 'new-each-time',
  }),
  loginEmailPassword: endpoint({
    ...signIn,
    path: '/api/v2/auth/login/email/password',
    body: LoginEmailPasswordBody,
    resend: 'new-each-time',
  }),
  loginPhonePassword: endpoint({
    ...signIn,
    path: '/api/v2/auth/login/phone/password',
    body: LoginPhonePasswordBody,
    resend: 'new-each-time',
  }),
  loginEmailVerification: endpoint({ ...codeSend, path: '/api/v2/auth/login/email/verification', body: EmailOnlyBody }),
  loginEmailResend: endpoint({ ...codeSend, path: '/api/v2/auth/login/email/resend', body: EmailOnlyBody }),
  loginPhoneVerification: endpoint({
    ...codeSend,
    path: '/api/v2/auth/login/phone/verification',
    query: CodeTypeQuery,
    body: PhoneOnlyBody,
  }),
  loginPhoneCodeResend: endpoint({
    ...codeSend,
    path: '/api/v2/auth/login/phone/code/resend',
    query: CodeTypeQuery,
    body: PhoneOnlyBody,
  }),
  loginEmailCode: endpoint({
    ...signIn,
    path: '/api/v2/auth/login/email/code',
    body: LoginEmailCodeBody,
    resend: 'single-use',
  }),
  loginPhoneCode: endpoint({
    ...signIn,
    path: '/api/v2/auth/login/phone/code',
    query: CodeTypeQuery,
    body: LoginPhoneCodeBody,
    resend: 'single-use',
  }),
  emailResend: endpoint({ ...codeSend, path: '/api/v2/auth/email/resend' }),
  phoneResend: endpoint({ ...codeSend, path: '/api/v2/auth/phone/resend', query: CodeTypeQuery }),
  // Once the address is confirmed, a repeat answers success.
  emailVerifyCode: endpoint({
    method: 'POST',
    path: '/api/v2/auth/email/verify/code',
    body: VerifyCodeBody,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  phoneVerifyCode: endpoint({
    method: 'POST',
    path: '/api/v2/auth/phone/verify/code',
    body: VerifyCodeBody,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  passwordEmailForgot: endpoint({ ...codeSend, path: '/api/v2/auth/password/email/forgot', body: EmailOnlyBody }),
  passwordEmailCodeConfirm: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/email/code/confirm',
    body: PasswordEmailCodeConfirmBody,
    answer: ResetTokenAnswer,
    resend: 'single-use',
  }),
  passwordEmailTokenConfirm: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/email/token/confirm',
    body: PasswordTokenConfirmBody,
    answer: ResetTokenAnswer,
    resend: 'single-use',
  }),
  passwordEmailTokenCheck: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/email/token/check',
    body: PasswordEmailTokenCheckBody,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  passwordEmailResetToken: endpoint({
    ...signIn,
    path: '/api/v2/auth/password/email/reset/token',
    body: PasswordResetTokenBody,
    resend: 'single-use',
  }),
  passwordEmailResetCode: endpoint({
    ...signIn,
    path: '/api/v2/auth/password/email/reset/code',
    body: PasswordResetCodeBody,
    resend: 'single-use',
  }),
  passwordPhoneForgot: endpoint({
    ...codeSend,
    path: '/api/v2/auth/password/phone/forgot',
    query: CodeTypeQuery,
    body: PhoneOnlyBody,
  }),
  passwordPhoneCodeConfirm: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/phone/code/confirm',
    body: PasswordPhoneCodeConfirmBody,
    answer: ResetTokenAnswer,
    resend: 'single-use',
  }),
  passwordPhoneTokenCheck: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/phone/token/check',
    body: PasswordPhoneTokenCheckBody,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  passwordPhoneReset: endpoint({
    ...signIn,
    path: '/api/v2/auth/password/phone/reset',
    body: PasswordResetTokenBody,
    resend: 'single-use',
  }),
  // A resend names the old password, which is no longer current.
  passwordUpdate: endpoint({
    method: 'POST',
    path: '/password/update',
    body: PasswordUpdateBody,
    answer: SuccessAnswer,
    resend: 'single-use',
  }),
  // Only while the account has no password.
  passwordSet: endpoint({
    method: 'POST',
    path: '/api/v2/auth/password/set',
    body: PasswordSetBody,
    answer: SuccessAnswer,
    resend: 'single-use',
  }),
  simpleAuthIssue: endpoint({
    method: 'POST',
    path: '/api/v2/auth/simple/issue',
    answer: SimpleAuthIssueAnswer,
    resend: 'new-each-time',
  }),
  simpleAuthLogin: endpoint({
    ...signIn,
    path: '/api/v2/auth/simple/login',
    body: SimpleAuthLoginBody,
    resend: 'single-use',
  }),
  simpleAuthDevice: endpoint({
    method: 'POST',
    path: '/api/v2/auth/simple/device',
    body: SimpleAuthDeviceBody,
    answer: SuccessAnswer,
    resend: 'natural',
  }),
  sendLoginData: endpoint({
    method: 'POST',
    path: '/auth/send_login_data',
    body: SendLoginDataBody.nullish(),
    answer: SuccessAnswer,
    resend: 'new-each-time',
  }),
  // Within 60 s the old token is a plain 401 (a racing tab), not a theft.
  refreshToken: endpoint({
    method: 'POST',
    path: '/auth/refresh-token',
    body: RefreshTokenBody,
    answer: RefreshTokenAnswer,
    resend: 'single-use',
  }),
  logout: endpoint({ method: 'PUT', path: '/auth/logout', answer: LogoutAnswer, resend: 'natural' }),

  // Social login: PUT /auth/login answers the popup's address; the popup ends on the callback page.
  socialProviders: endpoint({ method: 'GET', path: '/auth/social/providers', answer: SocialProvidersAnswer }),
  socialLogin: endpoint({
    method: 'PUT',
    path: '/auth/login',
    body: SocialLoginBody,
    answer: SocialLoginAnswer,
    resend: 'natural',
  }),
  /** The sandbox provider's consent page (only where SOCIAL_SANDBOX is on). */
  socialSandboxAuthorize: endpoint({
    method: 'GET',
    path: '/auth/social/sandbox/authorize',
    query: z.object({ state: text().max(256).default('') }),
    answer: 'html',
  }),
  socialCallback: endpoint({
    method: 'GET',
    path: '/auth/social/:provider/callback',
    params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    query: SocialCallbackQuery,
    answer: 'html',
  }),
  socialExchange: endpoint({
    ...signIn,
    path: '/api/v2/auth/social/exchange',
    body: SocialExchangeBody,
    resend: 'single-use',
  }),
};
