import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycDocumentKind } from '../../contract/api/account';
import { type Currency, isCurrency } from '../../contract/money';
import type { ApiFailure } from '../../workers/api-result';
import { formatMoney } from '../lib/format';
import { errorLines } from './errors-map';
import { currentLocale, i18n } from './i18n';

/*
 * Every error text a player sees, in one place: the server's error codes and the failure kinds (the notification
 * lines of a failed call), the per-field messages of the password forms, the round and deposit failures, and the
 * page's own checks of a document upload. Screens take their texts from here and never write an error text
 * themselves.
 */

/** Translations of the server's error codes and of the worker's failure kinds (`error.<code>` in the catalogues). */
const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  email_required: msg({ id: 'error.email_required', message: 'Enter your e-mail' }),
  email_invalid: msg({ id: 'error.email_invalid', message: 'Enter a valid e-mail address' }),
  email_too_long: msg({ id: 'error.email_too_long', message: 'The e-mail is too long' }),
  email_taken: msg({ id: 'error.email_taken', message: 'This e-mail is already registered. Log in instead?' }),
  password_required: msg({ id: 'error.password_required', message: 'Enter your password' }),
  password_too_short: msg({ id: 'error.password_too_short', message: 'The password needs at least 8 characters' }),
  password_too_long: msg({ id: 'error.password_too_long', message: 'The password may have at most 128 characters' }),
  currency_invalid: msg({ id: 'error.currency_invalid', message: 'Choose one of the offered currencies' }),
  currency_unsupported: msg({
    id: 'error.currency_unsupported',
    message: 'This game is not played in your account’s currency: try its demo',
  }),
  adult_required: msg({ id: 'error.adult_required', message: 'Confirm that you are 18 or older' }),
  agreement_required: msg({ id: 'error.agreement_required', message: 'Accept the user agreement to continue' }),
  amount_required: msg({ id: 'error.amount_required', message: 'Enter an amount' }),
  amount_invalid: msg({ id: 'error.amount_invalid', message: 'Enter an amount like 150 or 150.50' }),
  amount_too_small: msg({ id: 'error.amount_too_small', message: 'The amount is below this method’s minimum' }),
  amount_too_large: msg({ id: 'error.amount_too_large', message: 'The amount is above this method’s maximum' }),
  amount_below_minimum: msg({ id: 'error.amount_below_minimum', message: 'The amount is below the minimum payout' }),
  insufficient_funds: msg({
    id: 'error.insufficient_funds',
    message: 'Not enough withdrawable money on your balance',
  }),
  bonus_max_bet: msg({
    id: 'error.bonus_max_bet',
    message: 'While your bonus is wagered, this stake is above its maximum bet',
  }),
  game_disabled: msg({ id: 'error.game_disabled', message: 'This game is closed for now: try another one' }),
  free_bet_unavailable: msg({ id: 'error.free_bet_unavailable', message: 'This free bet is no longer available' }),
  free_bet_game: msg({ id: 'error.free_bet_game', message: 'This free bet is for another game' }),
  free_bet_amount: msg({ id: 'error.free_bet_amount', message: 'A free bet is played at its own value' }),
  promo_unknown: msg({ id: 'error.promo_unknown', message: 'There is no such promo code' }),
  promo_expired: msg({ id: 'error.promo_expired', message: 'This promo code is no longer valid' }),
  promo_exhausted: msg({ id: 'error.promo_exhausted', message: 'This promo code has been used up' }),
  promo_used: msg({ id: 'error.promo_used', message: 'You have already used this promo code' }),
  promo_currency: msg({ id: 'error.promo_currency', message: 'This promo code is not for your currency' }),
  promo_registration: msg({
    id: 'error.promo_registration',
    message: 'This code works at registration and your first deposit',
  }),
  method_unknown: msg({ id: 'error.method_unknown', message: 'This payment method is not available' }),
  method_invalid: msg({ id: 'error.method_invalid', message: 'Choose a bank card or a crypto wallet' }),
  destination_required: msg({ id: 'error.destination_required', message: 'Enter where to send the money' }),
  destination_invalid: msg({ id: 'error.destination_invalid', message: 'Enter a card number or a wallet address' }),
  invoice_expired: msg({ id: 'error.invoice_expired', message: 'The time to pay ran out. Start a new deposit.' }),
  invoice_processing: msg({
    id: 'error.invoice_processing',
    message: 'Your payment is already being processed, so this deposit cannot be cancelled',
  }),
  payout_processing: msg({
    id: 'error.payout_processing',
    message: 'This withdrawal is already being sent and cannot be cancelled',
  }),
  debt_open: msg({
    id: 'error.debt_open',
    message:
      'No withdrawal while you owe an amount from a corrected bet: it is repaid from your next winnings or deposit',
  }),
  auto_bet_running: msg({ id: 'error.auto_bet_running', message: 'Auto-bet is already running' }),
  chips_too_small: msg({ id: 'error.chips_too_small', message: 'The stake is too small to cover every chip' }),
  tiles_repeated: msg({ id: 'error.tiles_repeated', message: 'Pick each tile once' }),
  tiles_too_many: msg({ id: 'error.tiles_too_many', message: 'Pick fewer tiles than there are safe tiles' }),
  invalid_credentials: msg({ id: 'error.invalid_credentials', message: 'Wrong e-mail or password' }),
  rate_limited: msg({ id: 'error.rate_limited', message: 'Too many attempts. Wait a minute and try again.' }),
  unauthorized: msg({ id: 'error.unauthorized', message: 'Your session has ended. Log in again.' }),
  internal: msg({ id: 'error.internal', message: 'Something went wrong on our side. Try again in a minute.' }),
  database_unavailable: msg({
    id: 'error.database_unavailable',
    message: 'The service is briefly unavailable. Try again in a few seconds.',
  }),
  network: msg({
    id: 'error.network',
    message: 'No connection to the server. Check your internet and try again.',
  }),
  // One-time codes (confirming an address, logging in, restoring the password).
  code_required: msg({ id: 'error.code_required', message: 'Enter the code' }),
  code_invalid: msg({ id: 'error.code_invalid', message: 'The code is not right. Check it and try again.' }),
  code_expired: msg({ id: 'error.code_expired', message: 'The code has expired. Ask for a new one.' }),
  code_missing: msg({ id: 'error.code_missing', message: 'This code is no longer valid. Ask for a new one.' }),
  code_attempts_exceeded: msg({
    id: 'error.code_attempts_exceeded',
    message: 'Too many wrong codes. Ask for a new one.',
  }),
  already_verified: msg({ id: 'error.already_verified', message: 'This address is already confirmed' }),
  resend_too_soon: msg({ id: 'error.resend_too_soon', message: 'A new code can be sent a little later' }),
  // VIP club and tournaments.
  nothing_to_claim: msg({ id: 'error.nothing_to_claim', message: 'Nothing to claim yet: keep playing' }),
  tournament_closed: msg({ id: 'error.tournament_closed', message: 'This tournament has ended' }),
  // The sportsbook.
  stake_below_min: msg({ id: 'error.stake_below_min', message: 'The stake is below the minimum for this bet' }),
  stake_above_max: msg({ id: 'error.stake_above_max', message: 'The stake is above the maximum for this bet' }),
  payout_above_max: msg({
    id: 'error.payout_above_max',
    message: 'The potential payout is above the maximum: lower the stake',
  }),
  betting_closed: msg({ id: 'error.betting_closed', message: 'Bets are closed for this round: wait for the next one' }),
  spot_invalid: msg({ id: 'error.spot_invalid', message: 'There is no such bet on this table' }),
  bet_not_open: msg({ id: 'error.bet_not_open', message: 'This bet is already settled or cashed out' }),
  // Crash (contract/api/crash.ts).
  bet_below_min: msg({ id: 'error.bet_below_min', message: 'The stake is below the minimum bet' }),
  bet_above_max: msg({ id: 'error.bet_above_max', message: 'The stake is above the maximum bet' }),
  auto_cashout_invalid: msg({
    id: 'error.auto_cashout_invalid',
    message: 'Choose an automatic cash-out from 1.01× to 1,000,000×, like 2 or 2.50',
  }),
  round_not_running: msg({ id: 'error.round_not_running', message: 'The round has not started yet' }),
  round_busted: msg({
    id: 'error.round_busted',
    message: 'Too late: the round crashed before your cash-out reached the server',
  }),
  bet_settled: msg({ id: 'error.bet_settled', message: 'This bet is already cashed out or lost' }),
  crash_unavailable: msg({
    id: 'error.crash_unavailable',
    message: 'Crash is getting its next rounds ready. Try again in a minute.',
  }),
  hash_invalid: msg({ id: 'error.hash_invalid', message: 'A game hash is 64 characters of 0–9 and a–f' }),
  // Social login: the popup's outcome and the provider's answer.
  popup_blocked: msg({
    id: 'error.popup_blocked',
    message: 'The browser blocked the login window. Allow pop-ups for this site and try again.',
  }),
  popup_closed: msg({ id: 'error.popup_closed', message: 'The login window was closed before the login finished.' }),
  popup_timeout: msg({ id: 'error.popup_timeout', message: 'The login took too long. Try again.' }),
  provider_off: msg({
    id: 'error.provider_off',
    message: 'This way of logging in is not available right now. Use another one.',
  }),
  provider_disabled: msg({
    id: 'error.provider_disabled',
    message: 'This way of logging in is not available right now. Use another one.',
  }),
  provider_unreachable: msg({
    id: 'error.provider_unreachable',
    message: 'The login provider cannot be reached right now. Try again later or log in another way.',
  }),
  provider_error: msg({
    id: 'error.provider_error',
    message: 'The login provider did not confirm the login. Try again or log in another way.',
  }),
  access_denied: msg({ id: 'error.access_denied', message: 'You did not allow the login at the provider.' }),
  unconfirmed: msg({
    id: 'error.unconfirmed',
    message: 'Not confirmed yet — checking with the server. The result will show here by itself.',
  }),
  bet_not_found: msg({ id: 'error.bet_not_found', message: 'There is no such round in your history.' }),
  history_row_not_found: msg({ id: 'error.bet_not_found', message: 'There is no such round in your history.' }),
  range_invalid: msg({ id: 'error.range_invalid', message: 'The end date must come after the start date.' }),
  // Safer gambling (issue 19).
  time_out: msg({
    id: 'error.time_out',
    message: 'You are taking a break from play. Bets and deposits are closed until it ends; withdrawals stay open.',
  }),
  self_excluded: msg({
    id: 'error.self_excluded',
    message: 'You excluded yourself from play. Bets and deposits are closed until it ends; withdrawals stay open.',
  }),
  limit_cooling_off: msg({
    id: 'error.limit_cooling_off',
    message: 'A higher limit or its removal can be confirmed 24 hours after you asked for it.',
  }),
  totp_required: msg({ id: 'error.totp_required', message: 'Enter the code from your authenticator app' }),
  totp_invalid: msg({
    id: 'error.totp_invalid',
    message: 'The code is not right or was already used. Wait for the next one, or use a recovery code.',
  }),
  totp_enabled: msg({ id: 'error.totp_enabled', message: 'Two-factor sign-in is already on' }),
  hours_invalid: msg({ id: 'error.hours_invalid', message: 'A break lasts from 24 hours to 6 weeks' }),
  months_invalid: msg({ id: 'error.months_invalid', message: 'A self-exclusion lasts from 6 months to 5 years' }),
  minutes_invalid: msg({ id: 'error.minutes_invalid', message: 'Choose one of the offered intervals' }),
  period_invalid: msg({ id: 'error.period_invalid', message: 'Choose a day, a week or a month' }),
};

