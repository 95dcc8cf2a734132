import type { MarketKind } from '../../../contract/sports/markets';
import type { FeedAdapter, FeedEvent, FeedMarket } from './adapter';

const league = { id: 'test-league', sport: 'football' as const, country: 'GB', name: 'Test League' };

/** A feed the test drives by hand: add a match or an outright, move a price, suspend a market, publish a result. */
export function createFakeFeed() {
  const events = new Map<string, FeedEvent>();
  const adapter: FeedAdapter = {
    name: 'fake',
    snapshot: async () => structuredClone([...events.values()]),
    event: async (id) => structuredClone(events.get(id) ?? null),
  };
  const market = (
    id: string,
    kind: MarketKind,
    prices: Record<string, number>,
    lineQuarters: number | null = null,
  ): FeedMarket => ({
    id,
    kind,
    lineQuarters,
    places: kind === 'outright' ? 1 : null,
    suspended: null,
    selections: Object.entries(prices).map(([key, fairOdds]) => ({ key, name: key, fairOdds })),
  });
  function edit(id: string, change: (event: FeedEvent) => void) {
    const event = events.get(id);
    if (!event) throw new Error(`no event ${id}`);
    change(event);
  }
  return {
    adapter,
    market,
    match(id: string, markets: FeedMarket[], status: FeedEvent['status'] = 'live') {
      events.set(id, {
        id,
        league,
        kind: 'match',
        name: `${id} home v ${id} away`,
        home: `${id} home`,
        away: `${id} away`,
        startsAt: new Date('2026-11-25T10:00:00Z'),
        status,
        clock: status === 'live' ? "1H 10'" : null,
        score: status === 'live' ? { home: 0, away: 0 } : null,
        result: null,
        markets,
      });
    },
    /** An upcoming outright whose one market prices each competitor (`prices`: key → fair odds). */
    outright(id: string, prices: Record<string, number>) {
      events.set(id, {
        id,
        league,
        kind: 'outright',
        name: `${id}: winner`,
        home: null,
        away: null,
        startsAt: new Date('2026-11-25T20:00:00Z'),
        status: 'upcoming',
        clock: null,
        score: null,
        result: null,
        markets: [market('outright', 'outright', prices)],
      });
    },
    price(id: string, marketId: string, key: string, fairOdds: number) {
      edit(id, (event) => {
        const selection = event.markets.find((m) => m.id === marketId)?.selections.find((s) => s.key === key);
        if (!selection) throw new Error(`no selection ${marketId}/${key}`);
        selection.fairOdds = fairOdds;
      });
    },
    suspend(id: string, reason: string | null) {
      edit(id, (event) => {
        for (const m of event.markets) m.suspended = reason;
      });
    },
    result(id: string, result: NonNullable<FeedEvent['result']>) {
      edit(id, (event) => {
        event.status = result.kind === 'abandoned' ? 'abandoned' : 'ended';
        event.result = result;
        event.markets = [];
      });
    },
  };
}
