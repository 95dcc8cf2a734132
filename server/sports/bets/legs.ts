import { asc, eq, inArray } from 'drizzle-orm';
import { sportsBetLegs, sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema';
import type { Runner } from '../../wallet/service';
import type { LegRow } from './views';

/** The legs of these bets with their selection, market and event as they stand, by bet. */
export async function legsOf(db: Runner, betIds: number[]): Promise<Map<number, LegRow[]>> {
  const byBet = new Map<number, LegRow[]>(betIds.map((id) => [id, []]));
  if (betIds.length === 0) return byBet;
  const rows = await db
    .select({
      betId: sportsBetLegs.betId,
      odds: sportsBetLegs.odds,
      selection: sportsSelections,
      market: sportsMarkets,
      event: sportsEvents,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBetLegs.selectionId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .where(inArray(sportsBetLegs.betId, betIds))
    .orderBy(asc(sportsBetLegs.id));
  for (const { betId, ...leg } of rows) byBet.get(betId)?.push(leg);
  return byBet;
}
