import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away: sockets, SQLSTATEs, pg messages, wrapped by drizzle', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves wrong queries and refusals of the service alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      withCode('23503'),
      new HttpError(409, 'payout_state', 'A paid payout cannot be completed'),
      new Error('something else'),
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
