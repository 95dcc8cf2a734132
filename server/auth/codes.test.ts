import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, CodeSentAnswer, TokenAnswer } from '../../contract/api/auth';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { oneTimeCodes, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import {
  ageCodes,
  bearer,
  consents,
  lastCode,
  lastMessage,
  outboxCount,
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
const profile = async (token: string) =>
  ProfileAnswer.parse((await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json())
    .data;
const errorsOf = (res: { json(): unknown }) => ValidationErrorBody.parse(res.json()).errors;

describe('registration by phone', () => {
  it('registers with an E.164 phone, keeps attribution and consents, and sends a confirmation SMS', async () => {
    const before = Date.now();
    const res = await post(AUTH_API.registerPhone.path, {
      phone: ' +7 701 123 45 67 ',
      password: 'password1',
      currency: 'KZT',
      fpp: 'fp1',
      partner: 'p1',
      adplace: 'a1',
      stag: 's1',
      promo: 'PROMO1',
      ...consents,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tokens = TokenAnswer.parse(res.json());
    const me = await profile(tokens.token);
    expect(me).toMatchObject({ phone: '+77011234567', email: null, currency: 'KZT', register_method: 'phone' });
    expect(me.is_phone_verified).toBe(false);
    const [row] = await server.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ fpp: 'fp1', partner: 'p1', adplace: 'a1', stag: 's1', promo: 'PROMO1' });
    expect(row?.adultConfirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.agreementAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { row: sms, code } = await lastMessage(server, '+77011234567');
    expect(sms?.channel).toBe('sms');
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const codes = await server.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, '+77011234567'));
    expect(codes.map((c) => c.codeHash)).not.toContain(code);
    expect(JSON.stringify(codes)).not.toContain(`"${code}"`);

    const wrong = await post(AUTH_API.phoneVerifyCode.path, { code: wrongCode(code ?? '') }, bearer(tokens.token));
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong).code?.[0]).toBe('code_invalid: Wrong code: 4 tries left.');
    const ok = await post(AUTH_API.phoneVerifyCode.path, { code: code ?? '' }, bearer(tokens.token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await profile(tokens.token)).is_phone_verified).toBe(true);
    // Confirmed: no more codes to resend.
    const again = await post(AUTH_API.phoneResend.path, undefined, bearer(tokens.token));
    expect(errorsOf(again).phone?.[0]).toMatch(/^already_verified: /);
  });

  it('requires the adult and agreement confirmations, with clear 422 messages, on both registrations', async () => {
    for (const [url, base] of [
      [AUTH_API.registerPhone.path, { phone: '+77011234568', password: 'password1' }],
      [AUTH_API.registerEmail.path, { email: 'consent@example.com', password: 'password1' }],
    ] as const) {
      const none = await post(url, base);
      expect(none.statusCode).toBe(422);
      expect(errorsOf(none)).toEqual({
        adult_confirmed: ['adult_required: Confirm that you are 18 or older'],
        agreement_accepted: ['agreement_required: Accept the user agreement'],
      });
      const falsy = await post(url, { ...base, adult_confirmed: false, agreement_accepted: true });
      expect(errorsOf(falsy)).toEqual({ adult_confirmed: ['adult_required: Confirm that you are 18 or older'] });
    }
    expect(await server.db.$count(users, eq(users.phone, '+77011234568'))).toBe(0);
  });

  it("writes the code's message in the player's language", async () => {
    await registerByPhone(server, '+77011234580', { locale: 'en' });
    expect((await lastMessage(server, '+77011234580')).row?.body).toMatch(/^\d{6} — to confirm your phone number\./);
    await registerByPhone(server, '+77011234581');
    expect((await lastMessage(server, '+77011234581')).row?.body).toMatch(/^\d{6} — для подтверждения телефона\./);
    await registerByPhone(server, '+77011234582', { locale: 'kz' });
    expect((await lastMessage(server, '+77011234582')).row?.subject).toBe('Телефонды растаңыз');
  });

  it('refuses bad phones and a taken phone', async () => {
    for (const phone of ['77011234567', '+7 123', 'hello', '+999123456789', '']) {
      const res = await post(AUTH_API.registerPhone.path, { phone, password: 'password1', ...consents });
      expect(res.statusCode, phone).toBe(422);
      expect(errorsOf(res).phone?.[0], phone).toMatch(/^phone_invalid: /);
    }
    await registerByPhone(server, '+375291234567');
    const dup = await post(AUTH_API.registerPhone.path, {
      phone: '+375 29 123-45-67',
      password: 'password2',
      ...consents,
    });
    expect(dup.statusCode).toBe(422);
    expect(errorsOf(dup)).toEqual({ phone: ['phone_taken: This phone number is already registered'] });
  });
});

