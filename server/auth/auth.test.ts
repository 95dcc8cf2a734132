import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, RefreshTokenAnswer, TokenAnswer } from '../../contract/api/auth';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { accounts, sessions, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The players' ledger accounts (four per player and currency). */
const playerAccounts = () => server.db.$count(accounts, isNotNull(accounts.userId));
const register = (body: unknown) =>
  server.api({
    method: 'POST',
    url: AUTH_API.registerEmail.path,
    payload: { adult_confirmed: true, agreement_accepted: true, ...(body as object) },
  });
const login = (email: string, password: string) =>
  server.api({ method: 'POST', url: AUTH_API.loginEmailPassword.path, payload: { email, password } });
const refresh = (refresh_token: string) =>
  server.api({ method: 'POST', url: AUTH_API.refreshToken.path, payload: { refresh_token } });
const profile = (token: string, headers: Record<string, string> = {}) =>
  server.api({ method: 'GET', url: PROFILE_API.user.path, headers: { authorization: `Bearer ${token}`, ...headers } });

describe('registration', () => {
  it('registers, and the token opens the whole profile with a zero wallet in the chosen currency', async () => {
    const res = await register({
      email: ' Alice@Example.com ',
      password: 'correct horse',
      currency: 'USD',
      stag: 's1',
    });
    expect(res.statusCode).toBe(200);
    const tokens = TokenAnswer.parse(res.json());
    expect(tokens.sso).toBeUndefined();

    const me = await profile(tokens.token);
    expect(me.statusCode).toBe(200);
    const body = ProfileAnswer.parse(me.json());
    expect(body.data).toMatchObject({
      email: 'alice@example.com',
      balance: '0.00',
      bonus: '0.00',
      bonus_balance: '0.00',
      total_balance: '0.00',
      currency: 'USD',
      locale: 'ru',
      timezone: 'UTC',
      register_method: 'email',
      is_password_exists: true,
      image: { small: null },
      premium: { status: false },
      verification: { is_need: false, data: { status: null } },
    });
    expect(body.features).toEqual({});
    expect(body.region).toBe('RU');
    expect(ProfileAnswer.parse((await profile(tokens.token, { region: 'KZ' })).json()).region).toBe('KZ');

    const [row] = await server.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row?.stag).toBe('s1');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    expect((await register({ email: 'dup@example.com', password: 'password1' })).statusCode).toBe(200);
    const res = await register({ email: 'DUP@example.com', password: 'password2' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['email_taken: This e-mail is already registered'] } });
  });

  it('answers bad input with a 422 errors map and writes nothing', async () => {
    const before = [await server.count('users'), await playerAccounts()];
    const cases: [unknown, string, RegExp][] = [
      [{ email: 'not-an-email', password: 'password1' }, 'email', /^email_invalid: /],
      [{ email: 'short@example.com', password: 'short' }, 'password', /^password_too_short: /],
      [{ email: 'cur@example.com', password: 'password1', currency: 'BTC' }, 'currency', /^currency_invalid: /],
      [{ password: 'password1' }, 'email', /^email_required: /],
    ];
    for (const [payload, field, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = ValidationErrorBody.parse(res.json());
      expect(body.errors[field]?.[0]).toMatch(message);
    }
    const missing = await server.api({ method: 'POST', url: AUTH_API.registerEmail.path });
    expect(missing.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(missing.json()).errors._?.[0]).toMatch(/^[a-z_]+: /);
    const empty = await server.api({
      method: 'POST',
      url: AUTH_API.registerEmail.path,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
    expect([await server.count('users'), await playerAccounts()]).toEqual(before);
  });

  it('takes 20 concurrent registrations with distinct e-mails', async () => {
    const before = await playerAccounts();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register({ email: `crowd${i}@example.com`, password: 'password1' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await playerAccounts()).toBe(before + 80);
  });

  it('lets only one of two racing registrations of one e-mail through', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(() => register({ email: 'race@example.com', password: 'password1' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
  });
});

describe('login', () => {
  it('logs in with the right password and refuses a wrong one or an unknown e-mail the same way', async () => {
    await register({ email: 'bob@example.com', password: 'bob-password' });
    const ok = await login('BOB@example.com', 'bob-password');
    expect(ok.statusCode).toBe(200);
    expect((await profile(TokenAnswer.parse(ok.json()).token)).statusCode).toBe(200);

    const expected = { errors: { email: ['invalid_credentials: Wrong e-mail or password'] } };
    const wrong = await login('bob@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(expected);
    const unknown = await login('nobody@example.com', 'whatever1');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(expected);
  });
});

describe('sessions', () => {
  it('rejects requests without a valid bearer token', async () => {
    const none = await server.api({ method: 'GET', url: PROFILE_API.user.path });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'unauthorized', message: 'Sign in again' });
    expect((await profile('garbage')).statusCode).toBe(401);
  });

  it('rotates the refresh token: the new one works, the old one is a 401', async () => {
    const first = TokenAnswer.parse((await register({ email: 'rot@example.com', password: 'password1' })).json());
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = RefreshTokenAnswer.parse(res.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second.access_token)).statusCode).toBe(200);

    const old = await refresh(first.refresh_token);
    expect(old.statusCode).toBe(401);
    // Within the grace period the session survives (a racing tab retries with the new token).
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
    expect((await refresh('unknown-token')).statusCode).toBe(401);
  });

  it('revokes the whole session when an old refresh token comes back after the grace period', async () => {
    const first = TokenAnswer.parse((await register({ email: 'thief@example.com', password: 'password1' })).json());
    const second = RefreshTokenAnswer.parse((await refresh(first.refresh_token)).json());
    // Pretend the rotation happened two minutes ago.
    await server.db.update(sessions).set({ rotatedAt: sql`now() - interval '2 minutes'` });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
  });

  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const tokens = TokenAnswer.parse((await register({ email: 'out@example.com', password: 'password1' })).json());
    const unauth = await server.api({ method: 'PUT', url: AUTH_API.logout.path });
    expect(unauth.statusCode).toBe(401);
    const res = await server.api({
      method: 'PUT',
      url: AUTH_API.logout.path,
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await profile(tokens.token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('options', () => {
  it('adds the sso address and rate-limits logins per IP', async () => {
    const limited = await startTestServer({ authRateLimitPerMin: 2, ssoUrl: 'https://sso.example.com/' });
    try {
      const res = await limited.api({
        method: 'POST',
        url: AUTH_API.registerEmail.path,
        payload: { email: 'sso@example.com', password: 'password1', adult_confirmed: true, agreement_accepted: true },
      });
      expect(TokenAnswer.parse(res.json()).sso).toBe('https://sso.example.com/');
      const attempt = () =>
        limited.api({
          method: 'POST',
          url: AUTH_API.loginEmailPassword.path,
          payload: { email: 'x@example.com', password: 'x' },
        });
      expect((await attempt()).statusCode).toBe(422);
      expect((await attempt()).statusCode).toBe(422);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
