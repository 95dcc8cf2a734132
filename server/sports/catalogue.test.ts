import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { EventAnswer, EventsAnswer, SPORTS_API, SportsTreeAnswer } from '../../contract/api/sports';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  // As on a fresh machine: the simulator feeds the book.
  server = await startTestServer({ sportsFeed: 'simulator', sportsFeedIntervalMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
});

async function tree() {
  for (let i = 0; i < 120; i++) {
    const answer = SportsTreeAnswer.parse((await server.api({ method: 'GET', url: SPORTS_API.tree.path })).json());
    // The leagues are written just before their events: wait for the whole first sync.
    const leagues = answer.data.sports.flatMap((s) => s.countries.flatMap((c) => c.leagues));
    if (leagues.length > 0 && leagues.every((league) => league.upcoming > 0)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The book stayed empty');
}

describe('the book on a fresh machine', () => {
  it('the simulator runs by default, but not under tests', () => {
    expect(readConfig({ NODE_ENV: 'development' }).sportsFeed).toBe('simulator');
    expect(readConfig({ NODE_ENV: 'test' }).sportsFeed).toBe('off');
  });

  it('lists the sports and leagues, the upcoming events with their headline market, and an event’s markets', async () => {
    const { sports } = await tree();
    expect(sports.map((s) => s.sport).sort()).toEqual(['basketball', 'esports', 'football', 'hockey', 'tennis']);
    const football = sports.find((s) => s.sport === 'football');
    expect(football?.countries.map((c) => c.country).sort()).toEqual(['ES', 'GB']);
    expect(football?.countries[0]?.leagues[0]?.upcoming).toBeGreaterThan(10);

    const upcoming = EventsAnswer.parse(
      (
        await server.api({ method: 'GET', url: `${SPORTS_API.events.path}?state=upcoming&sport=tennis&limit=5` })
      ).json(),
    ).data.items;
    expect(upcoming).toHaveLength(5);
    for (const event of upcoming) {
      expect(event.sport).toBe('tennis');
      expect(event.status).toBe('upcoming');
      expect(['match_winner', 'outright']).toContain(event.main_market?.kind);
    }
    const match = upcoming.find((e) => e.kind === 'match');
    const detail = EventAnswer.parse(
      (await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: match?.id ?? 0 }) })).json(),
    ).data;
    expect(detail.markets.map((m) => m.kind)).toEqual(['match_winner', 'correct_score', 'total', 'handicap']);
    expect(detail.markets.find((m) => m.kind === 'total')?.line).toBe('2.5');
    expect(detail.markets[0]?.selections.every((s) => s.odds !== null && Number(s.odds) > 1)).toBe(true);
  });

  it('my bets need a session', async () => {
    expect((await server.api({ method: 'GET', url: SPORTS_API.myBets.path })).statusCode).toBe(401);
    const missing = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: 999_999 }) });
    expect(missing.statusCode).toBe(404);
  });
});