describe('login by phone and e-mail', () => {
  it('logs in by phone and password; a wrong password is a 422', async () => {
    await registerByPhone(server, '+79161234501');
    const ok = await post(AUTH_API.loginPhonePassword.path, { phone: '+79161234501', password: 'password1' });
    expect(ok.statusCode).toBe(200);
    expect(TokenAnswer.parse(ok.json()).success).toBe(true);
    const wrong = await post(AUTH_API.loginPhonePassword.path, { phone: '+79161234501', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ phone: ['invalid_credentials: Wrong phone or password'] });
  });

  it('logs in by SMS code (?type=sms) and by e-mail code, and marks the address confirmed', async () => {
    await registerByPhone(server, '+79161234502');
    await ageCodes(server, '+79161234502', 61_000);
    const sent = await post(`${AUTH_API.loginPhoneVerification.path}?type=sms`, { phone: '+79161234502' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(CodeSentAnswer.parse(sent.json()).data).toEqual({ resend_in: 60, expires_in: 600 });
    const code = await lastCode(server, '+79161234502');
    const res = await post(`${AUTH_API.loginPhoneCode.path}?type=sms`, { phone: '+79161234502', code });
    expect(res.statusCode, res.body).toBe(200);
    const tokens = TokenAnswer.parse(res.json());
    expect((await profile(tokens.token)).is_phone_verified).toBe(true);
    // Used up.
    const reuse = await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234502', code });
    expect(errorsOf(reuse).code?.[0]).toMatch(/^code_missing: /);

    await registerByEmail(server, 'code-login@example.com');
    await ageCodes(server, 'code-login@example.com', 61_000);
    expect((await post(AUTH_API.loginEmailVerification.path, { email: 'Code-Login@example.com' })).statusCode).toBe(
      200,
    );
    const emailCode = await lastCode(server, 'code-login@example.com');
    const byEmail = await post(AUTH_API.loginEmailCode.path, { email: 'code-login@example.com', code: emailCode });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect((await profile(TokenAnswer.parse(byEmail.json()).token)).is_email_verified).toBe(true);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const res = await post(AUTH_API.loginEmailVerification.path, { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await outboxCount(server, 'ghost@example.com')).toBe(0);
    const login = await post(AUTH_API.loginEmailCode.path, { email: 'ghost@example.com', code: '123456' });
    expect(login.statusCode).toBe(422);
    expect(errorsOf(login).code?.[0]).toMatch(/^code_missing: /);
    const bad = await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234599', code: '12ab56' });
    expect(errorsOf(bad).code?.[0]).toMatch(/^code_invalid: /);
    const badType = await post(`${AUTH_API.loginPhoneVerification.path}?type=fax`, { phone: '+79161234599' });
    expect(errorsOf(badType).type?.[0]).toMatch(/^type_invalid: /);
  });

  it('refuses a resend within 60 s, allows it later, and the new code replaces the old one', async () => {
    const tokens = await registerByEmail(server, 'resend@example.com');
    const first = await lastCode(server, 'resend@example.com');
    const early = await post(AUTH_API.emailResend.path, undefined, bearer(tokens.token));
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'resend_too_soon' });
    await ageCodes(server, 'resend@example.com', 61_000);
    const later = await post(AUTH_API.emailResend.path, undefined, bearer(tokens.token));
    expect(later.statusCode, later.body).toBe(200);
    const second = await lastCode(server, 'resend@example.com');
    if (first !== second) {
      const old = await post(AUTH_API.emailVerifyCode.path, { code: first }, bearer(tokens.token));
      expect(old.statusCode).toBe(422);
    }
    expect((await post(AUTH_API.emailVerifyCode.path, { code: second }, bearer(tokens.token))).statusCode).toBe(200);

    // The unauthenticated resends of login codes follow the same rule.
    await ageCodes(server, 'resend@example.com', 61_000);
    expect((await post(AUTH_API.loginEmailResend.path, { email: 'resend@example.com' })).statusCode).toBe(200);
    expect((await post(AUTH_API.loginEmailResend.path, { email: 'resend@example.com' })).statusCode).toBe(429);
    await registerByPhone(server, '+79161234503');
    await ageCodes(server, '+79161234503', 61_000);
    const phoneResend = await post(`${AUTH_API.loginPhoneCodeResend.path}?type=sms`, { phone: '+79161234503' });
    expect(phoneResend.statusCode).toBe(200);
    expect((await post(`${AUTH_API.loginPhoneCodeResend.path}?type=sms`, { phone: '+79161234503' })).statusCode).toBe(
      429,
    );
  });

  it('refuses an expired code', async () => {
    await registerByPhone(server, '+79161234504');
    await ageCodes(server, '+79161234504', 61_000);
    await post(AUTH_API.loginPhoneVerification.path, { phone: '+79161234504' });
    const code = await lastCode(server, '+79161234504');
    await ageCodes(server, '+79161234504', 10 * 60_000 + 1000);
    const res = await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234504', code });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ code: ['code_expired: The code has expired. Ask for a new one.'] });
  });

  it('allows at most 5 tries per code', async () => {
    await registerByPhone(server, '+79161234505');
    await ageCodes(server, '+79161234505', 61_000);
    await post(AUTH_API.loginPhoneVerification.path, { phone: '+79161234505' });
    const code = await lastCode(server, '+79161234505');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234505', code: wrongCode(code) });
      expect(res.statusCode).toBe(422);
      messages.push(errorsOf(res).code?.[0] ?? '');
    }
    expect(messages.slice(0, 4)).toEqual([
      'code_invalid: Wrong code: 4 tries left.',
      'code_invalid: Wrong code: 3 tries left.',
      'code_invalid: Wrong code: 2 tries left.',
      'code_invalid: Wrong code: 1 try left.',
    ]);
    expect(messages[4]).toBe('code_attempts_exceeded: Too many wrong codes. Ask for a new one.');
    // Even the right code no longer works.
    const right = await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234505', code });
    expect(right.statusCode).toBe(422);
  });

  it('counts parallel guesses: never more than 5 tries on one code', async () => {
    await registerByPhone(server, '+79161234508');
    await ageCodes(server, '+79161234508', 61_000);
    await post(AUTH_API.loginPhoneVerification.path, { phone: '+79161234508' });
    const code = await lastCode(server, '+79161234508');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(AUTH_API.loginPhoneCode.path, { phone: '+79161234508', code: wrongCode(code) }),
      ),
    );
    const messages = answers.map((res) => errorsOf(res).code?.[0] ?? '');
    expect(messages.filter((m) => m.startsWith('code_invalid:')).length).toBeLessThanOrEqual(4);
    expect((await post(AUTH_API.loginPhoneCode.path, { phone: '+79161234508', code })).statusCode).toBe(422);
    const [row] = await server.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, '+79161234508'))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    expect(row?.attempts).toBe(5);
  });

  it('locks an account after 10 wrong passwords with a clear 423, even for the right password', async () => {
    await registerByEmail(server, 'locked@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await post(AUTH_API.loginEmailPassword.path, {
        email: 'locked@example.com',
        password: `wrong-${i}-pass`,
      });
      expect(res.statusCode).toBe(422);
    }
    const locked = await post(AUTH_API.loginEmailPassword.path, { email: 'locked@example.com', password: 'password1' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'account_locked' });
    expect(locked.json().message).toMatch(/locked for \d+ min/);
    const byCode = await post(AUTH_API.loginEmailVerification.path, { email: 'locked@example.com' });
    expect(byCode.statusCode).toBe(423);
  });

  it('limits codes per address: 5 an hour', async () => {
    await registerByPhone(server, '+79161234506'); // the confirmation SMS is the 1st
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await ageCodes(server, '+79161234506', 61_000);
      statuses.push((await post(AUTH_API.loginPhoneVerification.path, { phone: '+79161234506' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('per-IP limits', () => {
  it('rate-limits code sends and checks per IP', async () => {
    const limited = await startTestServer({ authRateLimitPerMin: 3, ssoUrl: 'https://sso.example.com/' });
    try {
      const send = () =>
        limited.api({ method: 'POST', url: AUTH_API.loginEmailVerification.path, payload: { email: 'a@example.com' } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const fourth = await send();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts. Wait a minute and try again.',
      });
      const check = () =>
        limited.api({
          method: 'POST',
          url: AUTH_API.loginPhoneCode.path,
          payload: { phone: '+79161234507', code: '000000' },
        });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await check()).statusCode);
      expect(codes).toEqual([422, 422, 422, 429]);
      // Logins answer the sso address when one is configured.
      await registerByPhone(limited, '+79161234509');
      const login = await limited.api({
        method: 'POST',
        url: AUTH_API.loginPhonePassword.path,
        payload: { phone: '+79161234509', password: 'password1' },
      });
      expect(TokenAnswer.parse(login.json()).sso).toBe('https://sso.example.com/');
    } finally {
      await limited.close();
    }
  });
});

describe('hourly per-IP code limit', () => {
  it('sends CODE_SENDS_PER_IP_PER_HOUR codes from one IP, to any addresses, then answers 429 with the wait', async () => {
    const limited = await startTestServer({ codeSendsPerIpPerHour: 2 });
    try {
      // Each registration sends its verification code.
      await registerByPhone(limited, '+79161234521');
      await registerByPhone(limited, '+79161234522');
      const third = await limited.api({
        method: 'POST',
        url: AUTH_API.loginPhoneVerification.path,
        payload: { phone: '+79161234521' },
      });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'rate_limited', message: 'Too many attempts. Try again in 60 min.' });
    } finally {
      await limited.close();
    }
  });
});

describe('prune', () => {
  it('deletes codes and tickets a day past their time, and keeps the live ones', async () => {
    const { prune } = await import('./limits');
    const { sql } = await import('drizzle-orm');
    await registerByPhone(server, '+79161234510');
    await ageCodes(server, '+79161234510', 2 * 86400_000);
    await prune(server.db, new Date());
    expect(await server.db.$count(oneTimeCodes, eq(oneTimeCodes.target, '+79161234510'))).toBe(0);
    expect(await server.db.$count(users, sql`true`)).toBeGreaterThan(0);
  });
});
