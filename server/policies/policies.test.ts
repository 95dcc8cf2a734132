import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { ChangedPolicy, POLICIES_API, PolicyVersion } from '../../contract/api/policies';
import { POLICY_DOCUMENTS } from '../../contract/policy-documents';
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

const current = (document: string, locale: string) =>
  server.api({ method: 'GET', url: `${pathOf(POLICIES_API.current.path, { document })}?locale=${locale}` });
const changed = async (token: string) => {
  const answer = await server.api({ method: 'GET', url: POLICIES_API.acceptance.path, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return ChangedPolicy.array().parse(answer.json().data.changed);
};
const publish = (document: string, body: object, key = randomUUID()) =>
  server.api({
    method: 'POST',
    url: pathOf(POLICIES_API.operatorPublish.path, { document }),
    headers: { authorization: `Bearer ${OPERATOR}`, 'idempotency-key': key },
    payload: body,
  });
const accept = (token: string, document: string, version: number) =>
  server.api({
    method: 'POST',
    url: pathOf(POLICIES_API.accept.path, { document }),
    headers: bearer(token),
    payload: { version },
  });

const newTerms = {
  locale: 'en',
  title: 'User agreement',
  sections: [{ heading: '1. Who may play', paragraphs: ['You must be at least 21 years old.'] }],
};

describe('policy versions', () => {
  it('serves the shipped text as version 1 in each of its languages, and 404 where it has none', async () => {
    const ru = await current('confidential', 'ru');
    expect(ru.statusCode, ru.body).toBe(200);
    const policy = PolicyVersion.parse(ru.json().data);
    expect(policy).toMatchObject({ version: 1, locale: 'ru', title: POLICY_DOCUMENTS['ru/confidential'].title });
    expect(policy.sections).toEqual(POLICY_DOCUMENTS['ru/confidential'].sections);
    expect((await current('kyc', 'kz')).statusCode).toBe(404);
    const bad = await current('cookies', 'en');
    expect(bad.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(bad.json()).errors.document?.[0]).toMatch(/^policy_unknown:/);
  });

  it('records the version a new player accepted; a new version shows as changed until they accept it', async () => {
    const { token } = await registerByEmail(server, 'terms@example.com');
    expect(await changed(token)).toEqual([]);

    const published = await publish('user-agreement', newTerms);
    expect(published.statusCode, published.body).toBe(200);
    const version = PolicyVersion.parse(published.json().data);
    expect(version.version).toBe(2);
    expect(PolicyVersion.parse((await current('user-agreement', 'en')).json().data).sections).toEqual(
      newTerms.sections,
    );
    // The Russian page keeps its last text until the operator publishes one in Russian.
    expect(PolicyVersion.parse((await current('user-agreement', 'ru')).json().data).version).toBe(1);

    expect(await changed(token)).toEqual([{ document: 'user-agreement', accepted_version: 1, current_version: 2 }]);
    // A player who registers now accepts version 2 at once.
    const { token: later } = await registerByEmail(server, 'terms-later@example.com');
    expect(await changed(later)).toEqual([]);

    const accepted = await accept(token, 'user-agreement', 2);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.changed).toEqual([]);
    // Accepting the old version again (a stale tab) does not undo it.
    expect((await accept(token, 'user-agreement', 1)).statusCode).toBe(200);
    expect(await changed(token)).toEqual([]);
  });

  it('answers a resent publish with the version it made, refuses unknown versions and strangers', async () => {
    const key = randomUUID();
    const first = PolicyVersion.parse((await publish('kyc', { ...newTerms, title: 'KYC' }, key)).json().data);
    const again = PolicyVersion.parse((await publish('kyc', { ...newTerms, title: 'KYC' }, key)).json().data);
    expect(again.version).toBe(first.version);
    expect(PolicyVersion.parse((await current('kyc', 'en')).json().data).version).toBe(first.version);

    const { token } = await registerByEmail(server, 'terms-bad@example.com');
    const unknown = await accept(token, 'confidential', 99);
    expect(unknown.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(unknown.json()).errors.version?.[0]).toMatch(/^policy_version_unknown:/);
    expect((await publish('kyc', { locale: 'en', title: '', sections: [] })).statusCode).toBe(422);
    const stranger = await server.api({
      method: 'POST',
      url: pathOf(POLICIES_API.operatorPublish.path, { document: 'kyc' }),
      headers: { authorization: 'Bearer nope', 'idempotency-key': randomUUID() },
      payload: newTerms,
    });
    expect(stranger.statusCode).toBe(401);
    expect((await server.api({ method: 'GET', url: POLICIES_API.acceptance.path })).statusCode).toBe(401);
  });
});
