import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { startTestServer, type TestServer } from '../test/harness';
import { ageCodes, bearer, lastCode, registerByEmail, registerByPhone, wrongCode } from './registration.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  server.api({ method: 'POST', url, payload, remoteAddress });

/** How many of the answers came from a checked password or code (422) and how many from the lock (423). */
function tally(answers: { statusCode: number }[]) {
  const statuses = answers.map((res) => res.statusCode);
  expect(
    statuses.every((status) => status === 422 || status === 423),
    statuses.join(),
  ).toBe(true);
  return { checked: statuses.filter((s) => s === 422).length, locked: statuses.filter((s) => s === 423).length };
}

describe('wrong passwords in parallel', () => {
  it('40 at once from one address: exactly 10 are checked, the rest are locked out', async () => {
    await registerByEmail(server, 'parallel-one@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(AUTH_API.loginEmailPassword.path, { email: 'parallel-one@example.com', password: `wrong-${i}-pass` }),
      ),
    );
    expect(tally(answers)).toEqual({ checked: 10, locked: 30 });
    const right = await post(AUTH_API.loginEmailPassword.path, {
      email: 'parallel-one@example.com',
      password: 'password1',
    });
    expect(right.statusCode).toBe(423);
  });

  it('40 at once from 40 addresses: exactly 10 are checked', async () => {
    await registerByEmail(server, 'parallel-many@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          AUTH_API.loginEmailPassword.path,
          { email: 'parallel-many@example.com', password: `wrong-${i}-pass` },
          `10.20.0.${i + 1}`,
        ),
      ),
    );
    expect(tally(answers)).toEqual({ checked: 10, locked: 30 });
  });

  it('a right password does not count: 9 wrong, the right one, then 9 wrong again are all checked', async () => {
    await registerByEmail(server, 'typos@example.com');
    const wrong = (i: number) =>
      post(AUTH_API.loginEmailPassword.path, { email: 'typos@example.com', password: `typo-${i}-x` });
    expect(tally(await Promise.all(Array.from({ length: 9 }, (_, i) => wrong(i))))).toEqual({ checked: 9, locked: 0 });
    expect(
      (await post(AUTH_API.loginEmailPassword.path, { email: 'typos@example.com', password: 'password1' })).statusCode,
    ).toBe(200);
    expect(tally(await Promise.all(Array.from({ length: 9 }, (_, i) => wrong(i))))).toEqual({ checked: 9, locked: 0 });
  });
});

describe('wrong codes in parallel', () => {
  /** A login code sent to `phone` (a minute after the last one). */
  const sendCode = async (phone: string) => {
    await ageCodes(server, phone, 61_000);
    expect((await post(AUTH_API.loginPhoneVerification.path, { phone })).statusCode).toBe(200);
    return lastCode(server, phone);
  };
  const guess = (phone: string, code: string) => post(AUTH_API.loginPhoneCode.path, { phone, code: wrongCode(code) });
  /** 14 wrong login codes one after another (5 tries per code, so 3 codes). */
  async function fourteenWrong(phone: string) {
    for (const tries of [5, 5, 4]) {
      const code = await sendCode(phone);
      for (let i = 0; i < tries; i++) expect((await guess(phone, code)).statusCode).toBe(422);
    }
  }

  it('15 wrong codes an hour for one address, even when the last ones arrive together', async () => {
    const phone = '+79161230001';
    await registerByPhone(server, phone);
    await fourteenWrong(phone);
    // The 15th and beyond at once: one is checked, the rest are locked out.
    const last = await sendCode(phone);
    expect(tally(await Promise.all(Array.from({ length: 5 }, () => guess(phone, last))))).toEqual({
      checked: 1,
      locked: 4,
    });
    expect((await post(AUTH_API.loginPhoneCode.path, { phone, code: last })).statusCode).toBe(423);
  });

  it('a right code does not count: after 14 wrong ones and a right one, one more wrong code is still checked', async () => {
    const phone = '+79161230002';
    const { token } = await registerByPhone(server, phone);
    const confirm = await lastCode(server, phone);
    await fourteenWrong(phone);
    const login = await sendCode(phone);
    // The right confirmation code sent at registration: accepted, and it does not count.
    const verify = await server.api({
      method: 'POST',
      url: AUTH_API.phoneVerifyCode.path,
      payload: { code: confirm },
      headers: bearer(token),
    });
    expect(verify.statusCode).toBe(200);
    // The login code is still open: the 15th wrong code is checked, then the lock.
    const guessLogin = (code: string) => post(AUTH_API.loginPhoneCode.path, { phone, code });
    expect((await guessLogin(wrongCode(login))).statusCode).toBe(422);
    expect((await guessLogin(wrongCode(login))).statusCode).toBe(423);
    expect((await guessLogin(login)).statusCode).toBe(423);
  });
});
