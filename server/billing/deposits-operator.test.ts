import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_PAYMENTS_API, OperatorDeposit } from '../../contract/api/backoffice-payments';
import { BILLING_API, BillingDataAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody } from '../../contract/api/errors';
import { BalanceAnswer, WALLET_API } from '../../contract/api/wallet';
import { auditEntries, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, type Player, registerPlayer } from '../wallet/players.testing';
import { sandboxDeposit } from './sandbox-deposit.testing';

const AUTOMATION = 'operator-token-for-deposits-0123456';
const SECRET = 'deposits-webhook-secret';
let server: TestServer;
let payments: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION, paymentWebhookSecret: SECRET, sandboxPayments: true });
  payments = await operatorSession(server, AUTOMATION, 'cashier@example.com', 'payments');
});
afterAll(async () => {
  await server?.close();
});

async function deposits(query: Record<string, string>) {
  const res = await server.api({ method: 'GET', url: BACKOFFICE_PAYMENTS_API.deposits.path, headers: payments, query });
  expect(res.statusCode, res.body).toBe(200);
  return { items: OperatorDeposit.array().parse(res.json().data), next: res.json().next_before_id as number | null };
}

const refund = (id: number, key: string, reason = 'Card holder disputed it') =>
  server.api({
    method: 'POST',
    url: pathOf(BACKOFFICE_PAYMENTS_API.refund.path, { id }),
    headers: { ...payments, 'idempotency-key': key },
    payload: { reason },
  });

const cashOf = async (player: Player) =>
  BalanceAnswer.parse((await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth })).json())
    .data.balance;

describe('back-office deposits', () => {
  it('lists deposits with their provider state, filtered by status, player and dates, in pages', async () => {
    const player = await registerPlayer(server);
    await sandboxDeposit(server, SECRET, player, '1000');
    await sandboxDeposit(server, SECRET, player, '250');
    const methods = BillingDataAnswer.parse(
      (await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth })).json(),
    ).data.payments.methods;
    const open = await server.api({
      method: 'POST',
      url: BILLING_API.createInvoice.path,
      headers: { ...player.auth, 'idempotency-key': `k-${randomUUID()}` },
      payload: { method_hash: methods.find((m) => m.kind === 'card')?.hash, amount: '300' },
    });
    expect(open.statusCode, open.body).toBe(200);

    const user = String(player.userId);
    const paid = await deposits({ user_id: user, status: 'paid' });
    expect(paid.items.map((d) => [d.amount, d.paid, d.credited, d.provider, d.refund])).toEqual([
      ['250.00', '250.00', '250.00', 'sandbox', null],
      ['1000.00', '1000.00', '1000.00', 'sandbox', null],
    ]);
    expect((await deposits({ user_id: user, status: 'waiting' })).items.map((d) => d.amount)).toEqual(['300.00']);

    const first = await deposits({ user_id: user, limit: '2' });
    expect(first.items).toHaveLength(2);
    const rest = await deposits({ user_id: user, before_id: String(first.next) });
    expect(rest.items.map((d) => d.amount)).toEqual(['1000.00']);
    expect((await deposits({ user_id: user, from: new Date(Date.now() + 3600_000).toISOString() })).items).toEqual([]);
  });

  it('refunds a paid deposit once, audited; a resend answers the refund; an unpaid deposit cannot be refunded', async () => {
    const player = await registerPlayer(server);
    await sandboxDeposit(server, SECRET, player, '700');
    const [deposit] = (await deposits({ user_id: String(player.userId) })).items;
    if (!deposit) throw new Error('no deposit');

    const done = await refund(deposit.id, 'refund-700');
    expect(done.statusCode, done.body).toBe(200);
    expect(OperatorDeposit.parse(done.json().data).refund).toMatchObject({
      amount: '700.00',
      actor: 'cashier@example.com',
      reason: 'Card holder disputed it',
    });
    expect(await cashOf(player)).toBe('0.00');
    expect((await refund(deposit.id, 'refund-700')).statusCode).toBe(200);
    const twice = await refund(deposit.id, 'refund-700-again');
    expect(twice.statusCode).toBe(409);
    expect(ErrorBody.parse(twice.json()).code).toBe('already_refunded');
    expect(await cashOf(player)).toBe('0.00');
    expect(await auditEntries(server, AUTOMATION, { target: `invoice:${deposit.id}` })).toHaveLength(1);

    const waiting = (await deposits({ status: 'waiting' })).items[0];
    if (!waiting) throw new Error('no waiting deposit');
    const unpaid = await refund(waiting.id, 'refund-unpaid');
    expect(unpaid.statusCode).toBe(409);
    expect(ErrorBody.parse(unpaid.json()).code).toBe('deposit_not_paid');
    await expectBooksBalanced(server);
  });

  it('refuses a refund when the player’s cash no longer holds the deposit, and writes nothing', async () => {
    const player = await registerPlayer(server);
    await sandboxDeposit(server, SECRET, player, '500');
    const spent = await server.api({
      method: 'POST',
      url: WALLET_API.operatorAdjust.path,
      headers: { ...payments, 'idempotency-key': 'spend-400' },
      payload: { user_id: player.userId, account: 'cash', amount: '-400', reason: 'chargeback fee' },
    });
    expect(spent.statusCode, spent.body).toBe(200);
    const [deposit] = (await deposits({ user_id: String(player.userId) })).items;
    if (!deposit) throw new Error('no deposit');

    const res = await refund(deposit.id, 'refund-short');
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).code).toBe('insufficient_funds');
    expect(await cashOf(player)).toBe('100.00');
    const stored = rowsOf<{ n: number }>(
      await server.db.execute(sql`SELECT count(*)::int AS n FROM deposit_refunds WHERE invoice_id = ${deposit.id}`),
    );
    expect(stored[0]?.n).toBe(0);
    expect(await auditEntries(server, AUTOMATION, { target: `invoice:${deposit.id}` })).toEqual([]);
  });
});
