import { sql } from 'drizzle-orm';
import type { Currency } from '../../contract/money';
import { type Runner, rowsOf } from './ledger';

/** What a player staked and won (ledger kinds `bet` and `win`, every game and the sportsbook alike) over a window. */
export interface PlayTotals {
  staked: bigint;
  won: bigint;
}

/**
 * A player's stakes and wins since each of `since` (one statement, by the `(user_id, created_at)` index of bets and
 * wins). Read inside the transaction that holds the player's limits, it sees every stake committed before.
 */
export async function playTotalsSince(
  runner: Runner,
  userId: number,
  currency: Currency,
  since: readonly Date[],
): Promise<PlayTotals[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const columns = since.map(
    (
      from,
      i,
    ) => sql`coalesce(sum(amount_minor) FILTER (WHERE kind = 'bet' AND created_at >= ${from}), 0)::text AS ${sql.raw(`s${i}`)},
      coalesce(sum(amount_minor) FILTER (WHERE kind = 'win' AND created_at >= ${from}), 0)::text AS ${sql.raw(`w${i}`)}`,
  );
  const [row] = rowsOf<Record<string, string>>(
    await runner.execute(
      sql`SELECT ${sql.join(columns, sql`, `)} FROM ledger_transactions
          WHERE user_id = ${userId} AND kind IN ('bet', 'win') AND currency = ${currency} AND created_at >= ${earliest}`,
    ),
  );
  return since.map((_, i) => ({ staked: BigInt(row?.[`s${i}`] ?? 0), won: BigInt(row?.[`w${i}`] ?? 0) }));
}
