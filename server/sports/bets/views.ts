import type { SportsBet, SportsEvent, SportsMarket } from '../../../contract/api/sports';
import { type Currency, fromMinor } from '../../../contract/money';
import { formatLine, type MarketKind } from '../../../contract/sports/markets';
import { formatOdds } from '../../../contract/sports/odds';
import type { sportsBets, sportsEvents, sportsLeagues, sportsMarkets, sportsSelections } from '../../db/schema';

type EventRow = typeof sportsEvents.$inferSelect;
type LeagueRow = typeof sportsLeagues.$inferSelect;
type MarketRow = typeof sportsMarkets.$inferSelect;
type SelectionRow = typeof sportsSelections.$inferSelect;
type BetRow = typeof sportsBets.$inferSelect;
type SettledResult = NonNullable<SportsBet['resettlement']>['previous_result'];

const scoreOf = (event: EventRow) =>
  event.scoreHome === null || event.scoreAway === null ? null : { home: event.scoreHome, away: event.scoreAway };

export function marketView(market: MarketRow, selections: SelectionRow[]): SportsMarket {
  return {
    id: market.id,
    kind: market.kind as MarketKind,
    line: market.lineQuarters === null ? null : formatLine(market.lineQuarters),
    places: market.places,
    status: market.status as SportsMarket['status'],
    suspend_reason: market.suspendReason,
    selections: selections.map((s) => ({
      id: s.id,
      key: s.key,
      name: s.name,
      odds: s.odds === null ? null : formatOdds(s.odds),
      outcome: s.outcome?.kind ?? null,
    })),
  };
}

export function eventView(event: EventRow, league: LeagueRow, main: SportsMarket | null): SportsEvent {
  return {
    id: event.id,
    sport: league.sport as SportsEvent['sport'],
    country: league.country,
    league_id: league.id,
    league: league.name,
    kind: event.kind as SportsEvent['kind'],
    name: event.name,
    home: event.home,
    away: event.away,
    starts_at: event.startsAt.toISOString(),
    status: event.status as SportsEvent['status'],
    clock: event.clock,
    score: scoreOf(event),
    main_market: main,
  };
}

export interface LegRow {
  selection: SelectionRow;
  market: MarketRow;
  event: EventRow;
  odds: number;
}

export function betView(bet: BetRow, legs: LegRow[]): SportsBet {
  const currency = bet.currency as Currency;
  return {
    id: bet.id,
    kind: legs.length > 1 ? 'accumulator' : 'single',
    currency,
    stake: fromMinor(bet.stakeMinor, currency),
    odds: formatOdds(bet.odds),
    potential_payout: fromMinor(bet.potentialPayoutMinor, currency),
    status: bet.status as SportsBet['status'],
    result: bet.result as SportsBet['result'],
    paid: fromMinor(bet.paidMinor, currency),
    created_at: bet.createdAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
    resettlement:
      bet.previousResult === null || bet.previousPaidMinor === null
        ? null
        : {
            previous_result: bet.previousResult as SettledResult,
            difference: fromMinor(bet.paidMinor - bet.previousPaidMinor, currency),
          },
    legs: legs.map(({ selection, market, event, odds }) => ({
      selection_id: selection.id,
      event_id: event.id,
      event_name: event.name,
      event_status: event.status as SportsEvent['status'],
      score: scoreOf(event),
      market_kind: market.kind as MarketKind,
      line: market.lineQuarters === null ? null : formatLine(market.lineQuarters),
      selection_key: selection.key,
      selection_name: selection.name,
      odds: formatOdds(odds),
      outcome: selection.outcome?.kind ?? null,
    })),
  };
}
