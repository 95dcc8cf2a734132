import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '../../../../workers/api-result';

/** The server's error codes the back office meets, in the operator's language (others: the server's sentence). */
const BY_CODE: Record<string, MessageDescriptor> = {
  sign_in_failed: msg`The e-mail, the password or the code is not right. A code works once: wait for the next one.`,
  unauthorized: msg`Your session is over. Sign in again.`,
  role_forbidden: msg`Your role may not do this. Ask an operator who may.`,
  rate_limited: msg`Too many attempts. Wait a minute and try again.`,
  payout_state: msg`This payout has moved on meanwhile: the list now shows where it is.`,
  payout_processing: msg`This payout has moved on meanwhile: the list now shows where it is.`,
  payout_not_found: msg`There is no such payout.`,
  nothing_to_decide: msg`This verification is no longer waiting for a decision: the list now shows where it is.`,
  document_not_found: msg`This document is no longer there.`,
  last_admin: msg`Keep at least one enabled admin.`,
  operator_unknown: msg`There is no such operator.`,
  email_taken: msg`An operator with this e-mail exists.`,
  email_required: msg`Enter the e-mail.`,
  email_invalid: msg`Enter a valid e-mail address.`,
  password_required: msg`Enter the password.`,
  password_too_short: msg`The password needs at least 8 characters.`,
  code_required: msg`Enter the code from the authenticator app.`,
  code_invalid: msg`The code is 6 digits.`,
  name_required: msg`Enter a name.`,
  reason_required: msg`Say why: the player reads it.`,
  message_empty: msg`Write a message.`,
  message_long: msg`The message is too long.`,
  player_not_found: msg`There is no such player.`,
  query_required: msg`Type an id, an e-mail or a phone number.`,
  note_required: msg`Write the note.`,
  note_too_long: msg`The note is too long (at most 4000 characters).`,
  amount_invalid: msg`An amount above zero with at most two decimals.`,
  insufficient_funds: msg`The player's balance does not hold this amount.`,
  same_operator: msg`You asked for this adjustment: a second operator approves or rejects it.`,
  adjustment_decided: msg`This adjustment has been decided meanwhile: the list now shows what waits.`,
  adjustment_not_found: msg`There is no such adjustment request.`,
  deposit_not_found: msg`There is no such deposit.`,
  deposit_not_paid: msg`Only a paid deposit can be refunded.`,
  already_refunded: msg`This deposit has been refunded already.`,
  nothing_to_refund: msg`This deposit credited nothing: there is nothing to refund.`,
  domain_required: msg`Enter the mirror's domain.`,
  domain_invalid: msg`Not a domain name: a host, with a port if needed (m1.example.com).`,
  domain_taken: msg`This mirror is already in the list.`,
  mirror_unknown: msg`There is no such mirror.`,
  country_invalid: msg`A country is two letters of ISO 3166-1 (KZ, RU).`,
  path_invalid: msg`A site path starts with / and has no spaces, ? or #.`,
  redirect_invalid: msg`Redirect to a site path starting with / or an http(s) address.`,
  next_key_exists: msg`A next key is already signing: promote or retire it first.`,
  previous_key_signing: msg`Retire the previous key before promoting another one.`,
  overlap_not_over: msg`Players may still hold lists only this key signed: wait until the date shown.`,
  current_key: msg`The current key cannot be retired: promote the next one first.`,
  not_next_key: msg`Only the next key can be promoted.`,
  mirror_key_unknown: msg`There is no such key.`,
  event_not_found: msg`There is no such event.`,
  limits_invalid: msg`The maximum stake is below the minimum.`,
  result_kind: msg`This result does not fit the event: a match takes a score, an outright placings.`,
  competitor_unknown: msg`This outright has no such competitor.`,
  positions_empty: msg`Place at least one competitor.`,
};

/** `code: English text` (contract/api/errors.ts) → the code's text, else the server's text. */
export function validationLine(i18n: I18n, message: string): string {
  const colon = message.indexOf(':');
  const code = colon < 0 ? message.trim() : message.slice(0, colon).trim();
  const known = BY_CODE[code];
  if (known) return i18n._(known);
  return colon < 0 ? message : message.slice(colon + 1).trim();
}

/** What went wrong, as sentences for the operator (one per line, no repeats). */
export function failureLines(i18n: I18n, failure: ApiFailure): string[] {
  switch (failure.kind) {
    case 'validation': {
      const lines = Object.values(failure.errors).flatMap((messages) => messages.map((m) => validationLine(i18n, m)));
      return [...new Set(lines)];
    }
    case 'network':
      return [i18n._(msg`No answer from the server. Check the connection and try again.`)];
    case 'unconfirmed':
      return [i18n._(msg`The answer did not arrive, so it may have been done: refresh the list before trying again.`)];
    case 'http': {
      const known = BY_CODE[failure.code];
      return [known ? i18n._(known) : failure.message];
    }
  }
}
