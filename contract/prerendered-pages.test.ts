import { describe, expect, it } from 'vitest';
import { pagePath, staticPaths } from './prerendered-pages';

const PATTERNS = [
  '/{-$locale}',
  '/{-$locale}/',
  '/{-$locale}/games/dice',
  '/{-$locale}/games/cases/',
  '/{-$locale}/games/cases/$slug',
  '/{-$locale}/games/slots/$slots/demo',
];

describe('prerendered pages', () => {
  it('lists each route without a parameter once per locale, ru without a prefix', () => {
    expect(staticPaths(PATTERNS, 'ru')).toEqual(['/', '/games/cases', '/games/dice']);
    expect(staticPaths(PATTERNS, 'kz')).toEqual(['/kz', '/kz/games/cases', '/kz/games/dice']);
  });

  it('keeps each page in its address’s folder, with or without a trailing slash', () => {
    expect(pagePath('/')).toBe('pages/index.html');
    expect(pagePath('/en/games/dice')).toBe('pages/en/games/dice/index.html');
    expect(pagePath('/en/games/dice/')).toBe('pages/en/games/dice/index.html');
  });
});
