import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSiteRoute, routePatternsOf } from './site-routes';

const patterns = routePatternsOf(readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8'));

describe('the site routes, from the generated route tree', () => {
  it('reads every page of the tree', () => {
    expect(patterns).toContain('/{-$locale}/games/dice');
    expect(patterns).toContain('/{-$locale}/tournament/$id');
    expect(patterns).toContain('/{-$locale}/');
  });

  it('knows the pages with and without a locale, with their parameters', () => {
    for (const path of [
      '/',
      '/en',
      '/kz/',
      '/ru/games/dice',
      '/games/dice',
      '/en/profile',
      '/en/profile/history',
      '/tournament/42',
      '/en/games/slots/book-of-ra/demo',
      '/en/games/cases/starter',
    ]) {
      expect(isSiteRoute(patterns, path), path).toBe(true);
    }
  });

  it('does not know what no page answers', () => {
    for (const path of [
      '/no-such-page',
      '/en/no-such-page',
      '/xx/games/dice',
      '/en/en/games/dice',
      '/en/games/dice/extra',
      '/profile/user',
      '/geo_ip',
      '/en/tournament',
    ]) {
      expect(isSiteRoute(patterns, path), path).toBe(false);
    }
  });
});
