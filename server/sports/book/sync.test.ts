import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketKind } from '../../../contract/sports/markets';
import { withMargin } from '../../../contract/sports/odds';
import { settleSelection } from '../../../contract/sports/settlement';
import { sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { SIM_LEAGUES } from '../sim/leagues';
import { createSimulator, DEFAULT_SIMULATOR } from '../sim/simulator';
import { setMargin } from './settings';
import { createBookSync } from './sync';

const HOUR = 60 * 60_000;
const league = SIM_LEAGUES[0];
const feed = createSimulator({ ...DEFAULT_SIMULATOR, horizonMs: 3 * HOUR, leagues: SIM_LEAGUES.slice(0, 1) });
const kickoff = Date.parse('2026-11-25T10:00:00Z');
const fixtureId = `${league?.id}:${kickoff / HOUR}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function marketsOf(externalId: string) {
  const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, externalId));
  if (!event) throw new Error(`no event ${externalId}`);
  const rows = await server.db
    .select()
    .from(sportsMarkets)
    .innerJoin(sportsSelections, eq(sportsSelections.marketId, sportsMarkets.id))
    .where(eq(sportsMarkets.eventId, event.id));
  return { event, rows };
}

describe('the book follows the feed', () => {
  const book = () => createBookSync(server.db, feed);
  const sync = createBookSyncOnce();
  function createBookSyncOnce() {
    let instance: ReturnType<typeof createBookSync> | null = null;
    return (at: number) => {
      instance ??= book();
      return instance.sync(new Date(at));
    };
  }

  it('lists the fixtures ahead with the operator’s margin on the feed’s fair odds', async () => {
    await sync(kickoff - 5 * 60_000);
    const { event, rows } = await marketsOf(fixtureId);
    expect(event.status).toBe('upcoming');
    expect(rows.length).toBeGreaterThan(20);
    for (const { sports_selections: s } of rows) {
      if (s.fairOdds !== null) expect(s.odds).toBe(withMargin(s.fairOdds, 600));
    }
  });

  it('a margin set by the operator reprices at the next sync', async () => {
    await setMargin(server.db, 'match_result', 1000);
    await sync(kickoff - 4 * 60_000);
    const { rows } = await marketsOf(fixtureId);
    const oneXTwo = rows.filter((r) => r.sports_markets.kind === 'match_result');
    expect(oneXTwo).toHaveLength(3);
    for (const { sports_selections: s } of oneXTwo) expect(s.odds).toBe(withMargin(s.fairOdds as number, 1000));
  });

  it('goes live: clock, score and prices follow the match; a second book process (no memory) agrees', async () => {
    await sync(kickoff + 7 * 60_000);
    const { event, rows } = await marketsOf(fixtureId);
    // This seed's fixture is played, not abandoned.
    expect(event.status).toBe('live');
    const expected = await feed.event(fixtureId, new Date(kickoff + 7 * 60_000));
    if (expected?.status !== 'live') throw new Error('the feed should have the match live');
    expect(event.clock).toBe(expected.clock);
    expect([event.scoreHome, event.scoreAway]).toEqual([expected.score?.home, expected.score?.away]);
    for (const market of expected.markets) {
      for (const sel of market.selections) {
        const row = rows.find((r) => r.sports_markets.externalId === market.id && r.sports_selections.key === sel.key);
        expect(row?.sports_selections.fairOdds).toBe(sel.fairOdds);
        expect(row?.sports_markets.status).toBe(market.suspended ? 'suspended' : 'open');
      }
    }
    await createBookSync(server.db, feed).sync(new Date(kickoff + 7 * 60_000));
    expect((await marketsOf(fixtureId)).rows.length).toBe(rows.length);
  });

  it('records the official result once and settles every selection by it', async () => {
    const end = kickoff + DEFAULT_SIMULATOR.matchMs + 60_000;
    const first = await sync(end);
    const { event, rows } = await marketsOf(fixtureId);
    expect(first.settledEvents).toContain(event.id);
    expect(event.result).toEqual((await feed.event(fixtureId, new Date(end)))?.result);
    expect(event.resultVersion).toBe(1);
    for (const { sports_markets: m, sports_selections: s } of rows) {
      expect(m.status).toBe('settled');
      expect(s.outcome).toEqual(
        settleSelection({ kind: m.kind as MarketKind, lineQuarters: m.lineQuarters }, s.key, event.result as never),
      );
    }
    const again = await sync(end + 5_000);
    expect(again.settledEvents).not.toContain(event.id);
    expect((await marketsOf(fixtureId)).event.resultVersion).toBe(1);
  });
});
