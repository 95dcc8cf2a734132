import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { rowsOf } from './ledger';

interface HistoryRow {
  id: number;
  kind: string;
  currency: string;
  reference: string | null;
  createdAt: Date;
  cash: bigint;
  bonus: bigint;
  bonusPending: bigint;
  hold: bigint;
}

const historyRowOf = (row: Record<string, unknown>): HistoryRow => ({
  id: Number(row.id),
  kind: String(row.kind),
  currency: String(row.currency),
  reference: row.reference == null ? null : String(row.reference),
  createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  cash: BigInt(String(row.cash)),
  bonus: BigInt(String(row.bonus)),
  bonusPending: BigInt(String(row.bonus_pending)),
  hold: BigInt(String(row.hold)),
});

/**
 * The player's ledger transactions that `where` and `page` pick, newest first, with the change on each of their
 * accounts (one round trip).
 */
async function historyRows(db: Db, userId: number, where: SQL, page: SQL): Promise<HistoryRow[]> {
  const result = await db.execute(sql`
    SELECT t.id::text AS id, t.kind, t.currency, t.reference, t.created_at,
      coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'cash'), 0)::text AS cash,
      coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'bonus'), 0)::text AS bonus,
      coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'bonus_pending'), 0)::text AS bonus_pending,
      coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'payout_hold'), 0)::text AS hold
    FROM (SELECT * FROM ledger_transactions WHERE user_id = ${userId}::int ${where}
          ORDER BY id DESC ${page}) t
      JOIN ledger_entries e ON e.tx_id = t.id
      JOIN accounts a ON a.id = e.account_id AND a.user_id = t.user_id
    GROUP BY t.id, t.kind, t.currency, t.reference, t.created_at
    ORDER BY t.id DESC`);
  return rowsOf<Record<string, unknown>>(result).map(historyRowOf);
}

/** A player's ledger transactions of the given kinds (all when none), newest first. */
export function listHistory(
  db: Db,
  userId: number,
  kinds: string[],
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  const kindFilter = kinds.length
    ? sql`AND kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}::text`),
        sql`, `,
      )})`
    : sql``;
  return historyRows(db, userId, kindFilter, sql`LIMIT ${limit}::int OFFSET ${offset}::int`);
}

/** A page of a player's ledger transactions for the back office, newest first after `beforeId` (by id, never OFFSET). */
export function ledgerPage(db: Db, userId: number, beforeId: number | undefined, limit: number): Promise<HistoryRow[]> {
  const before = beforeId === undefined ? sql`` : sql`AND id < ${beforeId}::bigint`;
  return historyRows(db, userId, before, sql`LIMIT ${limit}::int`);
}

/** A player's balances in every currency they hold an account in. */
export async function userAccountBalances(
  db: Db,
  userId: number,
): Promise<{ currency: string; cash: bigint; bonus: bigint; bonusPending: bigint; hold: bigint }[]> {
  const result = await db.execute(sql`
    SELECT currency,
      coalesce(sum(balance_minor) FILTER (WHERE kind = 'cash'), 0)::text AS cash,
      coalesce(sum(balance_minor) FILTER (WHERE kind = 'bonus'), 0)::text AS bonus,
      coalesce(sum(balance_minor) FILTER (WHERE kind = 'bonus_pending'), 0)::text AS bonus_pending,
      coalesce(sum(balance_minor) FILTER (WHERE kind = 'payout_hold'), 0)::text AS hold
    FROM accounts WHERE user_id = ${userId}::int GROUP BY currency ORDER BY currency`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    currency: String(row.currency),
    cash: BigInt(String(row.cash)),
    bonus: BigInt(String(row.bonus)),
    bonusPending: BigInt(String(row.bonus_pending)),
    hold: BigInt(String(row.hold)),
  }));
}
