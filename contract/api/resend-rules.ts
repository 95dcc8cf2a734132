import { ENDPOINTS } from './endpoints';

/**
 * What happens when a client sends a state-changing request again (its answer was lost, the network dropped):
 * every non-GET route the server registers has an entry here (server/app.test.ts fails otherwise).
 *
 * - `idempotency-key`: the request carries an `Idempotency-Key` header; a resend with the same key answers the
 *   first answer and changes nothing, the same key with another request is 409 `idempotency_conflict`.
 * - `round-version`: a game step or cash-out names the version of the round it acts on; a resend of an applied
 *   one answers the round as it now is.
 * - `natural`: running it again leaves the same state (a PUT of values, a DELETE, mark read, logout, a webhook
 *   deduplicated by its invoice, events deduplicated by their ids, a lookup that writes nothing).
 * - `new-each-time`: each call is a new, harmless action the client may repeat (a login opens another session,
 *   a code is sent again within its limits, a visit is recorded again).
 * - `single-use`: it spends a one-time code, ticket or refresh token; a resend after it succeeded is refused and
 *   the client starts the step over (a code sent again, a new sign-in).
 */
export type ResendRule = 'idempotency-key' | 'round-version' | 'natural' | 'new-each-time' | 'single-use';

/** The rules under which a second arrival of the same request changes nothing more than the first. */
const HARMLESS_AGAIN: ReadonlySet<ResendRule> = new Set(['idempotency-key', 'round-version', 'natural']);

/** Each write's rule, from its definition in contract/api (endpoints.ts). */
const PATTERNS = ENDPOINTS.flatMap((e) => {
  if (e.method === 'GET') return [];
  const segments = e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return [{ method: e.method as string, pattern: new RegExp(`^${segments}$`), rule: e.resend }];
});

/** The rule of a request as a client sends it (`:name` segments match any one segment); undefined when unknown. */
export function resendRuleOf(method: string, path: string): ResendRule | undefined {
  const bare = path.split('?')[0] ?? path;
  const upper = method.toUpperCase();
  return PATTERNS.find((entry) => entry.method === upper && entry.pattern.test(bare))?.rule;
}

/** A client may send this write again after losing its answer: the contract says a second arrival is harmless. */
export function isSafeToResend(method: string, path: string): boolean {
  const rule = resendRuleOf(method, path);
  return rule !== undefined && HARMLESS_AGAIN.has(rule);
}