/** A limit's refusal names what its period still allows: `… allows 400.00 RUB more`. */
const ALLOWED = /allows (\d+(?:\.\d+)?) ([A-Z]{3}) more/;

/** A refusal over a deposit, loss or wager limit, with the amount still allowed in the player's locale. */
function limitReached(code: string, text: string): string | null {
  const kind = /^(deposit|loss|wager)_limit_reached$/.exec(code)?.[1];
  const allowed = ALLOWED.exec(text);
  if (!kind || !allowed?.[1] || !isCurrency(allowed[2] ?? '')) return null;
  const amount = formatMoney(allowed[1], allowed[2] as Currency, currentLocale());
  if (kind === 'deposit') return i18n._(msg`Your deposit limit allows ${amount} more for now`);
  if (kind === 'loss') return i18n._(msg`Your loss limit allows a stake of ${amount} at most for now`);
  return i18n._(msg`Your wager limit allows ${amount} more in stakes for now`);
}

export function translateErrorCode(code: string, text = ''): string | null {
  const limit = limitReached(code, text);
  if (limit) return limit;
  const descriptor = ERROR_MESSAGES[code];
  return descriptor ? i18n._(descriptor) : null;
}

/** The lines a failed call shows in its notification. */
export function failureLines(failure: ApiFailure): string[] {
  if (failure.kind === 'validation') return errorLines(failure.errors, translateErrorCode);
  if (failure.kind === 'network') return [translateErrorCode('network') ?? failure.message];
  if (failure.kind === 'unconfirmed') return [translateErrorCode('unconfirmed') ?? failure.message];
  return [translateErrorCode(failure.code) ?? failure.message];
}

