import { inArray, sql } from 'drizzle-orm';
import type { SportsBetHistoryRow } from '../../../contract/api/history';
import { type Currency, fromMinor } from '../../../contract/money';
import { sportsBets } from '../../db/schema';
import type { Db } from '../../db/types';
import { rowsOf } from '../../wallet/ledger';
import { legsOf } from './legs';
import { betView } from './views';

type Details = Pick<SportsBetHistoryRow, 'bet' | 'movements'>;

/**
 * The player's sports bets as the history shows them: each bet with its legs, and the movements of its money after
 * the stake (settlement, each resettlement's difference with the part left owed, a cash-out), oldest first. The movements are found by
 * their idempotency keys (`sports-settle:<bet>:<version>` for every version the bet reached, `sports-cashout:<bet>`),
 * each an index lookup.
 */
export async function sportsBetDetails(db: Db, userId: number, ids: number[]): Promise<Map<number, Details>> {
  const found = new Map<number, Details>();
  if (ids.length === 0) return found;
  const bets = await db.select().from(sportsBets).where(inArray(sportsBets.id, ids));
  const legs = await legsOf(
    db,
    bets.map((bet) => bet.id),
  );
  const keys = bets.flatMap((bet) => [
    `sports-cashout:${bet.id}`,
    ...Array.from({ length: bet.settlementVersion }, (_, i) => `sports-settle:${bet.id}:${i + 1}`),
  ]);
  const moves = rowsOf<{
    reference: string;
    kind: string;
    amount_minor: string;
    debt_minor: string;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      SELECT t.reference, t.kind, t.created_at,
        coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'cash'), 0)::text AS amount_minor,
        coalesce(-sum(e.amount_minor) FILTER (WHERE a.kind = 'debt'), 0)::text AS debt_minor
      FROM ledger_transactions t
        JOIN ledger_entries e ON e.tx_id = t.id
        JOIN accounts a ON a.id = e.account_id AND a.user_id = t.user_id AND a.kind IN ('cash', 'debt')
      WHERE coalesce(t.user_id, 0) = ${userId}::int AND t.idempotency_key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
      GROUP BY t.id, t.reference, t.kind, t.created_at
      ORDER BY t.id`),
  );
  for (const bet of bets) {
    if (bet.userId !== userId) continue;
    const currency = bet.currency as Currency;
    found.set(bet.id, {
      bet: betView(bet, legs.get(bet.id) ?? []),
      movements: moves
        .filter((move) => move.reference === `sports_bet:${bet.id}`)
        .map((move) => ({
          kind: move.kind as Details['movements'][number]['kind'],
          amount: fromMinor(BigInt(move.amount_minor), currency),
          debt: fromMinor(BigInt(move.debt_minor), currency),
          created_at: new Date(move.created_at).toISOString(),
        })),
    });
  }
  return found;
}
