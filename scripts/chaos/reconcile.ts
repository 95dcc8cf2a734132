import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/types';
import { rowsOf } from '../../server/wallet/ledger';
import { checkLedger } from '../../server/wallet/reconcile';
import type { Operation } from './workload';

export interface Reconciliation {
  operations: number;
  /** Operations per kind, e.g. { bet: 800, webhook: 40 }. */
  byKind: Record<string, number>;
  acknowledged: number;
  unacknowledged: number;
  /** Unacknowledged operations found fully applied (the rest were fully absent). */
  unacknowledgedApplied: number;
  differences: string[];
  ledgerOk: boolean;
  ledgerTransactions: number;
}

const PAYOUT_STATUS_AFTER: Record<string, string[]> = {
  approve: ['processing', 'paid'],
  complete: ['paid'],
  reject: ['rejected'],
};

/**
 * Compares what the clients were told with what the database holds: every acknowledged operation stored exactly once
 * and as answered, every unacknowledged one fully present or fully absent, no key applied twice, and the books.
 */
export async function reconcile(db: Db, journal: Operation[]): Promise<Reconciliation> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const differences: string[] = [];
  const differ = (text: string) => {
    if (differences.length < 50) differences.push(text);
  };

  const bets = new Map(
    (
      await q<{ id: string; user_id: number; key: string; amount: string; payout: string; tx: number }>(sql`
        SELECT b.id::text AS id, b.user_id, b.idempotency_key AS key, b.amount_minor::text AS amount,
          b.payout_minor::text AS payout,
          (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'round:' || b.game || ':' || b.id) AS tx
        FROM game_bets b`)
    ).map((row) => [`${row.user_id}/${row.key}`, row]),
  );
  const invoices = new Map(
    (
      await q<{ id: string; user_id: number; key: string; status: number; credits: number; paid: string | null }>(sql`
        SELECT i.id::text AS id, i.user_id, i.idempotency_key AS key, i.status, i.paid_minor::text AS paid,
          (SELECT count(*)::int FROM ledger_transactions t WHERE t.reference = 'invoice:' || i.id) AS credits
        FROM invoices i`)
    ).map((row) => [row.id, row]),
  );
  const payoutRows = await q<{ id: string; user_id: number; key: string; status: string; amount: string }>(sql`
    SELECT id::text AS id, user_id, idempotency_key AS key, status, amount_minor::text AS amount FROM payouts`);
  const payoutsByKey = new Map(payoutRows.map((row) => [`${row.user_id}/${row.key}`, row]));
  const payoutsById = new Map(payoutRows.map((row) => [row.id, row]));

  // Round transactions without their round, and rounds without their stake.
  const orphanRounds = await q<{ reference: string }>(sql`
    SELECT t.reference FROM ledger_transactions t
    WHERE t.reference LIKE 'round:%'
      AND NOT EXISTS (SELECT 1 FROM game_bets b WHERE t.reference = 'round:' || b.game || ':' || b.id) LIMIT 10`);
  for (const row of orphanRounds) differ(`ledger transaction ${row.reference} has no round`);
  for (const bet of bets.values()) {
    const expected = BigInt(bet.payout) > 0n ? 2 : 1;
    if (bet.tx < 1 || bet.tx > expected) differ(`round ${bet.id}: ${bet.tx} ledger transactions`);
  }

  // Open payouts are exactly what every player's payout_hold holds.
  const holds = await q<{ user_id: number; hold: string; open: string }>(sql`
    SELECT a.user_id, a.balance_minor::text AS hold,
      coalesce((SELECT sum(p.amount_minor) FROM payouts p WHERE p.user_id = a.user_id
        AND p.status IN ('pending', 'held', 'processing')), 0)::text AS open
    FROM accounts a WHERE a.kind = 'payout_hold' AND a.user_id IS NOT NULL`);
  for (const row of holds) {
    if (row.hold !== row.open)
      differ(`player ${row.user_id}: payout_hold ${row.hold} but open payouts sum to ${row.open}`);
  }

  let acknowledged = 0;
  let unacknowledged = 0;
  let unacknowledgedApplied = 0;
  for (const op of journal) {
    const ok = op.answer?.status === 200;
    if (op.answer && op.answer.status >= 500) differ(`${op.kind} ${op.key}: final answer ${op.answer.status}`);
    if (op.answer) acknowledged++;
    else unacknowledged++;
    switch (op.kind) {
      case 'bet': {
        const row = bets.get(`${op.userId}/${op.key}`);
        const answered = (op.answer?.body as { data?: { bet?: { id: number; payout: string } } } | undefined)?.data
          ?.bet;
        if (ok) {
          if (!row) differ(`bet ${op.key}: answered 200 but not stored`);
          else if (answered && Number(row.id) !== answered.id)
            differ(`bet ${op.key}: answered id ${answered.id}, stored ${row.id}`);
          else if (answered && BigInt(row.payout) !== BigInt(Math.round(Number(answered.payout) * 100)))
            differ(`bet ${op.key}: answered payout ${answered.payout}, stored ${row.payout}`);
        } else if (op.answer) {
          if (row) differ(`bet ${op.key}: refused with ${op.answer.status} but stored`);
        } else if (row) unacknowledgedApplied++;
        break;
      }
      case 'invoice': {
        const id = (op.answer?.body as { data?: { id: number } } | undefined)?.data?.id;
        if (ok && (id === undefined || !invoices.has(String(id))))
          differ(`invoice ${op.key}: answered 200 but not stored`);
        if (!op.answer && [...invoices.values()].some((i) => i.user_id === op.userId && i.key === op.key))
          unacknowledgedApplied++;
        break;
      }
      case 'webhook': {
        const invoice = invoices.get(String(op.invoiceId));
        if (!invoice) differ(`webhook for invoice ${op.invoiceId}: no such invoice`);
        else if (invoice.credits > 1) differ(`invoice ${invoice.id}: credited ${invoice.credits} times`);
        else if (ok && (invoice.status !== 3 || invoice.credits !== 1))
          differ(
            `invoice ${invoice.id}: webhook answered 200 but status ${invoice.status}, ${invoice.credits} credits`,
          );
        else if (!op.answer && invoice.credits === 1) unacknowledgedApplied++;
        break;
      }
      case 'payout': {
        const row = payoutsByKey.get(`${op.userId}/${op.key}`);
        if (ok && !row) differ(`payout ${op.key}: answered 200 but not stored`);
        if (op.answer && !ok && row) differ(`payout ${op.key}: refused with ${op.answer.status} but stored`);
        if (!op.answer && row) unacknowledgedApplied++;
        break;
      }
      case 'decision': {
        const row = payoutsById.get(String(op.payoutId));
        const after = PAYOUT_STATUS_AFTER[op.action ?? ''] ?? [];
        if (!row) differ(`decision on payout ${op.payoutId}: no such payout`);
        else if (ok && !after.includes(row.status))
          differ(`${op.action} of payout ${op.payoutId}: answered 200 but the payout is ${row.status}`);
        else if (op.answer && !ok && op.attempts > 1 && after.includes(row.status))
          differ(`${op.action} of payout ${op.payoutId}: applied, but the resend was answered ${op.answer.status}`);
        else if (!op.answer && after.includes(row.status)) unacknowledgedApplied++;
        break;
      }
    }
  }

  const report = await checkLedger(db);
  for (const problem of report.problems) differ(`ledger: ${problem}`);
  const byKind: Record<string, number> = {};
  for (const op of journal) byKind[op.kind] = (byKind[op.kind] ?? 0) + 1;
  return {
    operations: journal.length,
    byKind,
    acknowledged,
    unacknowledged,
    unacknowledgedApplied,
    differences,
    ledgerOk: report.ok,
    ledgerTransactions: report.transactions,
  };
}