/** A 422's messages by field, each translated like the notification's lines (for the messages under a form's fields). */
export function fieldErrorLines(errors: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, errorLines({ [field]: messages }, translateErrorCode)]),
  );
}

/**
 * Spec §5: a 422 on the password forms shows one specific message per field (old_password, new_password or
 * password, password_confirm / confirm_password), not the raw server text.
 */
const PASSWORD_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  old_password: msg`The current password is not right`,
  new_password: msg`The new password does not fit: use at least 8 characters`,
  password_confirm: msg`The passwords do not match`,
  confirm_password: msg`The passwords do not match`,
};

export function passwordFieldMessages(
  errors: Record<string, readonly string[]>,
  form: 'update' | 'set',
): { field: string; message: MessageDescriptor | null; first: string }[] {
  return Object.entries(errors).map(([field, messages]) => {
    const first = messages[0] ?? '';
    // Setting a first password shows the server's first message for `password` (spec §5).
    if (field === 'password') {
      return { field, message: form === 'update' ? (PASSWORD_FIELD_MESSAGES.new_password ?? null) : null, first };
    }
    return { field, message: PASSWORD_FIELD_MESSAGES[field] ?? null, first };
  });
}

/** The password form's message under each field (`password` for the new one), and the notification's lines. */
export function passwordFormErrors(
  errors: Record<string, readonly string[]>,
  form: 'update' | 'set',
): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { field, message, first } of passwordFieldMessages(errors, form)) {
    byField[field === 'new_password' ? 'password' : field] = [
      message ? i18n._(message) : (errorLines({ [field]: [first] }, translateErrorCode)[0] ?? first),
    ];
  }
  return byField;
}

