import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SportsChanges } from '../../../contract/realtime/sports';
import { formatOdds, withMargin } from '../../../contract/sports/odds';
import { sportsEvents, sportsLeagues, sportsMarkets, sportsSelections } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Runner } from '../../wallet/service';
import type { FeedAdapter, FeedEvent, FeedMarket } from '../feed/adapter';
import { applyResult } from './results';
import { type Margins, readMargins } from './settings';

interface KnownSelection {
  id: number;
  odds: number | null;
  fairOdds: number | null;
}
interface KnownMarket {
  id: number;
  status: string;
  reason: string | null;
  selections: Map<string, KnownSelection>;
}
interface KnownEvent {
  id: number;
  status: string;
  clock: string | null;
  scoreHome: number | null;
  scoreAway: number | null;
  markets: Map<string, KnownMarket>;
}

const FINAL = new Set(['ended', 'abandoned']);

export interface BookSync {
  /**
   * Reads the feed at `now`, writes what changed, records new results; answers the events that got one and what
   * changed, as the socket publishes it (contract/realtime/sports.ts).
   */
  sync(now: Date): Promise<{ settledEvents: number[]; changes: SportsChanges }>;
}

/**
 * Keeps the database's book equal to the feed's: new events with their markets (three statements however many),
 * then only what moved: statuses, clocks, scores, suspensions and prices (the operator's margin applied to the
 * feed's fair odds; a margin changed by the operator reprices at the next sync). What the book last wrote is kept
 * in memory, so an unchanged price costs nothing. Run it in one process (see README).
 */
