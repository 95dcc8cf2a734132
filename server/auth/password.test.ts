import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, ResetTokenAnswer, TokenAnswer } from '../../contract/api/auth';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API } from '../../contract/api/profile';
import { startTestServer, type TestServer } from '../test/harness';
import {
  ageCodes,
  bearer,
  lastCode,
  lastMessage,
  registerByEmail,
  registerByPhone,
  wrongCode,
} from './registration.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.api({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const errorsOf = (res: { json(): unknown }) => ValidationErrorBody.parse(res.json()).errors;
const profileStatus = async (token: string) =>
  (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).statusCode;
const loginEmail = (email: string, password: string) => post(AUTH_API.loginEmailPassword.path, { email, password });

describe('restore by e-mail', () => {
  it('forgot -> code/confirm -> token/check -> reset/token: new password works, old sessions end', async () => {
    const old = await registerByEmail(server, 'restore@example.com');
    await ageCodes(server, 'restore@example.com', 61_000);
    const forgot = await post(
      AUTH_API.passwordEmailForgot.path,
      { email: 'restore@example.com' },
      {
        origin: 'http://localhost:8080',
      },
    );
    expect(forgot.statusCode, forgot.body).toBe(200);
    const { row } = await lastMessage(server, 'restore@example.com');
    expect(row?.body).toMatch(/http:\/\/localhost:8080\/reset-password\/[\w-]+\?email=restore%40example\.com/);
    const code = await lastCode(server, 'restore@example.com');

    const wrong = await post(AUTH_API.passwordEmailCodeConfirm.path, {
      email: 'restore@example.com',
      code: wrongCode(code),
    });
    expect(errorsOf(wrong).code?.[0]).toMatch(/^code_invalid: /);
    const confirmed = await post(AUTH_API.passwordEmailCodeConfirm.path, { email: 'restore@example.com', code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const resetToken = ResetTokenAnswer.parse(confirmed.json()).data.reset_token;

    expect((await post(AUTH_API.passwordEmailTokenCheck.path, { token: resetToken })).json()).toEqual({
      success: true,
    });
    const badCheck = await post(AUTH_API.passwordEmailTokenCheck.path, { token: 'x'.repeat(43) });
    expect(errorsOf(badCheck)).toEqual({ token: ['token_invalid: This restore link is invalid or has expired'] });

    const mismatch = await post(AUTH_API.passwordEmailResetToken.path, {
      token: resetToken,
      password: 'new-password-1',
      password_confirm: 'new-password-2',
    });
    expect(errorsOf(mismatch)).toEqual({ password_confirm: ['password_mismatch: The passwords do not match'] });
    const short = await post(AUTH_API.passwordEmailResetToken.path, {
      token: resetToken,
      password: 'short',
      password_confirm: 'short',
    });
    expect(errorsOf(short).password?.[0]).toMatch(/^password_too_short: /);

    const reset = await post(AUTH_API.passwordEmailResetToken.path, {
      token: resetToken,
      password: 'new-password-1',
      password_confirm: 'new-password-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await profileStatus(TokenAnswer.parse(reset.json()).token)).toBe(200);
    expect(await profileStatus(old.token)).toBe(401);
    expect((await loginEmail('restore@example.com', 'password1')).statusCode).toBe(422);
    expect((await loginEmail('restore@example.com', 'new-password-1')).statusCode).toBe(200);
    // The reset token is single use.
    const again = await post(AUTH_API.passwordEmailResetToken.path, {
      token: resetToken,
      password: 'new-password-3',
      password_confirm: 'new-password-3',
    });
    expect(errorsOf(again).token?.[0]).toMatch(/^token_invalid: /);
  });

  it('the e-mailed link: token/confirm exchanges it for a reset token; reset/code resets with the code', async () => {
    await registerByEmail(server, 'link@example.com');
    await ageCodes(server, 'link@example.com', 61_000);
    await post(AUTH_API.passwordEmailForgot.path, { email: 'link@example.com' });
    const { row } = await lastMessage(server, 'link@example.com');
    const linkToken = /reset-password\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
    expect((await post(AUTH_API.passwordEmailTokenCheck.path, { token: linkToken })).statusCode).toBe(200);
    const exchanged = await post(AUTH_API.passwordEmailTokenConfirm.path, { token: linkToken });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(ResetTokenAnswer.parse(exchanged.json()).data.expires_in).toBe(1800);
    expect((await post(AUTH_API.passwordEmailTokenConfirm.path, { token: linkToken })).statusCode).toBe(422);

    const code = await lastCode(server, 'link@example.com');
    const bad = await post(AUTH_API.passwordEmailResetCode.path, {
      email: 'link@example.com',
      code: wrongCode(code),
      password: 'by-code-pass',
      password_confirm: 'by-code-pass',
    });
    expect(errorsOf(bad).code?.[0]).toMatch(/^code_invalid: /);
    const res = await post(AUTH_API.passwordEmailResetCode.path, {
      email: 'link@example.com',
      code,
      password: 'by-code-pass',
      password_confirm: 'by-code-pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await loginEmail('link@example.com', 'by-code-pass')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const res = await post(AUTH_API.passwordEmailForgot.path, { email: 'nobody-here@example.com' });
    expect(res.statusCode).toBe(200);
    expect((await lastMessage(server, 'nobody-here@example.com')).row).toBeUndefined();
  });
});

describe('restore by phone', () => {
  it('forgot -> code/confirm -> token/check (with the phone) -> reset', async () => {
    await registerByPhone(server, '+77011239001');
    await registerByPhone(server, '+77011239002');
    await ageCodes(server, '+77011239001', 61_000);
    expect((await post(`${AUTH_API.passwordPhoneForgot.path}?type=sms`, { phone: '+77011239001' })).statusCode).toBe(
      200,
    );
    const code = await lastCode(server, '+77011239001');
    const confirmed = await post(AUTH_API.passwordPhoneCodeConfirm.path, { phone: '+77011239001', code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const token = ResetTokenAnswer.parse(confirmed.json()).data.reset_token;
    expect((await post(AUTH_API.passwordPhoneTokenCheck.path, { token, phone: '+77011239001' })).statusCode).toBe(200);
    // Another phone, or none, does not pass the check.
    expect((await post(AUTH_API.passwordPhoneTokenCheck.path, { token, phone: '+77011239002' })).statusCode).toBe(422);
    expect(errorsOf(await post(AUTH_API.passwordPhoneTokenCheck.path, { token })).phone?.[0]).toMatch(
      /^phone_required/,
    );

    const reset = await post(AUTH_API.passwordPhoneReset.path, {
      token,
      password: 'phone-new-pass',
      password_confirm: 'phone-new-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post(AUTH_API.loginPhonePassword.path, { phone: '+77011239001', password: 'phone-new-pass' });
    expect(login.statusCode).toBe(200);
  });
});

describe('password change and first password', () => {
  it('POST /password/update: a 422 per field, then the change; other sessions end', async () => {
    const first = await registerByEmail(server, 'change@example.com');
    const other = TokenAnswer.parse((await loginEmail('change@example.com', 'password1')).json());
    const update = (payload: object) => post(AUTH_API.passwordUpdate.path, payload, bearer(first.token));

    expect((await post(AUTH_API.passwordUpdate.path, { old_password: 'x' })).statusCode).toBe(401);
    const empty = await update({});
    expect(Object.keys(errorsOf(empty)).sort()).toEqual(['old_password', 'password', 'password_confirm']);
    expect(
      errorsOf(await update({ old_password: 'wrong-one', password: 'changed-1', password_confirm: 'changed-1' })),
    ).toEqual({ old_password: ['password_wrong: The current password is wrong'] });
    expect(
      errorsOf(await update({ old_password: 'password1', password: 'changed-1', password_confirm: 'changed-2' })),
    ).toEqual({ password_confirm: ['password_mismatch: The passwords do not match'] });
    expect(
      errorsOf(await update({ old_password: 'password1', password: 'short', password_confirm: 'short' })).password?.[0],
    ).toMatch(/^password_too_short: /);
    expect(
      errorsOf(await update({ old_password: 'password1', password: 'password1', password_confirm: 'password1' })),
    ).toEqual({ password: ['password_same: The new password must differ from the current one'] });

    const ok = await update({ old_password: 'password1', password: 'changed-1', password_confirm: 'changed-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect(await profileStatus(first.token)).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    expect((await loginEmail('change@example.com', 'changed-1')).statusCode).toBe(200);
  });

  it('POST /api/v2/auth/password/set: only for an account without a password', async () => {
    const tokens = await registerByEmail(server, 'set@example.com');
    const exists = await post(
      AUTH_API.passwordSet.path,
      { password: 'another-1', confirm_password: 'another-1' },
      bearer(tokens.token),
    );
    expect(errorsOf(exists)).toEqual({
      password: ['password_exists: The account already has a password: change it instead'],
    });
    // An account without a password (as after a social sign-up).
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.email, 'set@example.com'));
    const mismatch = await post(
      AUTH_API.passwordSet.path,
      { password: 'first-pass-1', confirm_password: 'first-pass-2' },
      bearer(tokens.token),
    );
    expect(errorsOf(mismatch)).toEqual({ confirm_password: ['password_mismatch: The passwords do not match'] });
    const short = await post(AUTH_API.passwordSet.path, { password: 'x', confirm_password: 'x' }, bearer(tokens.token));
    expect(errorsOf(short).password?.[0]).toMatch(/^password_too_short: /);
    const ok = await post(
      AUTH_API.passwordSet.path,
      { password: 'first-pass-1', confirm_password: 'first-pass-1' },
      bearer(tokens.token),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await loginEmail('set@example.com', 'first-pass-1')).statusCode).toBe(200);
  });
});

describe('simpleAuthToken and send_login_data', () => {
  it('issues a one-time sign-in token, signs in with it once, and records the device', async () => {
    const tokens = await registerByEmail(server, 'simple@example.com');
    const issued = await post(AUTH_API.simpleAuthIssue.path, undefined, bearer(tokens.token));
    expect(issued.statusCode, issued.body).toBe(200);
    const token = issued.json().data.token as string;
    const login = await post(AUTH_API.simpleAuthLogin.path, { token }, { 'user-agent': 'Mozilla/5.0 (test)' });
    expect(login.statusCode, login.body).toBe(200);
    const session = TokenAnswer.parse(login.json());
    expect(await profileStatus(session.token)).toBe(200);
    expect(errorsOf(await post(AUTH_API.simpleAuthLogin.path, { token })).token?.[0]).toMatch(/^token_invalid: /);
    const device = await post(
      AUTH_API.simpleAuthDevice.path,
      { host: 'm1.localhost:8080', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' },
      bearer(session.token),
    );
    expect(device.statusCode, device.body).toBe(200);
  });

  it('sends the login data; an account without a password gets one', async () => {
    const tokens = await registerByPhone(server, '+77011239003');
    const noEmail = await post(AUTH_API.sendLoginData.path, { channel: 'email' }, bearer(tokens.token));
    expect(errorsOf(noEmail)).toEqual({ channel: ['address_missing: The account has no e-mail'] });
    const res = await post(AUTH_API.sendLoginData.path, undefined, bearer(tokens.token));
    expect(res.statusCode, res.body).toBe(200);
    const { row } = await lastMessage(server, '+77011239003');
    expect(row?.body).toContain('Your login: +77011239003');
    expect(row?.body).not.toContain('Your password:');

    // A social account has no password: it gets one, which then works.
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.phone, '+77011239003'));
    await post(AUTH_API.sendLoginData.path, { channel: 'sms' }, bearer(tokens.token));
    const sent = (await lastMessage(server, '+77011239003')).row?.body ?? '';
    const password = /Your password: (\S+)/.exec(sent)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const login = await post(AUTH_API.loginPhonePassword.path, { phone: '+77011239003', password });
    expect(login.statusCode).toBe(200);
  });
});
