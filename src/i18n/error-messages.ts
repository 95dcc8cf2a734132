import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '../../workers/api-result';
import { errorLines } from './errors-map';
import { i18n } from './i18n';

/** Translations of the server's error codes (`error.<code>` in the catalogues). */
const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  email_required: msg({ id: 'error.email_required', message: 'Enter your e-mail' }),
  email_invalid: msg({ id: 'error.email_invalid', message: 'Enter a valid e-mail address' }),
  email_too_long: msg({ id: 'error.email_too_long', message: 'The e-mail is too long' }),
  email_taken: msg({ id: 'error.email_taken', message: 'This e-mail is already registered. Log in instead?' }),
  password_required: msg({ id: 'error.password_required', message: 'Enter your password' }),
  password_too_short: msg({ id: 'error.password_too_short', message: 'The password needs at least 8 characters' }),
  password_too_long: msg({ id: 'error.password_too_long', message: 'The password may have at most 128 characters' }),
  currency_invalid: msg({ id: 'error.currency_invalid', message: 'Choose one of the offered currencies' }),
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
  method_unknown: msg({ id: 'error.method_unknown', message: 'This payment method is not available' }),
  method_invalid: msg({ id: 'error.method_invalid', message: 'Choose a bank card or a crypto wallet' }),
  destination_required: msg({ id: 'error.destination_required', message: 'Enter where to send the money' }),
  destination_invalid: msg({ id: 'error.destination_invalid', message: 'Enter a card number or a wallet address' }),
  invoice_expired: msg({ id: 'error.invoice_expired', message: 'The time to pay ran out. Start a new deposit.' }),
  payout_processing: msg({
    id: 'error.payout_processing',
    message: 'This withdrawal is already being sent and cannot be cancelled',
  }),
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
  unconfirmed: msg({
    id: 'error.unconfirmed',
    message: 'Not confirmed yet — checking with the server. The result will show here by itself.',
  }),
};

export function translateErrorCode(code: string): string | null {
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
