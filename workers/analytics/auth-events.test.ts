import { describe, expect, it } from 'vitest';
import { authErrorEvents } from './auth-events';

describe('auth tracking events (spec §8)', () => {
  it('a login error carries the error code and the fields, not the text', () => {
    expect(
      authErrorEvents('login', {
        kind: 'validation',
        status: 422,
        errors: { password: ['invalid_credentials: Wrong e-mail or password'] },
      }),
    ).toEqual([{ name: 'login_error', properties: { error: 'invalid_credentials', fields: 'password' } }]);
  });

  it('a registration error with errors.promo also sends promocode_error', () => {
    const events = authErrorEvents('registration', {
      kind: 'validation',
      status: 422,
      errors: { email: ['email_taken: taken'], promo: ['promo_unknown: No such promo code'] },
    });
    expect(events.map((e) => e.name)).toEqual(['registration_error', 'promocode_error']);
    expect(events[1]?.properties).toEqual({ error: 'promo_unknown', fields: 'promo' });
  });

  it('a known 4xx keeps its code; a 5xx or a failure we cannot read is reported as error 500', () => {
    expect(authErrorEvents('login', { kind: 'http', status: 429, code: 'rate_limited', message: '' })).toEqual([
      { name: 'login_error', properties: { error: 'rate_limited' } },
    ]);
    expect(authErrorEvents('login', { kind: 'http', status: 502, code: 'bad_gateway', message: '' })[0]).toEqual({
      name: 'login_error',
      properties: { error: 'error 500' },
    });
    expect(authErrorEvents('registration', { kind: 'network', message: 'Failed to fetch' })[0]?.properties).toEqual({
      error: 'error 500',
    });
  });
});
