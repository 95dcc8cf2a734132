import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, registerPlayer } from './players.testing';
import { createWalletService, type WalletService } from './service';

let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  wallet = createWalletService(server.db);
});
afterAll(async () => {
  await server?.close();
});

const min = (a: bigint, b: bigint) => (a < b ? a : b);

describe('a take-back larger than the cash', () => {
  it('always applies, leaves the books balanced, and is repaid exactly once from the next credits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 50_000n }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('win' as const, 'deposit' as const),
            amount: fc.bigInt({ min: 1n, max: 40_000n }),
          }),
          { maxLength: 4 },
        ),
        async (cash0, takeBack, credits) => {
          const { userId } = await registerPlayer(server);
          const base = { userId, currency: 'RUB' as const };
          if (cash0 > 0n) {
            await wallet.credit({
              ...base,
              amountMinor: cash0,
              kind: 'adjustment',
              idempotencyKey: `fund:${randomUUID()}`,
              counterparty: 'adjustments',
            });
          }
          const correction = {
            ...base,
            amountMinor: takeBack,
            kind: 'adjustment' as const,
            idempotencyKey: `tb:${randomUUID()}`,
          };
          const taken = await server.db.transaction((tx) => wallet.takeBack(tx, correction));
          let owed = takeBack > cash0 ? takeBack - cash0 : 0n;
          let cash = cash0 > takeBack ? cash0 - takeBack : 0n;
          expect(taken.debtMinor).toBe(owed);
          // A resend of the correction moves nothing.
          await server.db.transaction((tx) => wallet.takeBack(tx, correction));
          expect(await wallet.balances(userId, 'RUB')).toMatchObject({ cash, debt: owed });

          const repaid: bigint[] = [];
          for (const [i, credit] of credits.entries()) {
            const key = `credit:${randomUUID()}`;
            const move = {
              ...base,
              amountMinor: credit.amount,
              kind: credit.kind,
              idempotencyKey: key,
              counterparty: credit.kind === 'win' ? ('house' as const) : ('payments_clearing' as const),
            };
            // Wins in a caller's transaction, deposits on their own: both paths repay.
            if (credit.kind === 'win') await server.db.transaction((tx) => wallet.credit(move, tx));
            else await wallet.credit(move);
            const repayment = min(credit.amount + cash, owed);
            if (repayment > 0n) repaid.push(repayment);
            owed -= repayment;
            cash = cash + credit.amount - repayment;
            // The same credit again (a resent webhook, a retried settlement) moves nothing, repays nothing.
            if (i === 0) await wallet.credit(move);
            expect(await wallet.balances(userId, 'RUB')).toMatchObject({ cash, debt: owed });
          }
          const recoveries = await server.db
            .select({ amount: ledgerTransactions.amountMinor })
            .from(ledgerTransactions)
            .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'debt_recovery')))
            .orderBy(ledgerTransactions.id);
          expect(recoveries.map((row) => row.amount)).toEqual(repaid);
          await expectBooksBalanced(server);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a repayment past what is owed at the ledger (the debt account never goes above zero)', async () => {
    const { userId } = await registerPlayer(server);
    const base = { userId, currency: 'RUB' as const };
    await server.db.transaction((tx) =>
      wallet.takeBack(tx, { ...base, amountMinor: 500n, kind: 'adjustment', idempotencyKey: `tb:${randomUUID()}` }),
    );
    await wallet.credit({ ...base, amountMinor: 2_000n, kind: 'win', idempotencyKey: `w:${randomUUID()}` });
    await expect(
      wallet.post([
        {
          kind: 'debt_recovery',
          userId,
          currency: 'RUB',
          idempotencyKey: `over:${randomUUID()}`,
          legs: [
            { account: { userId, kind: 'cash' }, amountMinor: -1n },
            { account: { userId, kind: 'debt' }, amountMinor: 1n },
          ],
        },
      ]),
    ).rejects.toThrow();
    expect(await wallet.balances(userId, 'RUB')).toMatchObject({ cash: 1_500n, debt: 0n });
    await expectBooksBalanced(server);
  });
});
