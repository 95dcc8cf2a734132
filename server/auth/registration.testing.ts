import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AUTH_API, TokenAnswer } from '../../contract/api/auth';
import { oneTimeCodes, outboxMessages } from '../db/schema';
import type { TestServer } from '../test/harness';

export const consents = { adult_confirmed: true, agreement_accepted: true } as const;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest outbox message to this address, and the 6-digit code in it. */
export async function lastMessage(server: TestServer, to: string) {
  const [row] = await server.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return { row, code: row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null };
}

export async function lastCode(server: TestServer, to: string): Promise<string> {
  const { code } = await lastMessage(server, to);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export async function outboxCount(server: TestServer, to: string): Promise<number> {
  return server.db.$count(outboxMessages, eq(outboxMessages.recipient, to));
}

/** Moves the codes to this address back in time, as if `ms` had passed (resend delay, expiry). */
export async function ageCodes(server: TestServer, to: string, ms: number): Promise<void> {
  const interval = sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);
  await server.db
    .update(oneTimeCodes)
    .set({ sentAt: sql`${oneTimeCodes.sentAt} - ${interval}`, expiresAt: sql`${oneTimeCodes.expiresAt} - ${interval}` })
    .where(and(eq(oneTimeCodes.target, to)));
}

/** A code differing from `code` in every digit. */
export const wrongCode = (code: string) =>
  code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');

export async function registerByPhone(server: TestServer, phone: string, extra: object = {}) {
  const res = await server.api({
    method: 'POST',
    url: AUTH_API.registerPhone.path,
    payload: { phone, password: 'password1', ...consents, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TokenAnswer.parse(res.json());
}

export async function registerByEmail(server: TestServer, email: string, extra: object = {}) {
  const res = await server.api({
    method: 'POST',
    url: AUTH_API.registerEmail.path,
    payload: { email, password: 'password1', ...consents, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TokenAnswer.parse(res.json());
}
