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

/** `METHOD path` (Fastify's route path) -> the rule it follows. */
export const RESEND_RULES: Record<string, ResendRule> = {
  // Auth and account
  'POST /api/v2/auth/register/email': 'new-each-time', // A resend finds the address taken: the client signs in.
  'POST /api/v2/auth/register/phone': 'new-each-time',
  'POST /api/v2/auth/login/email/password': 'new-each-time',
  'POST /api/v2/auth/login/email/verification': 'new-each-time',
  'POST /api/v2/auth/login/email/resend': 'new-each-time',
  'POST /api/v2/auth/login/email/code': 'single-use',
  'POST /api/v2/auth/login/phone/password': 'new-each-time',
  'POST /api/v2/auth/login/phone/verification': 'new-each-time',
  'POST /api/v2/auth/login/phone/code': 'single-use',
  'POST /api/v2/auth/login/phone/code/resend': 'new-each-time',
  'POST /api/v2/auth/email/resend': 'new-each-time',
  'POST /api/v2/auth/email/verify/code': 'single-use',
  'POST /api/v2/auth/phone/resend': 'new-each-time',
  'POST /api/v2/auth/phone/verify/code': 'single-use',
  'POST /api/v2/auth/password/email/forgot': 'new-each-time',
  'POST /api/v2/auth/password/email/code/confirm': 'single-use',
  'POST /api/v2/auth/password/email/token/confirm': 'single-use',
  'POST /api/v2/auth/password/email/token/check': 'natural',
  'POST /api/v2/auth/password/email/reset/token': 'single-use',
  'POST /api/v2/auth/password/email/reset/code': 'single-use',
  'POST /api/v2/auth/password/phone/forgot': 'new-each-time',
  'POST /api/v2/auth/password/phone/code/confirm': 'single-use',
  'POST /api/v2/auth/password/phone/token/check': 'natural',
  'POST /api/v2/auth/password/phone/reset': 'single-use',
  'POST /api/v2/auth/password/set': 'single-use', // Only while the account has no password.
  'POST /api/v2/auth/simple/issue': 'new-each-time',
  'POST /api/v2/auth/simple/login': 'single-use',
  'POST /api/v2/auth/simple/device': 'natural',
  'POST /api/v2/auth/social/exchange': 'single-use',
  'POST /auth/send_login_data': 'new-each-time',
  'POST /auth/refresh-token': 'single-use', // Within 60 s the old token is a plain 401 (a racing tab), not a theft.
  'PUT /auth/logout': 'natural',
  'PUT /auth/login': 'natural', // Answers the social login popup address.
  'POST /password/update': 'single-use', // A resend names the old password, which is no longer current.
  'PUT /profile/settings': 'natural',
  'DELETE /profile/sessions': 'natural',
  'DELETE /profile/sessions/:id': 'natural',
  'POST /api/v2/verification/documents/:kind': 'natural', // Replaces the document of its kind (until verified).
  'POST /api/v2/vip/join': 'natural', // One request per player.

  // Money: the ledger keeps one movement per key

  // Games (the reconcile work: steps and cash-outs by round version; the limits work: a key on seed rotation)
  'POST /api/v2/games/dice/bet': 'idempotency-key',
  'POST /api/v2/games/coinflip/bet': 'idempotency-key',
  'POST /api/v2/games/keno/bet': 'idempotency-key',
  'POST /api/v2/games/roulette/bet': 'idempotency-key',
  'POST /api/v2/games/cases/open': 'idempotency-key',
  'POST /api/v2/games/cases/sell': 'idempotency-key',
  'POST /api/v2/games/hilo/start': 'idempotency-key',
  'POST /api/v2/games/hilo/step': 'round-version',
  'POST /api/v2/games/hilo/cashout': 'round-version',
  'POST /api/v2/games/miner/start': 'idempotency-key',
  'POST /api/v2/games/miner/step': 'round-version',
  'POST /api/v2/games/miner/cashout': 'round-version',
  'PUT /api/v2/games/seeds': 'idempotency-key',

  // Site, mirrors, attribution, analytics, support
  'POST /api/v2/support/messages': 'idempotency-key', // With the header (the worker sends one); without it a resend posts again.
  'POST /api/v2/support/read': 'natural',

  // Operator
  'POST /operator/verifications/:userId/request': 'natural',
  'POST /operator/verifications/:userId/:decision': 'idempotency-key', // With the header; without, a resend is a 409.
  'POST /operator/vip/:userId/:decision': 'natural',
  'POST /operator/support/conversations/:userId/messages': 'idempotency-key', // With the header, as the player's.
};

/** The rules under which a second arrival of the same request changes nothing more than the first. */
const HARMLESS_AGAIN: ReadonlySet<ResendRule> = new Set(['idempotency-key', 'round-version', 'natural']);

/** Each write's rule: from its definition in contract/api (endpoints.ts), or from the list above until it has one. */
const RULES: [string, ResendRule][] = [
  ...Object.entries(RESEND_RULES),
  ...ENDPOINTS.flatMap((e): [string, ResendRule][] =>
    e.method === 'GET' ? [] : [[`${e.method} ${e.path}`, e.resend]],
  ),
];

const PATTERNS = RULES.map(([route, rule]) => {
  const [method = '', path = ''] = route.split(' ');
  const segments = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return { method, pattern: new RegExp(`^${segments}$`), rule };
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
