import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatTimeIdCursor } from '../../../contract/api/cursor';
import type { MyBetsAnswer, MyBetsQuery } from '../../../contract/api/sports';
import { exactTime } from '../../db/exact-time';
import { sportsBets } from '../../db/schema';
import type { Db } from '../../db/types';
import { legsOf } from './legs';
import { betView } from './views';

/**
 * A page of the player's bets (My bets), newest first by (created_at, id) after the cursor: a range on
 * `sports_bets_user_open_idx` for the open tab and `sports_bets_user_time_idx` for the settled one, so a page costs
 * the same however far back it is and a bet placed meanwhile lands before the first page, never between two.
 */
export async function myBetsPage(
  db: Db,
  userId: number,
  { status, cursor, limit }: z.output<typeof MyBetsQuery>,
): Promise<MyBetsAnswer['data']> {
  const statusIs: SQL =
    status === 'open' ? eq(sportsBets.status, 'open') : inArray(sportsBets.status, ['settled', 'cashed_out']);
  const after = cursor
    ? sql`(${sportsBets.createdAt}, ${sportsBets.id}) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
    : undefined;
  const rows = await db
    .select({ bet: sportsBets, at: exactTime(sql`${sportsBets.createdAt}`).mapWith(String) })
    .from(sportsBets)
    .where(and(eq(sportsBets.userId, userId), statusIs, after))
    .orderBy(desc(sportsBets.createdAt), desc(sportsBets.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map(({ bet }) => bet.id);
  const legs = await legsOf(db, ids);
  const last = page.at(-1);
  return {
    items: page.map(({ bet }) => betView(bet, legs.get(bet.id) ?? [])),
    next_cursor: rows.length > limit && last ? formatTimeIdCursor({ at: last.at, id: last.bet.id }) : null,
  };
}
