import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { AdjustAnswer, BalanceAnswer, HistoryAnswer, LedgerCheckAnswer, WALLET_API } from '../../contract/api/wallet';
import { startTestServer, type TestServer } from '../test/harness';
import { buildPostStatement, pgClientOf } from './ledger';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, registerPlayer } from './players.testing';
import { checkLedger } from './reconcile';
import { createWalletService, IdempotencyConflict, InsufficientFunds, type WalletService } from './service';

let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  wallet = createWalletService(server.db);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const fund = (userId: number, amountMinor: bigint) =>
  wallet.credit({
    userId,
    currency: 'RUB',
    amountMinor,
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });

const bet = (userId: number, amountMinor: bigint, key: string = randomUUID()) =>
  wallet.debit({ userId, currency: 'RUB', amountMinor, kind: 'bet', idempotencyKey: `bet:${key}` });

describe('wallet service', () => {
  it('opens four zero accounts at registration and the profile shows zero balances', async () => {
    const player = await registerPlayer(server);
    expect(await wallet.balances(player.userId, 'RUB')).toEqual({
      cash: 0n,
      bonus: 0n,
      bonusPending: 0n,
      payoutHold: 0n,
      debt: 0n,
    });
  });

  it('credits and debits in one statement, and the profile derives its balances from the accounts', async () => {
    const player = await registerPlayer(server);
    const credited = await fund(player.userId, 10_000n);
    expect(credited.balances.get(`${player.userId}:cash`)).toBe(10_000n);
    const debited = await bet(player.userId, 2_550n);
    expect(debited.balances.get(`${player.userId}:cash`)).toBe(7_450n);
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 500n,
      kind: 'bonus_grant',
      idempotencyKey: 'grant-1',
      account: 'bonus',
      counterparty: 'bonus_pool',
    });
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 300n,
      kind: 'bonus_grant',
      idempotencyKey: 'grant-2',
      account: 'bonus_pending',
      counterparty: 'bonus_pool',
    });
    const me = ProfileAnswer.parse(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: player.auth })).json(),
    );
    expect(me.data).toMatchObject({ balance: '74.50', bonus_balance: '5.00', bonus: '3.00', total_balance: '79.50' });
    const balance = BalanceAnswer.parse(
      (await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth })).json(),
    );
    expect(balance.data).toEqual({
      currency: 'RUB',
      balance: '74.50',
      bonus: '3.00',
      bonus_balance: '5.00',
      total_balance: '79.50',
      payout_hold: '0.00',
      debt: '0.00',
    });
  });

  it('refuses a debit the balance does not cover and writes nothing', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 1_000n);
    await expect(bet(player.userId, 1_001n)).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(1_000n);
    // The key of the refused debit is free: nothing was written under it.
    const history = HistoryAnswer.parse(
      (await server.api({ method: 'GET', url: WALLET_API.history.path, headers: player.auth })).json(),
    );
    expect(history.data.items.map((item) => item.kind)).toEqual(['adjustment']);
  });

  it('answers a replayed key with the first result and writes nothing; a different body under it is a conflict', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 5_000n);
    const first = await bet(player.userId, 1_000n, 'same');
    const again = await bet(player.userId, 1_000n, 'same');
    expect(again.txs[0]).toEqual({ txId: first.txs[0]?.txId, replayed: true });
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(4_000n);
    await expect(bet(player.userId, 2_000n, 'same')).rejects.toBeInstanceOf(IdempotencyConflict);
    // Concurrent replays of one key: one write.
    const racing = await Promise.all(Array.from({ length: 10 }, () => bet(player.userId, 100n, 'race')));
    expect(new Set(racing.map((r) => r.txs[0]?.txId)).size).toBe(1);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(3_900n);
  });

  it('writes a bet and its win in one statement (a bet-shaped round trip)', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 1_000n);
    const round = `round:dice:${randomUUID()}`;
    const result = await wallet.post([
      wallet.debitPosting({
        userId: player.userId,
        currency: 'RUB',
        amountMinor: 1_000n,
        kind: 'bet',
        idempotencyKey: `${round}:bet`,
        reference: round,
      }),
      wallet.creditPosting({
        userId: player.userId,
        currency: 'RUB',
        amountMinor: 1_980n,
        kind: 'win',
        idempotencyKey: `${round}:win`,
        reference: round,
      }),
    ]);
    expect(result.txs).toHaveLength(2);
    expect(result.balances.get(`${player.userId}:cash`)).toBe(1_980n);
    // The stake is checked before the win lands: a bet above the balance fails even when the win would cover it.
    await expect(
      wallet.post([
        wallet.debitPosting({
          userId: player.userId,
          currency: 'RUB',
          amountMinor: 5_000n,
          kind: 'bet',
          idempotencyKey: 'b2',
        }),
        wallet.creditPosting({
          userId: player.userId,
          currency: 'RUB',
          amountMinor: 9_000n,
          kind: 'win',
          idempotencyKey: 'w2',
        }),
      ]),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(1_980n);
  });

  it('takes 100 parallel debits against a balance that covers 50: exactly 50 succeed', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 5_000n);
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => bet(player.userId, 100n)));
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InsufficientFunds).length;
    expect([ok, refused]).toEqual([50, 50]);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(0n);
  });

  it('keeps the books under many players betting and winning at once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => registerPlayer(server)));
    await Promise.all(players.map((p) => fund(p.userId, 10_000n)));
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const p = players[i % players.length];
        if (!p) return;
        await bet(p.userId, 37n).catch(() => undefined);
        if (i % 3 === 0)
          await wallet.credit({
            userId: p.userId,
            currency: 'RUB',
            amountMinor: 70n,
            kind: 'win',
            idempotencyKey: `w${i}`,
          });
      }),
    );
  });

  it('the reconciliation catches a cached balance that drifted from its entries, and unbalanced books', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 1_000n);
    const cash = sql`user_id = ${player.userId} AND kind = 'cash'`;
    await server.db.execute(sql`UPDATE accounts SET balance_minor = balance_minor + 1 WHERE ${cash}`);
    try {
      const report = await checkLedger(server.db);
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toMatch(/cached balance 1001 but its entries sum to 1000/);
      expect(report.problems.join('\n')).toMatch(/the RUB books sum to 1, not zero/);
    } finally {
      await server.db.execute(sql`UPDATE accounts SET balance_minor = balance_minor - 1 WHERE ${cash}`);
    }
  });

  it('keeps the ledger append-only and never deletes an account', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 1_000n);
    const refused = [
      sql`DELETE FROM ledger_entries WHERE amount_minor = 1000`,
      sql`UPDATE ledger_entries SET amount_minor = amount_minor + 1 WHERE amount_minor = 1000`,
      sql`UPDATE ledger_transactions SET reference = 'rewritten' WHERE user_id = ${player.userId}`,
      sql`DELETE FROM ledger_transactions WHERE user_id = ${player.userId}`,
      sql`TRUNCATE ledger_entries, ledger_transactions, accounts`,
      sql`DELETE FROM accounts WHERE user_id = ${player.userId}`,
      sql`UPDATE accounts SET id = DEFAULT WHERE user_id = ${player.userId}`,
    ];
    for (const statement of refused) {
      const error = await server.db.execute(statement).then(
        () => null,
        (e: { message?: string; cause?: { message?: string } }) => e,
      );
      expect(`${error?.message} ${error?.cause?.message}`).toMatch(/The ledger is append-only/);
    }
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(1_000n);
  });

  it('the reconciliation reports an entry whose account does not exist', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      server.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO ledger_entries (tx_id, account_id, amount_minor)
          SELECT max(id), 999999999, 0 FROM ledger_transactions`);
        const report = await checkLedger(tx as unknown as typeof server.db);
        expect(report.problems.join('\n')).toMatch(
          /entry \d+: its transaction \d+ or its account 999999999 does not exist/,
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('runs prepared on PostgreSQL, in and out of a transaction', async () => {
    const onPg = Boolean(inject('pgAdminUrl'));
    expect(pgClientOf(server.db) !== null).toBe(onPg);
    await server.db.transaction(async (tx) => {
      expect(pgClientOf(tx) !== null).toBe(onPg);
    });
  });

  it('builds one statement for a batch', () => {
    const { statement } = buildPostStatement([
      wallet.debitPosting({ userId: 1, currency: 'RUB', amountMinor: 1n, kind: 'bet', idempotencyKey: 'k' }),
    ]);
    expect(statement.text).toMatch(/^WITH t0 AS \(INSERT INTO ledger_transactions/);
    expect(() =>
      buildPostStatement([
        {
          kind: 'bet',
          userId: 1,
          currency: 'RUB',
          idempotencyKey: 'x',
          legs: [
            { account: { userId: 1, kind: 'cash' }, amountMinor: -1n },
            { account: { system: 'house', shard: 0 }, amountMinor: 2n },
          ],
        },
      ]),
    ).toThrow(/balance/);
  });
});

describe('wallet API', () => {
  it('lists the history newest first with kind filters and pages', async () => {
    const player = await registerPlayer(server);
    await fund(player.userId, 10_000n);
    for (let i = 0; i < 5; i++) await bet(player.userId, 100n);
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 250n,
      kind: 'win',
      idempotencyKey: 'win-1',
    });
    const get = async (query: string) => {
      const res = await server.api({ method: 'GET', url: `${WALLET_API.history.path}?${query}`, headers: player.auth });
      expect(res.statusCode, res.body).toBe(200);
      return HistoryAnswer.parse(res.json()).data;
    };
    const all = await get('');
    expect(all.items.map((i) => i.kind)).toEqual(['win', 'bet', 'bet', 'bet', 'bet', 'bet', 'adjustment']);
    expect(all.items[0]).toMatchObject({ balance_change: '2.50', bonus_balance_change: '0.00', currency: 'RUB' });
    expect(all.items[1]?.balance_change).toBe('-1.00');
    const page = await get('kind=bet&per_page=2&page=2');
    expect(page.items.map((i) => i.kind)).toEqual(['bet', 'bet']);
    expect(page.has_more).toBe(true);
    const two = await get('kind=win,adjustment');
    expect(two.items.map((i) => i.kind)).toEqual(['win', 'adjustment']);
    const bad = await server.api({ method: 'GET', url: `${WALLET_API.history.path}?kind=nope`, headers: player.auth });
    expect(bad.statusCode).toBe(422);
    expect((await server.api({ method: 'GET', url: WALLET_API.history.path })).statusCode).toBe(401);
  });
});

describe('operator API', () => {
  it('adjusts a balance once per Idempotency-Key and checks the ledger', async () => {
    const player = await registerPlayer(server);
    const adjust = (key: string, amount: string, account = 'cash') =>
      server.api({
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...operator, 'idempotency-key': key },
        payload: { user_id: player.userId, account, amount, reason: 'goodwill' },
      });
    const first = await adjust('adj-00000001', '12.34');
    expect(first.statusCode, first.body).toBe(200);
    expect(AdjustAnswer.parse(first.json()).data.balance.balance).toBe('12.34');
    const replay = AdjustAnswer.parse((await adjust('adj-00000001', '12.34')).json());
    expect(replay.data.replayed).toBe(true);
    expect(replay.data.balance.balance).toBe('12.34');
    const overdraw = await adjust('adj-00000002', '-20');
    expect(overdraw.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(overdraw.json()).errors.amount?.[0]).toMatch(
      /^insufficient_funds: Not enough money: 12.34 RUB available/,
    );
    expect(AdjustAnswer.parse((await adjust('adj-00000003', '7', 'bonus')).json()).data.balance.bonus_balance).toBe(
      '7.00',
    );
    const missingKey = await server.api({
      method: 'POST',
      url: WALLET_API.operatorAdjust.path,
      headers: operator,
      payload: { user_id: player.userId, account: 'cash', amount: '1', reason: 'x' },
    });
    expect(missingKey.statusCode).toBe(422);
    const check = await server.api({ method: 'GET', url: WALLET_API.operatorLedgerCheck.path, headers: operator });
    expect(LedgerCheckAnswer.parse(check.json()).data.ok).toBe(true);
  });

  it('answers a resent adjustment with its first result (200), never a 422, even once the balance has moved', async () => {
    const player = await registerPlayer(server);
    const adjust = (key: string, amount: string) =>
      server.api({
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...operator, 'idempotency-key': key },
        payload: { user_id: player.userId, account: 'cash', amount, reason: 'resend test' },
      });
    expect((await adjust('resend-credit', '50')).statusCode).toBe(200);
    const debit = await adjust('resend-debit', '-50');
    expect(debit.statusCode, debit.body).toBe(200);
    const resent = await adjust('resend-debit', '-50');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(AdjustAnswer.parse(resent.json()).data).toMatchObject({
      tx_id: AdjustAnswer.parse(debit.json()).data.tx_id,
      replayed: true,
      balance: { balance: '0.00' },
    });
    await expectBooksBalanced(server);
  });

  it('refuses a wrong token, and answers 503 with a how-to when OPERATOR_TOKEN is unset', async () => {
    const wrong = await server.api({
      method: 'GET',
      url: WALLET_API.operatorLedgerCheck.path,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const off = await startTestServer();
    try {
      const res = await off.api({ method: 'GET', url: WALLET_API.operatorLedgerCheck.path, headers: operator });
      expect(res.statusCode).toBe(503);
      expect(ErrorBody.parse(res.json()).message).toMatch(/OPERATOR_TOKEN/);
    } finally {
      await off.close();
    }
  });
});
