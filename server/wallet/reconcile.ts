import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { rowsOf } from './ledger';

interface LedgerReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

const LIMIT = 20;

/**
 * Proves the books: every cached balance equals the sum of its entries, every transaction has at least two entries
 * in one currency that sum to zero, every entry's account and transaction exist, no player account is negative (nor a debt positive),
 * and the books of each currency sum to zero.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = [];
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  const drift = await q<{ id: string; balance: string; sum: string }>(sql`
    SELECT a.id::text AS id, a.balance_minor::text AS balance, coalesce(s.sum, 0)::text AS sum
    FROM accounts a LEFT JOIN (SELECT account_id, sum(amount_minor) AS sum FROM ledger_entries GROUP BY account_id) s
      ON s.account_id = a.id
    WHERE a.balance_minor <> coalesce(s.sum, 0)
    ORDER BY a.id LIMIT ${LIMIT}`);
  for (const row of drift) {
    problems.push(`account ${row.id}: cached balance ${row.balance} but its entries sum to ${row.sum}`);
  }

  const unbalanced = await q<{ id: string; n: number; sum: string; currencies: number }>(sql`
    SELECT t.id::text AS id, count(e.id)::int AS n, coalesce(sum(e.amount_minor), 0)::text AS sum,
      count(DISTINCT a.currency)::int AS currencies
    FROM ledger_transactions t
      LEFT JOIN ledger_entries e ON e.tx_id = t.id
      LEFT JOIN accounts a ON a.id = e.account_id
    GROUP BY t.id
    HAVING count(e.id) < 2 OR coalesce(sum(e.amount_minor), 0) <> 0 OR count(DISTINCT a.currency) > 1
      OR bool_or(a.currency <> t.currency)
    ORDER BY t.id LIMIT ${LIMIT}`);
  for (const row of unbalanced) {
    problems.push(`transaction ${row.id}: ${row.n} entries summing to ${row.sum} in ${row.currencies} currencies`);
  }

  // ledger_entries has no foreign keys (see its schema): an entry must still name an account and a transaction.
  const orphans = await q<{ id: string; tx: string; account: string }>(sql`
    SELECT e.id::text AS id, e.tx_id::text AS tx, e.account_id::text AS account FROM ledger_entries e
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.tx_id)
      OR NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)
    ORDER BY e.id LIMIT ${LIMIT}`);
  for (const row of orphans) {
    problems.push(`entry ${row.id}: its transaction ${row.tx} or its account ${row.account} does not exist`);
  }

  const negative = await q<{ id: string; balance: string }>(sql`
    SELECT id::text AS id, balance_minor::text AS balance FROM accounts
    WHERE user_id IS NOT NULL AND (CASE WHEN kind = 'debt' THEN balance_minor > 0 ELSE balance_minor < 0 END)
    ORDER BY id LIMIT ${LIMIT}`);
  for (const row of negative) problems.push(`player account ${row.id} is on the wrong side of zero: ${row.balance}`);

  const books = await q<{ currency: string; sum: string }>(sql`
    SELECT currency, sum(balance_minor)::text AS sum FROM accounts GROUP BY currency HAVING sum(balance_minor) <> 0`);
  for (const row of books) problems.push(`the ${row.currency} books sum to ${row.sum}, not zero`);

  const [counts] = await q<{ accounts: number; transactions: number; entries: number }>(sql`
    SELECT (SELECT count(*) FROM accounts)::int AS accounts,
      (SELECT count(*) FROM ledger_transactions)::int AS transactions,
      (SELECT count(*) FROM ledger_entries)::int AS entries`);
  return {
    ok: problems.length === 0,
    accounts: counts?.accounts ?? 0,
    transactions: counts?.transactions ?? 0,
    entries: counts?.entries ?? 0,
    problems,
  };
}
