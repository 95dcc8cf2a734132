import { sql } from 'drizzle-orm';
import type { LeaderboardAnswer } from '../../contract/api/leaderboard';
import { LEADERBOARD_SIZE, type LeaderboardPeriod } from '../../contract/leaderboard';
import { type Currency, fromMinor } from '../../contract/money';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';

type Board = 'wagered' | 'biggest_win';
const COLUMN: Record<Board, string> = { wagered: 'wagered_minor', biggest_win: 'best_win_minor' };

interface RankedRow {
  rank: string | number;
  amount: string | number;
  user_id: number;
  name: string | null;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
}

/** A picture for a player without an uploaded one: their name's first letter on a colour of their own. */
const avatarOf = (name: string, userId: number) => ({
  letter: name.slice(0, 1).toUpperCase(),
  hue: (userId * 137) % 360,
});

/** The shown places of one board, and the viewer's own (which may be below them). */
async function rankBoard(db: Db, board: Board, period: LeaderboardPeriod, currency: Currency, viewer: number | null) {
  const column = sql.raw(COLUMN[board]);
  const result = await db.execute(sql`
    WITH ranked AS (
      SELECT user_id, ${column} AS amount, row_number() OVER (ORDER BY ${column} DESC, user_id) AS rank
      FROM leaderboard_entries
      WHERE period = ${period} AND currency = ${currency} AND ${column} > 0
    )
    SELECT r.rank, r.amount, r.user_id, u.name, u.is_avatar_hidden, u.is_statistics_hidden
    FROM ranked r JOIN users u ON u.id = r.user_id
    WHERE r.rank <= ${LEADERBOARD_SIZE} OR r.user_id = ${viewer ?? 0}
    ORDER BY r.rank`);
  const rows = rowsOf<RankedRow>(result);
  const places = rows
    .filter((row) => Number(row.rank) <= LEADERBOARD_SIZE)
    .map((row) => {
      const hidden = row.is_statistics_hidden;
      const name = hidden ? null : (row.name ?? `Player ${row.user_id}`);
      return {
        rank: Number(row.rank),
        name,
        hidden,
        avatar: name === null || row.is_avatar_hidden ? null : avatarOf(name, row.user_id),
        amount: fromMinor(BigInt(row.amount), currency),
        is_me: row.user_id === viewer,
      };
    });
  const mine = rows.find((row) => row.user_id === viewer);
  return { places, mine: mine ? { rank: Number(mine.rank), amount: fromMinor(BigInt(mine.amount), currency) } : null };
}

/** Both boards of a period in a currency, as last refreshed, with the viewer's places when signed in. */
export async function leaderboard(
  db: Db,
  period: LeaderboardPeriod,
  currency: Currency,
  viewer: number | null,
): Promise<LeaderboardAnswer['data']> {
  const refresh = await db.execute(
    sql`SELECT period_start, refreshed_at FROM leaderboard_refreshes WHERE period = ${period}`,
  );
  const [refreshed] = rowsOf<{ period_start: Date | string; refreshed_at: Date | string }>(refresh);
  const wagered = await rankBoard(db, 'wagered', period, currency, viewer);
  const biggestWin = await rankBoard(db, 'biggest_win', period, currency, viewer);
  return {
    period,
    currency,
    period_start: refreshed ? new Date(refreshed.period_start).toISOString() : null,
    refreshed_at: refreshed ? new Date(refreshed.refreshed_at).toISOString() : null,
    wagered: wagered.places,
    biggest_win: biggestWin.places,
    me: viewer === null ? null : { wagered: wagered.mine, biggest_win: biggestWin.mine },
  };
}
