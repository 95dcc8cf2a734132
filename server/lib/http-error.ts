/**
 * A 4xx (or a deliberate 503) a service raises: the client gets `{ code, message }` (and `details` when given: what
 * the client needs to act on it, e.g. the new odds of a refused bet), this status and `headers`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 in the errors-map form of spec §5, raised by a service (e.g. e-mail taken). */
export class ValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation failed');
    this.name = 'ValidationError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in again');

/** Walks an error's cause chain (drizzle wraps driver errors) for a PostgreSQL SQLSTATE. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return undefined;
}
