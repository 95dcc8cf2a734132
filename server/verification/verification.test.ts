import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorVerificationList, VerificationAnswer } from '../../contract/api/account';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { VERIFICATION_API } from '../../contract/api/verification';
import { bearer, registerByEmail } from '../auth/registration.testing';
import { startTestServer, type TestServer } from '../test/harness';

const OPERATOR = 'operator-token-for-tests-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'lucky-kyc-'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir, operatorToken: OPERATOR, kycMaxBytes: 64 * 1024 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pad = (head: number[] | string, size = 512) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(size - start.length, 7)]);
};
const JPEG = pad([0xff, 0xd8, 0xff, 0xe0]);
const PNG = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = pad('%PDF-1.7\n');

const upload = (token: string, kind: string, type: string, payload: Buffer | string) =>
  server.api({
    method: 'POST',
    url: pathOf(VERIFICATION_API.upload.path, { kind }),
    headers: { ...bearer(token), 'content-type': type },
    payload,
  });
const state = async (token: string) =>
  VerificationAnswer.parse(
    (await server.api({ method: 'GET', url: VERIFICATION_API.state.path, headers: bearer(token) })).json(),
  ).data;
const profileVerification = async (token: string) =>
  ProfileAnswer.parse((await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json())
    .data.verification;
const operator = (method: 'GET' | 'POST', url: string, payload?: object, token = OPERATOR) =>
  server.api({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const errorsOf = (res: { json(): unknown }) => ValidationErrorBody.parse(res.json()).errors;

describe('verification (KYC)', () => {
  it('operator asks, player uploads both documents, operator rejects then approves; the player sees each step', async () => {
    const { token } = await registerByEmail(server, 'kyc@example.com');
    const me = (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json().data;
    expect(await profileVerification(token)).toEqual({ is_need: false, data: { status: null } });
    expect(await state(token)).toEqual({ is_need: false, status: null, group: null, reason: null, documents: [] });

    expect((await operator('POST', pathOf(VERIFICATION_API.operatorRequest.path, { userId: me.id }))).statusCode).toBe(
      200,
    );
    expect(await profileVerification(token)).toEqual({ is_need: true, data: { status: 'init' } });

    const identity = await upload(token, 'identity', 'application/pdf', PDF);
    expect(identity.statusCode, identity.body).toBe(200);
    expect(VerificationAnswer.parse(identity.json()).data).toMatchObject({ status: 'waiting', group: 'pending' });
    const selfie = await upload(token, 'selfie', 'image/jpeg', JPEG);
    expect(VerificationAnswer.parse(selfie.json()).data).toMatchObject({ status: 'pending', is_need: true });
    expect((await state(token)).documents.map((d) => d.kind)).toEqual(['identity', 'selfie']);

    // Stored under DATA_DIR/kyc/<user>/, outside the site.
    const files = readdirSync(join(dataDir, 'kyc', String(me.id)));
    expect(files).toHaveLength(2);

    const list = OperatorVerificationList.parse(
      (await operator('GET', `${VERIFICATION_API.operatorList.path}?status=pending`)).json(),
    );
    const entry = list.data.find((v) => v.user_id === me.id);
    expect(entry?.documents.map((d) => d.kind)).toEqual(['identity', 'selfie']);
    const file = await operator(
      'GET',
      pathOf(VERIFICATION_API.operatorDocument.path, { id: entry?.documents[1]?.id ?? 0 }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    const noReason = await operator(
      'POST',
      pathOf(VERIFICATION_API.operatorDecision.path, { userId: me.id, decision: 'reject' }),
      {},
    );
    expect(errorsOf(noReason)).toEqual({ reason: ['reason_required: Say why, so the player can fix it'] });
    expect(
      (
        await operator('POST', pathOf(VERIFICATION_API.operatorDecision.path, { userId: me.id, decision: 'reject' }), {
          reason: 'The photo is blurred',
        })
      ).statusCode,
    ).toBe(200);
    expect(await state(token)).toMatchObject({
      status: 'failed',
      group: 'failed',
      reason: 'The photo is blurred',
      documents: [],
    });
    expect(await profileVerification(token)).toEqual({ is_need: true, data: { status: 'failed' } });
    const early = await operator(
      'POST',
      pathOf(VERIFICATION_API.operatorDecision.path, { userId: me.id, decision: 'approve' }),
    );
    expect(early.statusCode, early.body).toBe(409);

    // Sent again: pending again, then approved.
    await upload(token, 'identity', 'image/png', PNG);
    expect((await state(token)).status).toBe('waiting');
    await upload(token, 'selfie', 'image/png', PNG);
    expect((await state(token)).status).toBe('pending');
    const approve = () =>
      server.api({
        method: 'POST',
        url: pathOf(VERIFICATION_API.operatorDecision.path, { userId: me.id, decision: 'approve' }),
        headers: { authorization: `Bearer ${OPERATOR}`, 'idempotency-key': 'kyc-approve-1' },
      });
    expect((await approve()).json()).toEqual({ success: true, data: { status: 'verified' } });
    // Resent with its key (the answer was lost): the first answer, not "nothing to decide".
    const resent = await approve();
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true, data: { status: 'verified' } });
    expect(await profileVerification(token)).toEqual({ is_need: false, data: { status: 'verified' } });
    expect(await state(token)).toMatchObject({ group: 'success', reason: null });
    const after = await upload(token, 'selfie', 'image/png', PNG);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'already_verified' });
  });

  it('checks type and size of uploads', async () => {
    const { token } = await registerByEmail(server, 'kyc-bad@example.com');
    // A PDF selfie, a text file, a PNG labelled as JPEG, an unknown kind, nothing, too large.
    expect(errorsOf(await upload(token, 'selfie', 'application/pdf', PDF))).toEqual({
      file: ['file_type: Send a JPEG or PNG photo'],
    });
    expect(errorsOf(await upload(token, 'identity', 'text/plain', 'hello world'))).toEqual({
      file: ['file_type: Send a JPEG, PNG or PDF file'],
    });
    expect(errorsOf(await upload(token, 'identity', 'image/jpeg', PNG)).file?.[0]).toMatch(/^file_type: /);
    expect(errorsOf(await upload(token, 'passport', 'image/jpeg', JPEG)).kind?.[0]).toMatch(/^kind_invalid: /);
    expect(errorsOf(await upload(token, 'identity', 'image/jpeg', Buffer.alloc(0))).file?.[0]).toMatch(
      /^file_required: /,
    );
    const big = await upload(token, 'identity', 'image/jpeg', pad([0xff, 0xd8, 0xff, 0xe0], 65 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'too_large' });
    expect(await state(token)).toMatchObject({ status: null, documents: [] });
    const anonymous = await server.api({
      method: 'POST',
      url: pathOf(VERIFICATION_API.upload.path, { kind: 'selfie' }),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the operator API needs the operator token', async () => {
    expect(
      (await operator('GET', VERIFICATION_API.operatorList.path, undefined, 'wrong-token-wrong-token')).statusCode,
    ).toBe(401);
    const { token } = await registerByEmail(server, 'kyc-op@example.com');
    expect(
      (await server.api({ method: 'GET', url: VERIFICATION_API.operatorList.path, headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await operator('GET', pathOf(VERIFICATION_API.operatorDocument.path, { id: 999999 }))).statusCode).toBe(
      404,
    );
    expect(existsSync(join(dataDir, 'kyc'))).toBe(true);
  });
});
