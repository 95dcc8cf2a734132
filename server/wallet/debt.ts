import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEBT_ACCOUNT_KIND } from '../../contract/api/wallet';
import type { Currency } from '../../contract/money';
import { accounts } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { type Posting, type Runner, runPostStatement } from './ledger';

/**
 * A player's debt: what a take-back could not find in their cash (a corrected sports result), held on their `debt`
 * account (balance <= 0, opened on first use) against the house. Their next credits repay it before they reach their
 * cash (`repay`), and a withdrawal is refused while it is open (`refuseWhileInDebt`). Never money created: the
 * take-back's house leg is the whole amount, the debt leg the part the player still owes.
 */

/** No withdrawal while the player owes the house. */
export class DebtOpen extends HttpError {
  constructor() {
    super(
      409,
      'debt_open',
      'No withdrawal while you owe an amount from a corrected bet: it is repaid from your next winnings or deposit',
    );
  }
}

/** What the player owes in a currency (a positive amount; 0 when nothing). */
export async function debtOf(runner: Runner, userId: number, currency: Currency): Promise<bigint> {
  const [row] = await runner
    .select({ balance: accounts.balanceMinor })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency), eq(accounts.kind, DEBT_ACCOUNT_KIND)));
  return row ? -row.balance : 0n;
}

export async function refuseWhileInDebt(runner: Runner, userId: number, currency: Currency): Promise<void> {
  if ((await debtOf(runner, userId, currency)) > 0n) throw new DebtOpen();
}

export async function openDebtAccount(runner: Runner, userId: number, currency: Currency): Promise<void> {
  await runner.insert(accounts).values({ userId, currency, kind: DEBT_ACCOUNT_KIND }).onConflictDoNothing();
}

/** A player account's balance, its row locked until the transaction ends (null without the account). */
export async function lockedBalance(
  runner: Runner,
  userId: number,
  currency: string,
  kind: string,
): Promise<bigint | null> {
  const [row] = await runner
    .select({ balance: accounts.balanceMinor })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency), eq(accounts.kind, kind)))
    .for('update');
  return row?.balance ?? null;
}

type Credit = { userId: number; currency: Currency; txId: number };

/** The players whose cash these postings credit, with the credit's transaction id (the first, per player). */
function creditedCash(postings: Posting[], txIds: number[]): Map<string, Credit> {
  const credited = new Map<string, Credit>();
  postings.forEach((posting, i) => {
    if (posting.kind === 'debt_recovery') return;
    for (const leg of posting.legs) {
      if (!('userId' in leg.account) || leg.account.kind !== 'cash' || leg.amountMinor <= 0n) continue;
      const key = `${leg.account.userId}|${posting.currency}`;
      const txId = txIds[i];
      if (!credited.has(key) && txId !== undefined) {
        credited.set(key, { userId: leg.account.userId, currency: posting.currency, txId });
      }
    }
  });
  return credited;
}

/**
 * The credits of these postings to players' cash whose player owes the house (no look at all when nothing
 * credits cash; one indexed look otherwise).
 */
export async function creditsOwing(runner: Runner, postings: Posting[], txIds: number[]): Promise<Credit[]> {
  const credited = creditedCash(postings, txIds);
  if (credited.size === 0) return [];
  const owing = await runner
    .select({ userId: accounts.userId, currency: accounts.currency })
    .from(accounts)
    .where(
      and(
        inArray(
          accounts.userId,
          [...credited.values()].map((c) => c.userId),
        ),
        eq(accounts.kind, DEBT_ACCOUNT_KIND),
        sql`${accounts.balanceMinor} < 0`,
      ),
    );
  return owing.flatMap((row) => credited.get(`${row.userId}|${row.currency}`) ?? []);
}

/**
 * Each of these players repays what their cash now covers (cash → debt, kind `debt_recovery`, key
 * `debt-recovery:<credit's tx id>`), in a transaction: rows locked cash first, then debt (the ledger's lock order).
 * Answers the players' balances after the repayment.
 */
export async function repay(tx: Runner, credits: Credit[]): Promise<Map<string, bigint>> {
  const repayments: Posting[] = [];
  for (const credit of credits) {
    const cash = (await lockedBalance(tx, credit.userId, credit.currency, 'cash')) ?? 0n;
    const debt = (await lockedBalance(tx, credit.userId, credit.currency, DEBT_ACCOUNT_KIND)) ?? 0n;
    const repaid = cash < -debt ? cash : -debt;
    if (repaid <= 0n) continue;
    repayments.push({
      kind: 'debt_recovery',
      userId: credit.userId,
      currency: credit.currency,
      idempotencyKey: `debt-recovery:${credit.txId}`,
      reference: `ledger_tx:${credit.txId}`,
      legs: [
        { account: { userId: credit.userId, kind: 'cash' }, amountMinor: -repaid },
        { account: { userId: credit.userId, kind: DEBT_ACCOUNT_KIND }, amountMinor: repaid },
      ],
    });
  }
  if (repayments.length === 0) return new Map();
  return (await runPostStatement(tx, repayments))?.balances ?? new Map();
}

/** The players who owe the house, largest debt first. */
export async function listDebts(db: Db, limit = 500) {
  const rows = await db
    .select({ userId: accounts.userId, currency: accounts.currency, balance: accounts.balanceMinor })
    .from(accounts)
    .where(and(eq(accounts.kind, DEBT_ACCOUNT_KIND), sql`${accounts.balanceMinor} < 0`))
    .orderBy(asc(accounts.balanceMinor))
    .limit(limit);
  return rows.map((row) => ({ userId: row.userId as number, currency: row.currency as Currency, owed: -row.balance }));
}
