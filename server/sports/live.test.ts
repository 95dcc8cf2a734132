import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS_API } from '../../contract/api/sports';
import { SPORTS_TOPIC, SportsChanges } from '../../contract/realtime/sports';
import { sportsMarkets, sportsSelections } from '../db/schema';
import { createLocalBus } from '../realtime/bus';
import { openTestSocket } from '../realtime/socket.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { setMargin } from './book/settings';
import { createBookSync } from './book/sync';
import { createFakeFeed } from './feed/fake.testing';
import { publishSportsChanges } from './live';

const bus = createLocalBus();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { bus });
  await setMargin(server.db, 'default', 0);
});
afterAll(() => server?.close());

const log = { warn: () => {} };
const now = new Date('2026-11-25T10:10:00Z');

async function selectionOf(key: string) {
  const [row] = await server.db
    .select({ id: sportsSelections.id, marketId: sportsSelections.marketId })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .where(eq(sportsSelections.key, key));
  if (!row) throw new Error(`no selection ${key}`);
  return row;
}

describe('live odds on the socket', () => {
  it('a guest holding the sports topic gets each sync’s new prices, suspensions, clocks and results', async () => {
    const feed = createFakeFeed();
    const book = createBookSync(server.db, feed.adapter);
    feed.match('live-1', [feed.market('1x2', 'match_result', { home: 2000, draw: 3500, away: 4000 })]);
    const listed = await book.sync(now);
    expect(listed.changes.listed).toBe(1);

    const socket = await openTestSocket(server.app);
    socket.send({ type: 'subscribe', topic: SPORTS_TOPIC });
    expect((await socket.next('snapshot', (m) => m.topic === SPORTS_TOPIC)).data).toEqual({ resync: true });

    // A price moves: only that selection is sent, at its new price as the HTTP book shows it.
    feed.price('live-1', '1x2', 'home', 1800);
    await publishSportsChanges(bus, (await book.sync(now)).changes, log);
    const home = await selectionOf('home');
    const moved = SportsChanges.parse((await socket.next('event', (m) => m.topic === SPORTS_TOPIC)).data);
    expect(moved.selections).toEqual([{ id: home.id, odds: '1.80' }]);
    expect(moved.markets).toEqual([]);
    const read = await server.api({ method: 'GET', url: SPORTS_API.event.path.replace(':id', '1') });
    const market = (read.json() as { data: { markets: { selections: { id: number; odds: string }[] }[] } }).data
      .markets[0];
    expect(market?.selections.find((s) => s.id === home.id)?.odds).toBe('1.80');

    // A dangerous moment suspends the market.
    feed.suspend('live-1', 'dangerous_moment');
    await publishSportsChanges(bus, (await book.sync(now)).changes, log);
    const suspended = SportsChanges.parse((await socket.next('event', (m) => m.topic === SPORTS_TOPIC)).data);
    expect(suspended.markets).toEqual([{ id: home.marketId, status: 'suspended', suspend_reason: 'dangerous_moment' }]);

    // Nothing moved: nothing is sent.
    await publishSportsChanges(bus, (await book.sync(now)).changes, log);

    // The result: the event ends with its score, every market is settled.
    feed.result('live-1', { kind: 'score', home: 2, away: 1 });
    await publishSportsChanges(bus, (await book.sync(now)).changes, log);
    const ended = SportsChanges.parse((await socket.next('event', (m) => m.topic === SPORTS_TOPIC)).data);
    expect(ended.events).toEqual([{ id: 1, status: 'ended', clock: null, score: { home: 2, away: 1 } }]);
    expect(ended.markets).toEqual([{ id: home.marketId, status: 'settled', suspend_reason: null }]);
    // The empty sync sent nothing: the messages were exactly the three changes.
    expect(socket.received.filter((m) => m.type === 'event')).toHaveLength(3);
    socket.close();
  });
});
