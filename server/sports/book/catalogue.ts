import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EventAnswer, EventsAnswer, SportsTreeAnswer } from '../../../contract/api/sports';
import { SPORTS, type Sport } from '../../../contract/sports/markets';
import { sportsEvents, sportsLeagues, sportsMarkets, sportsSelections } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { eventView, marketView } from '../bets/views';

/** The market a list shows for an event, by preference. */
const HEADLINE = ['match_result', 'match_winner', 'outright'];

/** What the page reads of the book: the sports tree, the events lists and one event's markets. */
export function createCatalogue(db: Db) {
  async function marketsOf(eventIds: number[], kinds?: string[]) {
    if (eventIds.length === 0) return new Map<number, ReturnType<typeof marketView>[]>();
    const where: SQL[] = [inArray(sportsMarkets.eventId, eventIds)];
    if (kinds) where.push(inArray(sportsMarkets.kind, kinds));
    const rows = await db
      .select({ market: sportsMarkets, selection: sportsSelections })
      .from(sportsMarkets)
      .innerJoin(sportsSelections, eq(sportsSelections.marketId, sportsMarkets.id))
      .where(and(...where))
      .orderBy(asc(sportsMarkets.id), asc(sportsSelections.id));
    const byMarket = new Map<
      number,
      { market: (typeof rows)[number]['market']; selections: (typeof rows)[number]['selection'][] }
    >();
    for (const { market, selection } of rows) {
      const entry = byMarket.get(market.id) ?? { market, selections: [] };
      entry.selections.push(selection);
      byMarket.set(market.id, entry);
    }
    const byEvent = new Map<number, ReturnType<typeof marketView>[]>();
    for (const { market, selections } of byMarket.values()) {
      byEvent.set(market.eventId, [...(byEvent.get(market.eventId) ?? []), marketView(market, selections)]);
    }
    return byEvent;
  }

  const headline = (markets: ReturnType<typeof marketView>[] | undefined) =>
    HEADLINE.map((kind) => markets?.find((m) => m.kind === kind)).find(Boolean) ?? null;

  return {
    async tree(): Promise<SportsTreeAnswer['data']> {
      const rows = await db
        .select({
          league: sportsLeagues,
          live: sql<number>`count(${sportsEvents.id}) FILTER (WHERE ${sportsEvents.status} = 'live')::int`,
          upcoming: sql<number>`count(${sportsEvents.id}) FILTER (WHERE ${sportsEvents.status} = 'upcoming')::int`,
        })
        .from(sportsLeagues)
        .leftJoin(sportsEvents, eq(sportsEvents.leagueId, sportsLeagues.id))
        .groupBy(sportsLeagues.id)
        .orderBy(asc(sportsLeagues.name));
      const sports = SPORTS.map((sport: Sport) => {
        const leagues = rows.filter((row) => row.league.sport === sport);
        const countries = [...new Set(leagues.map((row) => row.league.country))].map((country) => ({
          country,
          leagues: leagues
            .filter((row) => row.league.country === country)
            .map((row) => ({
              id: row.league.id,
              name: row.league.name,
              live: Number(row.live),
              upcoming: Number(row.upcoming),
            })),
        }));
        return { sport, countries };
      }).filter((entry) => entry.countries.length > 0);
      return { sports };
    },

    async events(query: {
      state: 'live' | 'upcoming';
      sport?: Sport | undefined;
      league_id?: number | undefined;
      limit: number;
    }): Promise<EventsAnswer['data']> {
      const where: SQL[] = [eq(sportsEvents.status, query.state)];
      if (query.sport) where.push(eq(sportsLeagues.sport, query.sport));
      if (query.league_id) where.push(eq(sportsEvents.leagueId, query.league_id));
      const rows = await db
        .select({ event: sportsEvents, league: sportsLeagues })
        .from(sportsEvents)
        .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsEvents.leagueId))
        .where(and(...where))
        .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
        .limit(query.limit);
      const markets = await marketsOf(
        rows.map((row) => row.event.id),
        HEADLINE,
      );
      return { items: rows.map((row) => eventView(row.event, row.league, headline(markets.get(row.event.id)))) };
    },

    async event(id: number): Promise<EventAnswer['data']> {
      const [row] = await db
        .select({ event: sportsEvents, league: sportsLeagues })
        .from(sportsEvents)
        .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsEvents.leagueId))
        .where(eq(sportsEvents.id, id));
      if (!row) throw new HttpError(404, 'event_not_found', 'No such event');
      const markets = (await marketsOf([id])).get(id) ?? [];
      return { event: eventView(row.event, row.league, headline(markets)), markets };
    },
  };
}
