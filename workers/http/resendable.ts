/**
 * The HTTP client marks a request's fetch options (ofetch hands them to fetch as its init) when a second arrival is
 * harmless: a write whose Idempotency-Key the caller gave, because the server deduplicates that write by it. Every
 * other write carries a key too (the client's own), which promises nothing; the failover resends a stalled write
 * only with this mark.
 */
const MARK = 'resendable';

export const resendableInit: Record<string, unknown> = { [MARK]: true };

export const isResendable = (init: RequestInit | undefined): boolean =>
  (init as Record<string, unknown> | undefined)?.[MARK] === true;
