import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';

/** One entry of a round as its draw counts it: id and stake (minor units), in entry order. */
export interface RoundEntryStake {
  id: number;
  stakeMinor: bigint;
}

/**
 * The entries of the given rounds, each round's in entry order (the order its client seed and its tickets follow):
 * what the player's history shows to verify a draw (contract/fairness/rooms.ts). One read for a page's rounds.
 */
export async function roundEntryStakes(db: Db, roundIds: readonly number[]): Promise<Map<number, RoundEntryStake[]>> {
  const found = new Map<number, RoundEntryStake[]>();
  if (roundIds.length === 0) return found;
  const rows = rowsOf<{ id: string | number; round_id: string | number; amount_minor: string }>(
    await db.execute(sql`
      SELECT id, round_id, amount_minor::text AS amount_minor FROM room_entries
      WHERE round_id IN (${sql.join(
        roundIds.map((id) => sql`${id}::bigint`),
        sql`, `,
      )})
      ORDER BY round_id, id`),
  );
  for (const row of rows) {
    const round = Number(row.round_id);
    const entries = found.get(round) ?? [];
    entries.push({ id: Number(row.id), stakeMinor: BigInt(row.amount_minor) });
    found.set(round, entries);
  }
  return found;
}
