import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, BACKOFFICE_API, CreatedOperatorAnswer } from '../../contract/api/backoffice';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/api/endpoints';
import { ErrorBody } from '../../contract/api/errors';
import { GEO_API } from '../../contract/api/geo';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { OPERATOR_ROLES, type OperatorRole, roleAllows } from '../../contract/backoffice/roles';
import { bearer, registerByEmail } from '../auth/registration.testing';
import { startTestServer, type TestServer } from '../test/harness';

const AUTOMATION = 'operator-token-for-tests-0123456789';
const PASSWORD = 'correct horse battery';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION });
});
afterAll(async () => {
  await server?.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function createOperator(email: string, role: OperatorRole) {
  const res = await server.api({
    method: 'POST',
    url: BACKOFFICE_API.createOperator.path,
    headers: as(AUTOMATION),
    payload: { email, name: email.split('@')[0], role, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return CreatedOperatorAnswer.parse(res.json()).data;
}

const signIn = (email: string, code: string, password = PASSWORD) =>
  server.api({ method: 'POST', url: BACKOFFICE_API.signIn.path, payload: { email, password, code } });

async function sessionOf(email: string, role: OperatorRole): Promise<string> {
  const created = await createOperator(email, role);
  const res = await signIn(email, codeOf(created.totp_secret));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const auditOf = async (query: Record<string, string>) => {
  const res = await server.api({ method: 'GET', url: BACKOFFICE_API.audit.path, query, headers: as(AUTOMATION) });
  expect(res.statusCode, res.body).toBe(200);
  return AuditEntry.array().parse(res.json().data);
};

describe('back-office operators', () => {
  it('signs in with e-mail, password and a TOTP code, each code once; a wrong password or code says nothing more', async () => {
    const created = await createOperator('Pay@Example.com', 'payments');
    expect(created.operator).toMatchObject({ email: 'pay@example.com', role: 'payments', disabled: false });
    expect(created.otpauth_url).toMatch(/^otpauth:\/\/totp\//);

    const code = codeOf(created.totp_secret);
    const wrongPassword = await signIn('pay@example.com', code, 'not the password');
    const wrongCode = await signIn('pay@example.com', code === '000000' ? '111111' : '000000');
    for (const res of [wrongPassword, wrongCode]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('sign_in_failed');
    }

    const first = await signIn('pay@example.com', code);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().data.token as string;
    expect(token.startsWith('bo_')).toBe(true);
    const again = await signIn('pay@example.com', code);
    expect(again.statusCode, 'the same code cannot open a second session').toBe(401);

    const who = await server.api({ method: 'GET', url: BACKOFFICE_API.who.path, headers: as(token) });
    expect(who.json().data).toMatchObject({ actor: 'pay@example.com', role: 'payments' });

    const out = await server.api({ method: 'DELETE', url: BACKOFFICE_API.signOut.path, headers: as(token) });
    expect(out.statusCode).toBe(200);
    const after = await server.api({ method: 'GET', url: BACKOFFICE_API.who.path, headers: as(token) });
    expect(after.statusCode, 'a signed-out session is refused').toBe(401);
    expect((await auditOf({ actor: 'pay@example.com' })).map((e) => e.action)).toEqual([
      'session.sign_out',
      'session.sign_in',
    ]);
  });

  it('checks every operator endpoint against its roles before reading its input (a support operator cannot approve a payout)', async () => {
    const sessions = {
      support: await sessionOf('support@example.com', 'support'),
      payments: await sessionOf('payments@example.com', 'payments'),
      risk: await sessionOf('risk@example.com', 'risk'),
      admin: await sessionOf('admin@example.com', 'admin'),
    } satisfies Record<OperatorRole, string>;
    const operatorEndpoints = ENDPOINTS.filter((e) => e.path.startsWith('/operator') && e.operatorRoles !== 'none');
    expect(operatorEndpoints.length).toBeGreaterThan(60);
    for (const endpoint of operatorEndpoints) {
      const allowed = endpoint.operatorRoles;
      if (!allowed || allowed === 'none') throw new Error(`${endpoint.path} names no roles`);
      const url = pathOf(endpoint.path, {
        id: 1,
        userId: 1,
        decision: 'approve',
        action: 'approve',
        document: 'privacy',
        game: 'dice',
      });
      for (const role of OPERATOR_ROLES) {
        // Signing out would end the session the next endpoints use.
        if (endpoint === BACKOFFICE_API.signOut) continue;
        const res = await server.api({ method: endpoint.method, url, headers: as(sessions[role]), payload: {} });
        const forbidden = res.statusCode === 403 && ErrorBody.parse(res.json()).code === 'role_forbidden';
        expect(forbidden, `${role} ${endpoint.method} ${endpoint.path}: ${res.statusCode}`).toBe(
          !roleAllows(role, allowed),
        );
      }
    }
    const approve = await server.api({
      method: 'POST',
      url: pathOf(BILLING_API.operatorPayoutAction.path, { id: 1, action: 'approve' }),
      headers: { ...as(sessions.support), 'idempotency-key': 'support-tries-1' },
    });
    expect(approve.statusCode).toBe(403);
  });

  it('records each change with its before and after in its own transaction; the log cannot be rewritten', async () => {
    const admin = await sessionOf('root@example.com', 'admin');
    const created = await createOperator('temp@example.com', 'support');
    const patch = await server.api({
      method: 'PATCH',
      url: pathOf(BACKOFFICE_API.updateOperator.path, { id: created.operator.id }),
      headers: as(admin),
      payload: { role: 'risk' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [entry] = await auditOf({ target: `operator:${created.operator.id}`, action: 'operator.update' });
    expect(entry).toMatchObject({
      actor: 'root@example.com',
      role: 'admin',
      before: { role: 'support' },
      after: { role: 'risk' },
    });

    // A refused change writes no audit row.
    const before = (await auditOf({ action: 'operator.create' })).length;
    const duplicate = await server.api({
      method: 'POST',
      url: BACKOFFICE_API.createOperator.path,
      headers: as(admin),
      payload: { email: 'temp@example.com', name: 'Again', role: 'support', password: PASSWORD },
    });
    expect(duplicate.statusCode).toBe(422);
    expect((await auditOf({ action: 'operator.create' })).length).toBe(before);

    for (const statement of [sql`UPDATE operator_audit SET action = 'x'`, sql`DELETE FROM operator_audit`]) {
      await expect(server.db.execute(statement)).rejects.toThrow();
    }
    expect((await auditOf({ action: 'operator.create' })).length).toBe(before);
  });

  it('ends a disabled operator’s sessions at once and never disables the last admin', async () => {
    const admin = await sessionOf('chief@example.com', 'admin');
    const created = await createOperator('leaving@example.com', 'support');
    const session = await signIn('leaving@example.com', codeOf(created.totp_secret));
    const token = session.json().data.token as string;
    await server.api({
      method: 'PATCH',
      url: pathOf(BACKOFFICE_API.updateOperator.path, { id: created.operator.id }),
      headers: as(admin),
      payload: { disabled: true },
    });
    expect((await server.api({ method: 'GET', url: BACKOFFICE_API.who.path, headers: as(token) })).statusCode).toBe(
      401,
    );

    const list = await server.api({ method: 'GET', url: BACKOFFICE_API.operators.path, headers: as(admin) });
    const admins = (list.json().data as { id: number; role: string; disabled: boolean }[]).filter(
      (o) => o.role === 'admin' && !o.disabled,
    );
    for (const other of admins.slice(1)) {
      await server.api({
        method: 'PATCH',
        url: pathOf(BACKOFFICE_API.updateOperator.path, { id: other.id }),
        headers: as(AUTOMATION),
        payload: { disabled: true },
      });
    }
    const last = admins[0];
    if (!last) throw new Error('no admin');
    const refused = await server.api({
      method: 'PATCH',
      url: pathOf(BACKOFFICE_API.updateOperator.path, { id: last.id }),
      headers: as(AUTOMATION),
      payload: { role: 'support' },
    });
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json()).code).toBe('last_admin');
  });

  it('audits a money adjustment once (its resend writes nothing more) and a setting with what it was before', async () => {
    const payments = await sessionOf('cashier@example.com', 'payments');
    const { token } = await registerByEmail(server, 'audited-player@example.com');
    const me = (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json().data;
    const adjust = () =>
      server.api({
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...as(payments), 'idempotency-key': 'goodwill-1' },
        payload: { user_id: me.id, account: 'cash', amount: '25', reason: 'goodwill' },
      });
    expect((await adjust()).statusCode).toBe(200);
    expect((await adjust()).json().data.replayed).toBe(true);
    const adjustments = await auditOf({ target: `user:${me.id}`, action: 'wallet.adjust' });
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ actor: 'cashier@example.com', after: { amount: '25', reason: 'goodwill' } });

    const setCountries = (countries: string[]) =>
      server.api({
        method: 'PUT',
        url: GEO_API.operatorSetBlockedCountries.path,
        headers: as(AUTOMATION),
        payload: { countries },
      });
    expect((await setCountries(['US'])).statusCode).toBe(200);
    expect((await setCountries(['US', 'FR'])).statusCode).toBe(200);
    const [latest] = await auditOf({ action: 'geo.blocked_countries' });
    expect(latest).toMatchObject({ actor: 'automation', role: 'admin', before: ['US'], after: ['US', 'FR'] });
    await setCountries([]);
  });
});
