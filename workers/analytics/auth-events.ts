import type { ApiFailure } from '../api-result';
import type { Properties } from './queue';

export type AuthAttempt = 'login' | 'registration';

/**
 * Spec §8 "Other auth errors": a login or registration error event, plus `promocode_error` when the errors map
 * has `promo`; anything that is not a known answer of ours is reported as 'error 500'.
 */
export function authErrorEvents(attempt: AuthAttempt, failure: ApiFailure): { name: string; properties: Properties }[] {
  const name = `${attempt}_error`;
  if (failure.kind === 'validation') {
    const fields = Object.keys(failure.errors);
    const events = [
      { name, properties: { error: codeOf(failure.errors[fields[0] ?? '']?.[0]), fields: fields.join(',') } },
    ];
    const promo = failure.errors.promo?.[0];
    if (promo) events.push({ name: 'promocode_error', properties: { error: codeOf(promo), fields: 'promo' } });
    return events;
  }
  if (failure.kind === 'http' && failure.status < 500) return [{ name, properties: { error: failure.code } }];
  return [{ name, properties: { error: 'error 500' } }];
}

/** The code part of a `code: text` message (spec §5), never the player's input. */
function codeOf(message: string | undefined): string {
  if (!message) return 'invalid';
  const colon = message.indexOf(':');
  return (colon > 0 ? message.slice(0, colon) : message).slice(0, 64);
}
