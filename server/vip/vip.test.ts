import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API } from '../../contract/api/profile';
import { OperatorVipAnswer, VIP_API, VipAnswer } from '../../contract/api/vip';
import { bearer, registerByEmail } from '../auth/registration.testing';
import { startTestServer, type TestServer } from '../test/harness';

const OPERATOR = 'operator-token-for-tests-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR });
});
afterAll(async () => {
  await server?.close();
});

const join = (token: string, payload: object) =>
  server.api({ method: 'POST', url: VIP_API.join.path, headers: bearer(token), payload });
const current = async (token: string) =>
  VipAnswer.parse((await server.api({ method: 'GET', url: VIP_API.request.path, headers: bearer(token) })).json()).data;
const operator = (method: 'GET' | 'POST', url: string) =>
  server.api({ method, url, headers: { authorization: `Bearer ${OPERATOR}` } });

describe('VIP club requests', () => {
  it('stores one request per player, answers a repeat with the first one, and shows the operator decision', async () => {
    const { token } = await registerByEmail(server, 'vip@example.com');
    const me = (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json().data;
    expect(await current(token)).toBeNull();

    const first = await join(token, { request_type: 'social' });
    expect(first.statusCode, first.body).toBe(200);
    expect(VipAnswer.parse(first.json()).data).toMatchObject({ status: 'pending', request_type: 'social' });
    const again = VipAnswer.parse((await join(token, { request_type: 'page' })).json()).data;
    expect(again?.request_type).toBe('social');
    expect(again?.requested_at).toBe(VipAnswer.parse(first.json()).data?.requested_at);

    const list = OperatorVipAnswer.parse((await operator('GET', VIP_API.operatorRequests.path)).json()).data.items;
    expect(list.filter((item) => item.user_id === me.id)).toHaveLength(1);
    const accepted = await operator(
      'POST',
      pathOf(VIP_API.operatorDecision.path, { userId: me.id, decision: 'accept' }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seen = await current(token);
    expect(seen?.status).toBe('accepted');
    expect(seen?.decided_at).not.toBeNull();
  });

  it('refuses a bad request_type with 422, a guest with 401, and an unknown player for the operator with 404', async () => {
    const { token } = await registerByEmail(server, 'vip-bad@example.com');
    const bad = await join(token, { request_type: 'gold' });
    expect(bad.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(bad.json()).errors.request_type?.[0]).toMatch(/^request_type_invalid:/);
    expect(await current(token)).toBeNull();
    expect(
      (await server.api({ method: 'POST', url: VIP_API.join.path, payload: { request_type: 'page' } })).statusCode,
    ).toBe(401);
    expect(
      (await operator('POST', pathOf(VIP_API.operatorDecision.path, { userId: 999999, decision: 'decline' })))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await server.api({
          method: 'GET',
          url: VIP_API.operatorRequests.path,
          headers: { authorization: 'Bearer nope' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
