import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENTS_API } from '../../contract/api/backoffice-adjustments';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody } from '../../contract/api/errors';
import { AdjustmentRequest, BalanceAnswer, PendingAdjustmentAnswer, WALLET_API } from '../../contract/api/wallet';
import { auditEntries, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, type Player, registerPlayer } from '../wallet/players.testing';

const AUTOMATION = 'operator-token-for-adjustments-0123';
let server: TestServer;
let asker: { authorization: string };
let approver: { authorization: string };
let other: { authorization: string };
let support: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION });
  asker = await operatorSession(server, AUTOMATION, 'asker@example.com', 'payments');
  approver = await operatorSession(server, AUTOMATION, 'approver@example.com', 'payments');
  other = await operatorSession(server, AUTOMATION, 'second@example.com', 'admin');
  support = await operatorSession(server, AUTOMATION, 'support@example.com', 'support');
});
afterAll(async () => {
  await server?.close();
});

const adjust = (by: Record<string, string>, key: string, player: Player, amount: string, account = 'cash') =>
  server.api({
    method: 'POST',
    url: WALLET_API.operatorAdjust.path,
    headers: { ...by, 'idempotency-key': key },
    payload: { user_id: player.userId, account, amount, reason: 'VIP compensation' },
  });

const decide = (by: Record<string, string>, key: string, id: number, decision: 'approve' | 'reject', reason?: string) =>
  server.api({
    method: 'POST',
    url: pathOf((decision === 'approve' ? ADJUSTMENTS_API.approve : ADJUSTMENTS_API.reject).path, { id }),
    headers: { ...by, 'idempotency-key': key },
    ...(reason ? { payload: { reason } } : {}),
  });

const cashOf = async (player: Player) =>
  BalanceAnswer.parse((await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth })).json())
    .data.balance;

async function pending(
  by: Record<string, string>,
  key: string,
  player: Player,
  amount: string,
): Promise<AdjustmentRequest> {
  const res = await adjust(by, key, player, amount);
  expect(res.statusCode, res.body).toBe(202);
  return PendingAdjustmentAnswer.parse(res.json()).data.request;
}

describe('manual adjustments above the threshold', () => {
  it('posts at the threshold at once; above it asks for a second operator and moves nothing (a resend is the same request)', async () => {
    const player = await registerPlayer(server);
    expect((await adjust(asker, 'at-threshold', player, '10000')).statusCode).toBe(200);
    expect(await cashOf(player)).toBe('10000.00');

    const above = await adjust(asker, 'above-threshold', player, '10000.01');
    expect(above.statusCode, above.body).toBe(202);
    const answer = PendingAdjustmentAnswer.parse(above.json()).data;
    expect(answer).toMatchObject({ threshold: '10000.00', request: { status: 'pending', amount: '10000.01' } });
    expect(await cashOf(player)).toBe('10000.00');

    const resent = PendingAdjustmentAnswer.parse((await adjust(asker, 'above-threshold', player, '10000.01')).json());
    expect(resent.data.request.id).toBe(answer.request.id);
    const changed = await adjust(asker, 'above-threshold', player, '20000');
    expect(changed.statusCode).toBe(409);

    const list = await server.api({ method: 'GET', url: ADJUSTMENTS_API.list.path, headers: approver });
    expect(
      AdjustmentRequest.array()
        .parse(list.json().data)
        .map((r) => r.id),
    ).toContain(answer.request.id);
    expect(await auditEntries(server, AUTOMATION, { action: 'wallet.adjust_request' })).toHaveLength(1);
  });

  it('scales the threshold per currency (100 USD)', async () => {
    const player = await registerPlayer(server, 'USD');
    expect((await adjust(asker, 'usd-at-threshold', player, '100')).statusCode).toBe(200);
    expect((await adjust(asker, 'usd-above-threshold', player, '100.01')).statusCode).toBe(202);
  });

  it('refuses the requester’s own approval and a support operator’s; a second operator’s approval posts once', async () => {
    const player = await registerPlayer(server);
    const request = await pending(asker, 'big-credit', player, '15000');

    const own = await decide(asker, 'own-approval', request.id, 'approve');
    expect(own.statusCode).toBe(409);
    expect(ErrorBody.parse(own.json()).code).toBe('same_operator');
    expect((await decide(support, 'support-approval', request.id, 'approve')).statusCode).toBe(403);

    // Two operators approve at once: one posts, the other finds it decided.
    const [a, b] = await Promise.all([
      decide(approver, 'race-approval-a', request.id, 'approve'),
      decide(other, 'race-approval-b', request.id, 'approve'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(ErrorBody.parse(lost.json()).code).toBe('adjustment_decided');
    const approved = AdjustmentRequest.parse(won.json().data);
    expect(approved).toMatchObject({ status: 'approved', requested_by: 'asker@example.com' });
    expect(approved.tx_id).toBeGreaterThan(0);
    expect(await cashOf(player)).toBe('15000.00');

    // The winner's resend answers the same approval and moves nothing.
    const resent = await decide(
      won === a ? approver : other,
      won === a ? 'race-approval-a' : 'race-approval-b',
      request.id,
      'approve',
    );
    expect(resent.statusCode).toBe(200);
    expect(await cashOf(player)).toBe('15000.00');
    const movements = rowsOf<{ n: number }>(
      await server.db.execute(
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = ${player.userId} AND kind = 'adjustment'`,
      ),
    );
    expect(movements[0]?.n).toBe(1);
    const approvals = await auditEntries(server, AUTOMATION, { action: 'wallet.adjust_approve' });
    expect(approvals.filter((e) => (e.after as { id: number }).id === request.id)).toHaveLength(1);
    await expectBooksBalanced(server);
  });

  it('rejects with a reason (nothing moves, it cannot be approved after) and leaves a debit pending when the cash is gone', async () => {
    const player = await registerPlayer(server);
    const request = await pending(asker, 'to-reject', player, '50000');
    const rejected = await decide(approver, 'reject-1', request.id, 'reject', 'No ticket for it');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(AdjustmentRequest.parse(rejected.json().data)).toMatchObject({
      status: 'rejected',
      reject_reason: 'No ticket for it',
      decided_by: 'approver@example.com',
    });
    expect((await decide(other, 'approve-rejected', request.id, 'approve')).statusCode).toBe(409);
    expect(await cashOf(player)).toBe('0.00');

    const debit = await pending(asker, 'big-debit', player, '-20000');
    const short = await decide(approver, 'debit-approve', debit.id, 'approve');
    expect(short.statusCode).toBe(422);
    expect(ErrorBody.parse(short.json()).code).toBe('insufficient_funds');
    const still = await server.api({ method: 'GET', url: ADJUSTMENTS_API.list.path, headers: other });
    expect(
      AdjustmentRequest.array()
        .parse(still.json().data)
        .find((r) => r.id === debit.id)?.status,
    ).toBe('pending');
    await expectBooksBalanced(server);
  });
});
