import { describe, expect, it } from 'vitest';
import { pageFiles, prerenderedFor, shellPaths, staticPaths } from './prerendered-pages';

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
    expect(pageFiles('/')).toEqual(['pages/index.html']);
    expect(pageFiles('/en/games/dice')).toEqual(['pages/en/games/dice/index.html']);
    expect(pageFiles('/en/games/dice/')).toEqual(['pages/en/games/dice/index.html']);
  });

  it('answers any case with the shell of its locale after its own page', () => {
    expect(shellPaths('ru')).toEqual(['/games/cases/$slug']);
    expect(shellPaths('en')).toEqual(['/en/games/cases/$slug']);
    expect(pageFiles('/en/games/cases/starter-case')).toEqual([
      'pages/en/games/cases/starter-case/index.html',
      'pages/en/games/cases/$slug/index.html',
    ]);
    expect(pageFiles('/games/cases/gold/')).toEqual([
      'pages/games/cases/gold/index.html',
      'pages/games/cases/$slug/index.html',
    ]);
    // No shell for the list itself, a deeper address or another locale's prefix.
    expect(pageFiles('/en/games/cases')).toEqual(['pages/en/games/cases/index.html']);
    expect(pageFiles('/en/games/cases/a/b')).toHaveLength(1);
    expect(pageFiles('/xx/games/cases/a')).toHaveLength(1);
  });

  it('tells whether the prerendered markup is the page of an address, its own or its shell', () => {
    expect(prerenderedFor('/en/games/dice', '/en/games/dice')).toBe(true);
    expect(prerenderedFor('/en/games/cases/$slug', '/en/games/cases/gold')).toBe(true);
    expect(prerenderedFor('/en/games/cases/$slug', '/kz/games/cases/gold')).toBe(false);
    expect(prerenderedFor('/en/games/dice', '/en/games/keno')).toBe(false);
    expect(prerenderedFor(undefined, '/en/games/dice')).toBe(false);
  });
});
