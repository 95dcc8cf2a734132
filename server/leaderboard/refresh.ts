import { sql } from 'drizzle-orm';
import { LEADERBOARD_PERIODS } from '../../contract/leaderboard';
import type { Db } from '../db/types';
import { runEvery } from '../lib/run-every';
import type { AuditWrite } from '../operator/audit';
import { periodStart } from './periods';

/**
 * Rebuilds the leaderboard summary of every period from the settled rounds since the period began, in one
 * transaction: a reader sees the previous summary or the new one, never half of each. Processes that refresh at
 * the same moment take turns (the transaction lock) and write the same rows.
 */
export async function refreshLeaderboard(db: Db, at?: Date, record?: AuditWrite): Promise<Date> {
  return db.transaction(async (tx) => {
    await record?.(tx);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('leaderboard'))`);
    // Read after the lock: of two rebuilds the one that runs last counts the most rounds.
    const now = at ?? new Date();
    for (const period of LEADERBOARD_PERIODS) {
      const start = periodStart(period, now);
      await tx.execute(sql`DELETE FROM leaderboard_entries WHERE period = ${period}`);
      await tx.execute(sql`
        INSERT INTO leaderboard_entries (period, currency, user_id, wagered_minor, best_win_minor)
        SELECT ${period}, currency, user_id, sum(amount_minor),
               coalesce(max(payout_minor - amount_minor) FILTER (WHERE payout_minor > amount_minor), 0)
        FROM game_bets
        WHERE status = 'settled' AND created_at >= ${start.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
        GROUP BY currency, user_id`);
      await tx.execute(sql`
        INSERT INTO leaderboard_refreshes (period, period_start, refreshed_at)
        VALUES (${period}, ${start.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (period) DO UPDATE SET period_start = excluded.period_start, refreshed_at = excluded.refreshed_at`);
    }
    return now;
  });
}

/** Rebuilds the summary now and then every `everyS` seconds (server/lib/run-every.ts); answers the stop. */
export function scheduleLeaderboardRefresh(
  db: Db,
  everyS: number,
  log: { warn: (details: object, message: string) => void },
): () => Promise<void> {
  return runEvery(
    () => refreshLeaderboard(db),
    everyS * 1000,
    (error) => log.warn({ err: error }, 'the leaderboard was not refreshed'),
  );
}
