import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { AuditEntry, BACKOFFICE_API, CreatedOperatorAnswer } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import type { TestServer } from '../test/harness';

const PASSWORD = 'correct horse battery';

export const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** A back-office operator of `role`, created with the automation token and signed in with a TOTP code. */
export async function operatorSession(
  server: TestServer,
  automationToken: string,
  email: string,
  role: OperatorRole,
): Promise<{ authorization: string }> {
  const created = await server.api({
    method: 'POST',
    url: BACKOFFICE_API.createOperator.path,
    headers: as(automationToken),
    payload: { email, name: email.split('@')[0], role, password: PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { totp_secret } = CreatedOperatorAnswer.parse(created.json()).data;
  const code = new TOTP({ secret: Secret.fromBase32(totp_secret), digits: 6, period: 30 }).generate();
  const res = await server.api({
    method: 'POST',
    url: BACKOFFICE_API.signIn.path,
    payload: { email, password: PASSWORD, code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return as(res.json().data.token as string);
}

/** The audit log's entries matching `query`, newest first. */
export async function auditEntries(server: TestServer, automationToken: string, query: Record<string, string>) {
  const res = await server.api({
    method: 'GET',
    url: BACKOFFICE_API.audit.path,
    query,
    headers: as(automationToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return AuditEntry.array().parse(res.json().data);
}
