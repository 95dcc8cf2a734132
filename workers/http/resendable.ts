/**
 * The HTTP client marks a request's fetch options (ofetch hands them to fetch as its init) when a second arrival is
 * harmless: a write whose Idempotency-Key the caller gave, or whose route's resend rule in the contract says so
 * (contract/api/resend-rules.ts: keyed, round-version or natural). Other writes (a registration, a login, a one-time
 * code) carry a key too, which promises nothing; the failover resends a stalled write only with this mark.
 */
const MARK = 'resendable';

export const resendableInit: Record<string, unknown> = { [MARK]: true };

export const isResendable = (init: RequestInit | undefined): boolean =>
  (init as Record<string, unknown> | undefined)?.[MARK] === true;
