import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AUTH_API, TokenAnswer } from '../../contract/api/auth';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { type Currency, toMinor } from '../../contract/money';
import type { TestServer } from '../test/harness';
import { checkLedger } from './reconcile';
import { createWalletService } from './service';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';

export interface Player {
  userId: number;
  token: string;
  auth: { authorization: string };
}

/** Registers a player through the API (with the promo code the sign-up form sends, if any); their id and bearer. */
export async function registerPlayer(
  server: TestServer,
  currency: Currency = 'RUB',
  promo: string | undefined = undefined,
): Promise<Player> {
  const res = await server.api({
    method: 'POST',
    url: AUTH_API.registerEmail.path,
    payload: {
      email: `p-${randomUUID()}@example.com`,
      password: 'password1',
      currency,
      adult_confirmed: true,
      agreement_accepted: true,
      ...(promo === undefined ? {} : { promo }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = TokenAnswer.parse(res.json()).token;
  const auth = { authorization: `Bearer ${token}` };
  const me = ProfileAnswer.parse(
    (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: auth })).json(),
  );
  return { userId: me.data.id, token, auth };
}

/** The reconciliation every wallet test ends with. */
export async function expectBooksBalanced(server: TestServer): Promise<void> {
  const report = await checkLedger(server.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

export const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A new player with `amount` of real money (an adjustment). */
export async function fundedPlayer(server: TestServer, amount: string, currency: Currency = 'RUB'): Promise<Player> {
  const player = await registerPlayer(server, currency);
  if (toMinor(amount, currency) === 0n) return player;
  await createWalletService(server.db).credit({
    userId: player.userId,
    currency,
    amountMinor: toMinor(amount, currency),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return player;
}
