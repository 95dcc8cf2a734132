import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, CodeSentAnswer } from '../../contract/api/auth';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { startTestServer, type TestServer } from '../test/harness';
import { ageCodes, bearer, lastCode, outboxCount, registerByEmail, wrongCode } from './registration.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, token: string, payload?: object) =>
  server.api({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const profile = async (token: string) =>
  ProfileAnswer.parse((await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json())
    .data;
const errorsOf = (res: { json(): unknown }) => ValidationErrorBody.parse(res.json()).errors;

describe('confirming the e-mail given at registration', () => {
  it('confirms with the code from the registration e-mail; a wrong code is a 422 and changes nothing', async () => {
    const before = Date.now();
    const { token } = await registerByEmail(server, 'confirm-me@example.com');
    const fresh = await profile(token);
    expect(fresh.is_email_verified).toBe(false);
    // When the account was made (the page greets a new player as new).
    expect(Date.parse(fresh.registered_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const code = await lastCode(server, 'confirm-me@example.com');

    const wrong = await post(AUTH_API.emailVerifyCode.path, token, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ code: ['code_invalid: Wrong code: 4 tries left.'] });
    expect((await profile(token)).is_email_verified).toBe(false);

    const right = await post(AUTH_API.emailVerifyCode.path, token, { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ success: true });
    expect((await profile(token)).is_email_verified).toBe(true);
  });

  it('answers a repeated confirmation of a confirmed address with success (a lost answer sent again)', async () => {
    const { token } = await registerByEmail(server, 'twice@example.com');
    const code = await lastCode(server, 'twice@example.com');
    expect((await post(AUTH_API.emailVerifyCode.path, token, { code })).statusCode).toBe(200);
    const again = await post(AUTH_API.emailVerifyCode.path, token, { code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect((await profile(token)).is_email_verified).toBe(true);
  });

  it('refuses an expired code with a 422 on code', async () => {
    const { token } = await registerByEmail(server, 'late@example.com');
    const code = await lastCode(server, 'late@example.com');
    await ageCodes(server, 'late@example.com', 10 * 60_000 + 1000);
    const res = await post(AUTH_API.emailVerifyCode.path, token, { code });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ code: ['code_expired: The code has expired. Ask for a new one.'] });
    expect((await profile(token)).is_email_verified).toBe(false);
  });

  it('refuses a resend within 60 s with 429 and the seconds left in Retry-After; later sends a new code', async () => {
    const { token } = await registerByEmail(server, 'again@example.com');
    await ageCodes(server, 'again@example.com', 20_000);
    // The page is on another origin than the API: the header must be exposed to it.
    const early = await server.api({
      method: 'POST',
      url: AUTH_API.emailResend.path,
      headers: { ...bearer(token), origin: 'http://localhost:8080' },
    });
    expect(early.statusCode).toBe(429);
    expect(String(early.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
    expect(early.json()).toMatchObject({ code: 'resend_too_soon' });
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(39);
    expect(wait).toBeLessThanOrEqual(40);
    expect(await outboxCount(server, 'again@example.com')).toBe(1);

    await ageCodes(server, 'again@example.com', 41_000);
    const later = await post(AUTH_API.emailResend.path, token);
    expect(later.statusCode, later.body).toBe(200);
    expect(CodeSentAnswer.parse(later.json()).data).toEqual({ resend_in: 60, expires_in: 600 });
    expect(await outboxCount(server, 'again@example.com')).toBe(2);
    const code = await lastCode(server, 'again@example.com');
    expect((await post(AUTH_API.emailVerifyCode.path, token, { code })).statusCode).toBe(200);
    expect((await profile(token)).is_email_verified).toBe(true);
  });

  it('needs a signed-in player', async () => {
    const res = await server.api({ method: 'POST', url: AUTH_API.emailVerifyCode.path, payload: { code: '123456' } });
    expect(res.statusCode).toBe(401);
  });
});
