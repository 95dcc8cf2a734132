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
import { startTestServer, type TestServer } from '../test/harness';
import { registerPlayer } from '../wallet/players.testing';
import { SIM_CATALOGUE_SIZE } from './sim-catalogue';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ slotsSimCatalogue: true });
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
  it('lists the studio and the simulated provider, pages through every game once, and filters and searches', async () => {
    const providers = ProvidersAnswer.parse(
      (await server.api({ method: 'GET', url: CATALOGUE_API.providers.path })).json(),
    ).data;
    expect(providers).toContainEqual({ id: 'lucky-studio', name: 'Lucky Mirror Studio', simulated: false, games: 3 });
    expect(providers).toContainEqual(
      expect.objectContaining({ id: 'reel-sim', simulated: true, games: SIM_CATALOGUE_SIZE }),
    );

    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list({ limit: '96', ...(cursor ? { cursor } : {}) });
      for (const item of page.items) seen.add(item.slug);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    expect(seen.size).toBe(SIM_CATALOGUE_SIZE + 3);

    const studio = await list({ provider: 'lucky-studio' });
    expect(studio.items.map((g) => g.slug).sort()).toEqual(['jade-ways', 'lucky-sevens', 'mirror-fortune']);
    expect(studio.items.every((g) => g.playable && g.demo)).toBe(true);
    const started = performance.now();
    const found = await list({ search: 'PHOENIX', category: 'ways' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((g) => g.title.toLowerCase().includes('phoenix') && g.category === 'ways')).toBe(true);
    expect(found.items.every((g) => !g.playable)).toBe(true);
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