export function createBookSync(db: Db, feed: FeedAdapter): BookSync {
  const known = new Map<string, KnownEvent>();
  const leagueIds = new Map<string, number>();

  async function ensureLeagues(events: FeedEvent[]) {
    const missing = new Map(events.filter((e) => !leagueIds.has(e.league.id)).map((e) => [e.league.id, e.league]));
    if (missing.size === 0) return;
    await db
      .insert(sportsLeagues)
      .values(
        [...missing.values()].map((l) => ({ externalId: l.id, sport: l.sport, country: l.country, name: l.name })),
      )
      .onConflictDoNothing();
    const rows = await db
      .select({ id: sportsLeagues.id, externalId: sportsLeagues.externalId })
      .from(sportsLeagues)
      .where(inArray(sportsLeagues.externalId, [...missing.keys()]));
    for (const row of rows) leagueIds.set(row.externalId, row.id);
  }

  async function load(externalIds: string[]) {
    const unknown = externalIds.filter((id) => !known.has(id));
    if (unknown.length === 0) return;
    const events = await db.select().from(sportsEvents).where(inArray(sportsEvents.externalId, unknown));
    if (events.length === 0) return;
    const rows = await db
      .select({
        eventId: sportsMarkets.eventId,
        marketId: sportsMarkets.id,
        marketExternalId: sportsMarkets.externalId,
        status: sportsMarkets.status,
        reason: sportsMarkets.suspendReason,
        selectionId: sportsSelections.id,
        key: sportsSelections.key,
        odds: sportsSelections.odds,
        fairOdds: sportsSelections.fairOdds,
      })
      .from(sportsMarkets)
      .innerJoin(sportsSelections, eq(sportsSelections.marketId, sportsMarkets.id))
      .where(
        inArray(
          sportsMarkets.eventId,
          events.map((e) => e.id),
        ),
      );
    const byId = new Map<number, KnownEvent>();
    for (const e of events) {
      const entry = {
        id: e.id,
        status: e.status,
        clock: e.clock,
        scoreHome: e.scoreHome,
        scoreAway: e.scoreAway,
        markets: new Map(),
      };
      byId.set(e.id, entry);
      known.set(e.externalId, entry);
    }
    for (const row of rows) {
      const event = byId.get(row.eventId) as KnownEvent;
      let market = event.markets.get(row.marketExternalId);
      if (!market) {
        market = { id: row.marketId, status: row.status, reason: row.reason, selections: new Map() };
        event.markets.set(row.marketExternalId, market);
      }
      market.selections.set(row.key, { id: row.selectionId, odds: row.odds, fairOdds: row.fairOdds });
    }
  }

  const price = (margins: Margins, market: FeedMarket, fairOdds: number | null) =>
    fairOdds === null ? null : withMargin(fairOdds, margins.market(market.kind));

  async function insertMarkets(
    runner: Runner,
    margins: Margins,
    targets: { event: KnownEvent; markets: FeedMarket[] }[],
  ) {
    const values = targets.flatMap(({ event, markets }) =>
      markets.map((m) => ({
        eventId: event.id,
        externalId: m.id,
        kind: m.kind,
        lineQuarters: m.lineQuarters,
        places: m.places,
        status: m.suspended ? 'suspended' : 'open',
        suspendReason: m.suspended,
      })),
    );
    if (values.length === 0) return;
    const inserted = await runner
      .insert(sportsMarkets)
      .values(values)
      .returning({ id: sportsMarkets.id, eventId: sportsMarkets.eventId, externalId: sportsMarkets.externalId });
    const ids = new Map(inserted.map((row) => [`${row.eventId}/${row.externalId}`, row.id]));
    const selections = targets.flatMap(({ event, markets }) =>
      markets.flatMap((m) => {
        const marketId = ids.get(`${event.id}/${m.id}`) as number;
        const entry: KnownMarket = {
          id: marketId,
          status: m.suspended ? 'suspended' : 'open',
          reason: m.suspended,
          selections: new Map(),
        };
        event.markets.set(m.id, entry);
        return m.selections.map((s) => ({
          marketId,
          key: s.key,
          name: s.name,
          fairOdds: s.fairOdds,
          odds: price(margins, m, s.fairOdds),
          entry,
        }));
      }),
    );
    if (selections.length === 0) return;
    const rows = await runner
      .insert(sportsSelections)
      .values(selections.map(({ entry: _, ...row }) => row))
      .returning({ id: sportsSelections.id, marketId: sportsSelections.marketId, key: sportsSelections.key });
    const selectionIds = new Map(rows.map((row) => [`${row.marketId}/${row.key}`, row.id]));
    for (const s of selections) {
      s.entry.selections.set(s.key, {
        id: selectionIds.get(`${s.marketId}/${s.key}`) as number,
        odds: s.odds,
        fairOdds: s.fairOdds,
      });
    }
  }

  /** New events with their markets and selections, in one transaction: no reader sees an event without them. */
  async function insertEvents(margins: Margins, events: FeedEvent[]) {
    if (events.length === 0) return;
    try {
      await db.transaction((tx) => insertEventsIn(tx, margins, events));
    } catch (error) {
      // What this sync remembered of them was not written.
      known.clear();
      throw error;
    }
  }

  async function insertEventsIn(tx: Runner, margins: Margins, events: FeedEvent[]) {
    const inserted = await tx
      .insert(sportsEvents)
      .values(
        events.map((e) => ({
          externalId: e.id,
          leagueId: leagueIds.get(e.league.id) as number,
          kind: e.kind,
          name: e.name,
          home: e.home,
          away: e.away,
          startsAt: e.startsAt,
          // A result is recorded by applyResult, which also settles: until then the event is live.
          status: FINAL.has(e.status) ? 'live' : e.status,
          clock: e.clock,
          scoreHome: e.score?.home ?? null,
          scoreAway: e.score?.away ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: sportsEvents.id, externalId: sportsEvents.externalId });
    const byExternal = new Map(events.map((e) => [e.id, e]));
    const targets = inserted.map((row) => {
      const e = byExternal.get(row.externalId) as FeedEvent;
      const entry: KnownEvent = {
        id: row.id,
        status: FINAL.has(e.status) ? 'live' : e.status,
        clock: e.clock,
        scoreHome: e.score?.home ?? null,
        scoreAway: e.score?.away ?? null,
        markets: new Map(),
      };
      known.set(row.externalId, entry);
      return { event: entry, markets: e.markets };
    });
    await insertMarkets(tx, margins, targets);
  }

  async function update(margins: Margins, feedEvent: FeedEvent, event: KnownEvent) {
    const clock = feedEvent.clock;
    const scoreHome = feedEvent.score?.home ?? null;
    const scoreAway = feedEvent.score?.away ?? null;
    const status = FINAL.has(feedEvent.status) ? event.status : feedEvent.status;
    let changed = false;
    if (
      status !== event.status ||
      clock !== event.clock ||
      scoreHome !== event.scoreHome ||
      scoreAway !== event.scoreAway
    ) {
      await db
        .update(sportsEvents)
        .set({ status, clock, scoreHome, scoreAway, updatedAt: new Date() })
        .where(eq(sportsEvents.id, event.id));
      Object.assign(event, { status, clock, scoreHome, scoreAway });
      changed = true;
    }
    if (FINAL.has(feedEvent.status)) return { changed, markets: [], prices: [], fresh: [] };
    const markets: { id: number; status: string; reason: string | null }[] = [];
    const prices: { id: number; odds: number | null; fairOdds: number | null }[] = [];
    const fresh: FeedMarket[] = [];
    const offered = new Set(feedEvent.markets.map((m) => m.id));
    for (const m of feedEvent.markets) {
      const mine = event.markets.get(m.id);
      if (!mine) {
        fresh.push(m);
        continue;
      }
      const wanted = m.suspended ? 'suspended' : 'open';
      if (mine.status !== 'settled' && (mine.status !== wanted || mine.reason !== m.suspended)) {
        markets.push({ id: mine.id, status: wanted, reason: m.suspended });
        Object.assign(mine, { status: wanted, reason: m.suspended });
      }
      for (const s of m.selections) {
        const sel = mine.selections.get(s.key);
        const odds = price(margins, m, s.fairOdds);
        if (sel && (sel.odds !== odds || sel.fairOdds !== s.fairOdds)) {
          prices.push({ id: sel.id, odds, fairOdds: s.fairOdds });
          Object.assign(sel, { odds, fairOdds: s.fairOdds });
        }
      }
    }
    // A market the feed stopped offering takes no bets until it comes back or settles.
    for (const [id, mine] of event.markets) {
      if (!offered.has(id) && mine.status === 'open') {
        markets.push({ id: mine.id, status: 'suspended', reason: 'not_offered' });
        Object.assign(mine, { status: 'suspended', reason: 'not_offered' });
      }
    }
    return { changed, markets, prices, fresh };
  }

  async function writeChanges(
    markets: { id: number; status: string; reason: string | null }[],
    prices: { id: number; odds: number | null; fairOdds: number | null }[],
  ) {
    if (markets.length > 0) {
      const rows = markets.map((m) => sql`(${m.id}::int, ${m.status}::text, ${m.reason}::text)`);
      await db.execute(
        sql`UPDATE sports_markets AS m SET status = v.status, suspend_reason = v.reason FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, status, reason) WHERE m.id = v.id AND m.status <> 'settled'`,
      );
    }
    if (prices.length > 0) {
      const rows = prices.map((p) => sql`(${p.id}::int, ${p.odds}::int, ${p.fairOdds}::int)`);
      await db.execute(
        sql`UPDATE sports_selections AS s SET odds = v.odds, fair_odds = v.fair FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, odds, fair) WHERE s.id = v.id`,
      );
    }
  }

  return {
    async sync(now) {
      const events = await feed.snapshot(now);
      const ids = events.map((e) => e.id);
      // Events the book holds open that the feed no longer lists (the book was away): ask for each.
      const stale = await db
        .select({ externalId: sportsEvents.externalId })
        .from(sportsEvents)
        .where(
          and(
            inArray(sportsEvents.status, ['upcoming', 'live']),
            ids.length > 0 ? notInArray(sportsEvents.externalId, ids) : undefined,
          ),
        );
      for (const { externalId } of stale) {
        const event = await feed.event(externalId, now);
        if (event) events.push(event);
      }
      await ensureLeagues(events);
      await load(events.map((e) => e.id));
      const margins = await readMargins(db);
      const unknown = events.filter((e) => !known.has(e.id));
      await insertEvents(margins, unknown);
      const marketChanges: { id: number; status: string; reason: string | null }[] = [];
      const eventChanges: KnownEvent[] = [];
      const priceChanges: { id: number; odds: number | null; fairOdds: number | null }[] = [];
      const fresh: { event: KnownEvent; markets: FeedMarket[] }[] = [];
      const results: { event: KnownEvent; feedEvent: FeedEvent }[] = [];
      for (const feedEvent of events) {
        const event = known.get(feedEvent.id);
        if (!event || FINAL.has(event.status)) continue;
        const changes = await update(margins, feedEvent, event);
        if (changes.changed) eventChanges.push(event);
        marketChanges.push(...changes.markets);
        priceChanges.push(...changes.prices);
        if (changes.fresh.length > 0) fresh.push({ event, markets: changes.fresh });
        if (feedEvent.result) results.push({ event, feedEvent });
      }
      await insertMarkets(db, margins, fresh);
      await writeChanges(marketChanges, priceChanges);
      const settledEvents: number[] = [];
      for (const { event, feedEvent } of results) {
        if (!feedEvent.result) continue;
        await applyResult(db, event.id, feedEvent.result);
        const result = feedEvent.result;
        Object.assign(event, {
          status: result.kind === 'abandoned' ? 'abandoned' : 'ended',
          clock: null,
          ...(result.kind === 'score' ? { scoreHome: result.home, scoreAway: result.away } : {}),
        });
        for (const market of event.markets.values()) {
          Object.assign(market, { status: 'settled', reason: null });
          marketChanges.push({ id: market.id, status: 'settled', reason: null });
        }
        if (!eventChanges.includes(event)) eventChanges.push(event);
        settledEvents.push(event.id);
      }
      const changes: SportsChanges = {
        events: eventChanges.map((e) => ({
          id: e.id,
          status: e.status as SportsChanges['events'][number]['status'],
          clock: e.clock,
          score: e.scoreHome === null || e.scoreAway === null ? null : { home: e.scoreHome, away: e.scoreAway },
        })),
        markets: marketChanges.map((m) => ({
          id: m.id,
          status: m.status as SportsChanges['markets'][number]['status'],
          suspend_reason: m.reason,
        })),
        selections: priceChanges.map((p) => ({ id: p.id, odds: p.odds === null ? null : formatOdds(p.odds) })),
        listed: unknown.length + fresh.length,
      };
      return { settledEvents, changes };
    },
  };
}
