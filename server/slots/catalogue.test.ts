import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import {
  CATALOGUE_API,
  CatalogueAnswer,
  GameAnswer,
  ProvidersAnswer,
  RecentAnswer,
  SLOTS_API,
} from '../../contract/api/slots';
import { slotGames } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { registerPlayer } from '../wallet/players.testing';
import { SIM_CATALOGUE_SIZE, UNPLUGGED_PROVIDER, writeUnpluggedCatalogue } from './sim-catalogue.testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await writeUnpluggedCatalogue(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function list(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await server.api({ method: 'GET', url: CATALOGUE_API.games.path, query, headers });
  expect(res.statusCode, res.body).toBe(200);
  return CatalogueAnswer.parse(res.json()).data;
}

describe('the slots catalogue', () => {
  it('lists only games that launch: the studio’s, never the entries of a provider not plugged in', async () => {
    const providers = ProvidersAnswer.parse(
      (await server.api({ method: 'GET', url: CATALOGUE_API.providers.path })).json(),
    ).data;
    expect(providers).toEqual([{ id: 'lucky-studio', name: 'Lucky Mirror Studio', games: 3 }]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list({ limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.slug));
      expect(page.total).toBe(3);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen.sort()).toEqual(['jade-ways', 'lucky-sevens', 'mirror-fortune']);
    for (const slug of seen) {
      const demo = await server.api({
        method: 'POST',
        url: SLOTS_API.launch.path,
        payload: { slug, mode: 'demo', language: 'en', return_url: '/' },
      });
      expect(demo.statusCode, demo.body).toBe(200);
    }

    // The 2000 rows of the other provider are in the table: search and filters skip them, fast.
    const started = performance.now();
    const phoenix = await list({ search: 'PHOENIX' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(phoenix).toEqual({ items: [], next_cursor: null, total: 0 });
    expect((await list({ provider: UNPLUGGED_PROVIDER })).total).toBe(0);
    expect((await list({ category: 'ways' })).items.map((g) => g.slug)).toEqual(['jade-ways']);
    expect((await list({ search: 'jade' })).items.map((g) => g.provider_name)).toEqual(['Lucky Mirror Studio']);

    const unplugged = `golden-pharaoh-${UNPLUGGED_PROVIDER}`;
    const opened = await server.api({ method: 'GET', url: pathOf(CATALOGUE_API.game.path, { slug: unplugged }) });
    expect(opened.statusCode).toBe(404);
    const launched = await server.api({
      method: 'POST',
      url: SLOTS_API.launch.path,
      payload: { slug: unplugged, mode: 'demo', language: 'en', return_url: '/' },
    });
    expect(launched.statusCode).toBe(404);
    const [written] = await server.db
      .select({ n: count() })
      .from(slotGames)
      .where(and(eq(slotGames.provider, UNPLUGGED_PROVIDER), eq(slotGames.active, true)));
    expect(written?.n).toBe(SIM_CATALOGUE_SIZE);
  });

  it('refuses a cursor past the database’s integers with 422, not a 500 (the fuzzer’s find)', async () => {
    for (const cursor of ['60982261617:797782415', '5:99999999999', '1:2:3', 'x:1']) {
      const res = await server.api({ method: 'GET', url: CATALOGUE_API.games.path, query: { cursor } });
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().errors.cursor, cursor).toBeDefined();
    }
    expect((await list({ cursor: '2147483647:1' })).items.length).toBeGreaterThan(0);
  });

  it('keeps a player’s favourites and the games they opened, newest first', async () => {
    const player = await registerPlayer(server, 'RUB');
    const put = await server.api({
      method: 'PUT',
      url: pathOf(CATALOGUE_API.addFavourite.path, { slug: 'jade-ways' }),
      headers: player.auth,
    });
    expect(GameAnswer.parse(put.json()).data.favourite).toBe(true);
    const favourites = await list({ favourites: '1' }, player.auth);
    expect(favourites.items.map((g) => g.slug)).toEqual(['jade-ways']);
    expect((await list({ favourites: '1' })).items).toEqual([]);

    for (const slug of ['lucky-sevens', 'mirror-fortune']) {
      const res = await server.api({
        method: 'POST',
        url: SLOTS_API.launch.path,
        headers: player.auth,
        payload: { slug, mode: 'demo', language: 'en', return_url: '/' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const recent = RecentAnswer.parse(
      (await server.api({ method: 'GET', url: CATALOGUE_API.recent.path, headers: player.auth })).json(),
    ).data;
    expect(recent.map((g) => g.slug)).toEqual(['mirror-fortune', 'lucky-sevens']);

    await server.api({
      method: 'DELETE',
      url: pathOf(CATALOGUE_API.removeFavourite.path, { slug: 'jade-ways' }),
      headers: player.auth,
    });
    expect((await list({ favourites: '1' }, player.auth)).items).toEqual([]);
  });
});
