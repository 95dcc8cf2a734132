import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, TokenAnswer } from '../../contract/api/auth';
import { BILLING_API } from '../../contract/api/billing';
import { ErrorBody } from '../../contract/api/errors';
import {
  TOTP_HEADER,
  TWO_FACTOR_API,
  TwoFactorEnabledAnswer,
  TwoFactorSetupAnswer,
  TwoFactorStateAnswer,
} from '../../contract/api/two-factor';
import { toMinor } from '../../contract/money';
import { sessions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const codeAt = (secret: string, offsetS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetS * 1000,
  });

function expectCode(res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(ErrorBody.parse(res.json()).code).toBe(code);
}

describe('two-factor sign-in', () => {
  it('is enabled by a code, then required at sign-in and for withdrawals, and disabled by a code', async () => {
    const email = `tf-${randomUUID()}@example.com`;
    const registered = await server.api({
      method: 'POST',
      url: AUTH_API.registerEmail.path,
      payload: { email, password: 'password1', currency: 'RUB', adult_confirmed: true, agreement_accepted: true },
    });
    const auth = { authorization: `Bearer ${TokenAnswer.parse(registered.json()).token}` };
    const state = async () =>
      TwoFactorStateAnswer.parse(
        (await server.api({ method: 'GET', url: TWO_FACTOR_API.state.path, headers: auth })).json(),
      ).data;
    expect(await state()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const setup = TwoFactorSetupAnswer.parse(
      (await server.api({ method: 'POST', url: TWO_FACTOR_API.setup.path, headers: auth })).json(),
    ).data;
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const enable = (code: string) =>
      server.api({ method: 'POST', url: TWO_FACTOR_API.enable.path, headers: auth, payload: { code } });
    const wrong = String((Number(codeAt(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    expectCode(await enable(wrong), 401, 'totp_invalid');
    expect((await state()).enabled).toBe(false);
    const firstCode = codeAt(setup.secret);
    const enabled = await enable(firstCode);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const recovery = TwoFactorEnabledAnswer.parse(enabled.json()).data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(await state()).toEqual({ enabled: true, recovery_codes_left: 10 });

    const sessionsBefore = await server.db.$count(sessions);
    const login = (code?: string) =>
      server.api({
        method: 'POST',
        url: AUTH_API.loginEmailPassword.path,
        headers: code ? { [TOTP_HEADER]: code } : {},
        payload: { email, password: 'password1' },
      });
    expectCode(await login(), 401, 'totp_required');
    // The code that enabled it is spent: it cannot sign in again.
    expectCode(await login(firstCode), 401, 'totp_invalid');
    expect(await server.db.$count(sessions)).toBe(sessionsBefore);
    const signedIn = await login(codeAt(setup.secret, 30));
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const me = (await server.db.select().from(sessions).orderBy(sessions.createdAt)).at(-1);
    await createWalletService(server.db).credit({
      userId: me?.userId ?? 0,
      currency: 'RUB',
      amountMinor: toMinor('1000', 'RUB'),
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    const payout = (code?: string, key = `k-${randomUUID()}`) =>
      server.api({
        method: 'POST',
        url: BILLING_API.requestPayout.path,
        headers: { ...auth, 'idempotency-key': key, ...(code ? { [TOTP_HEADER]: code } : {}) },
        payload: { amount: '200', method: 'card', destination: '4111111111111111' },
      });
    expectCode(await payout(), 401, 'totp_required');
    const [first, second] = recovery;
    const key = `k-${randomUUID()}`;
    const paid = await payout(first, key);
    expect(paid.statusCode, paid.body).toBe(200);
    // Its answer lost, the same request sent again answers the first answer (its code is spent by now).
    const resent = await payout(first, key);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual(paid.json());
    expectCode(await payout(first), 401, 'totp_invalid'); // a recovery code signs once
    expect((await state()).recovery_codes_left).toBe(9);

    const disable = (code: string) =>
      server.api({ method: 'POST', url: TWO_FACTOR_API.disable.path, headers: auth, payload: { code } });
    expectCode(await disable('000000'), 401, 'totp_invalid');
    expect((await disable(second ?? '')).statusCode).toBe(200);
    expect(await state()).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login()).statusCode).toBe(200);
    expect((await payout()).statusCode).toBe(200);
    expect(await server.db.$count(sessions, eq(sessions.userId, me?.userId ?? 0))).toBeGreaterThan(1);
  });
});
