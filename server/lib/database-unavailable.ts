import { HttpError } from './http-error';

/** Seconds a client is asked to wait before it tries again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 2;

/** Socket errors: the database host refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is going away or cannot take us now: class 08 (connection exception), 57P01-57P03
 * (admin shutdown, crash shutdown, cannot connect now: starting up or in recovery), 53300 (too many
 * connections), 57014 (statement timeout or cancel) and 25P03 (idle-in-transaction timeout).
 */
function unavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014', '25P03'].includes(code);
}

/** node-postgres and pg-pool say these in words only. */
const MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

/**
 * Whether `error` (or an error in its cause chain: drizzle wraps driver errors) says the database is unreachable,
 * as opposed to a query that is wrong. Such a failure is worth retrying: the API answers it with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    if (current instanceof DatabaseUnavailable) return true;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code)))
    ) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((text) => message.includes(text))) return true;
    // An AggregateError from a connection tried on several addresses (IPv4 and IPv6 of localhost).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** The 503 a request gets while the database is unreachable. */
export class DatabaseUnavailable extends HttpError {
  constructor() {
    super(503, 'database_unavailable', 'The service is briefly unavailable. Try again in a few seconds.');
    this.name = 'DatabaseUnavailable';
  }
}
