import { sql } from 'drizzle-orm';
import type { TournamentScoring } from '../../contract/api/tournaments';
import type { TournamentRow } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { rowsOf } from '../wallet/ledger';

export interface StandingRow {
  userId: number;
  name: string | null;
  /** Minor units (wagered, net win) or basis points (multiplier). */
  score: bigint;
}

/** What a player's settled rounds of the tournament add up to, per scoring rule. */
const SCORE: Record<TournamentScoring, string> = {
  wagered: 'sum(b.amount_minor)',
  multiplier: 'max(CASE WHEN b.payout_minor > 0 THEN b.multiplier_bp ELSE 0 END)',
  net_win: 'sum(b.payout_minor - b.amount_minor)',
};

/**
 * The standings, best first, from the games' settled rounds: the tournament's games and currency, played within its
 * window, by its entrants (opt-in) or by anyone (automatic entry). Ties go to whoever played first. A player who hides
 * their statistics keeps their place without their name.
 */
export async function standingsOf(runner: Db | Tx, t: TournamentRow, limit: number): Promise<StandingRow[]> {
  const scoring = t.scoring as TournamentScoring;
  const entrants =
    t.entry === 'opt_in'
      ? sql`AND b.user_id IN (SELECT user_id FROM tournament_entries WHERE tournament_id = ${t.id}::int)`
      : sql``;
  const result = await runner.execute(sql`
    SELECT s.user_id, s.score::text AS score, CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.name END AS name
    FROM (
      SELECT b.user_id, ${sql.raw(SCORE[scoring])} AS score, min(b.id) AS first_id
      FROM game_bets b
      WHERE b.currency = ${t.currency}::text AND b.game = ANY(${`{${t.games.join(',')}}`}::text[]) AND b.status = 'settled'
        AND b.created_at >= ${t.startsAt.toISOString()}::timestamptz AND b.created_at < ${t.endsAt.toISOString()}::timestamptz
        ${entrants}
      GROUP BY b.user_id
    ) s JOIN users u ON u.id = s.user_id
    ORDER BY s.score DESC, s.first_id ASC
    LIMIT ${limit}::int`);
  return rowsOf<{ user_id: number; score: string; name: string | null }>(result).map((row) => ({
    userId: Number(row.user_id),
    name: row.name,
    score: BigInt(row.score),
  }));
}