/** The multi-step round's failures that say more than the code's text. */
const ROUND_MESSAGES = {
  /** The round moved on (409) while another tab or window of the site is open. */
  movedElsewhere: msg`The round moved on in another tab or window: this page now shows where it stands.`,
  /** A round of hilo or miner is open: a new one cannot start. */
  open: msg`You already have a round open: finish it first.`,
  /** The seeds cannot be rotated while a round is open: the notification's title and line. */
  rotateTitle: msg`Finish your round first`,
  rotateLine: msg`The seeds cannot be rotated while a hilo or miner round is open: cash it out or finish it, then rotate.`,
};

export type RoundMessage = keyof typeof ROUND_MESSAGES;

export const roundMessage = (key: RoundMessage): string => i18n._(ROUND_MESSAGES[key]);

/** What a screen says when what it shows could not be loaded or opened. */
const SCREEN_FAILURES = {
  casesNotLoaded: msg`The cases could not be loaded. Check the connection.`,
  mirrorNotOpened: msg`The mirror could not be opened. Try again in a moment.`,
  policyNotAccepted: msg`Your acceptance was not saved. Check the connection and try again.`,
  leaderboardNotLoaded: msg`The leaderboard could not be loaded. Check the connection.`,
};

export const screenFailure = (key: keyof typeof SCREEN_FAILURES): string => i18n._(SCREEN_FAILURES[key]);

/** A deposit's invoice that ended unpaid: the notification's title and line. */
const DEPOSIT_ENDED = {
  title: msg`Deposit`,
  expired: msg`The time to pay ran out. Start a new deposit when you are ready.`,
  failed: msg`The payment did not go through. No money was taken; try again or choose another method.`,
};

export function depositEndedNotice(reason: 'expired' | 'failed'): { title: string; lines: string[] } {
  return { title: i18n._(DEPOSIT_ENDED.title), lines: [i18n._(DEPOSIT_ENDED[reason])] };
}

/** The page's own check of a verification document before it is uploaded (features/account/kyc-files.ts). */
export function documentProblemText(problem: 'type' | 'size', kind: KycDocumentKind, maxBytes: number): string {
  if (problem === 'size') return i18n._(msg`The file is larger than ${maxBytes / 1_048_576} MB`);
  return kind === 'selfie' ? i18n._(msg`Upload a JPEG or PNG photo`) : i18n._(msg`Upload a JPEG, PNG or PDF file`);
}
