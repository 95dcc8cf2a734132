import { describe, expect, it } from 'vitest';
import { isActive } from './LocaleLink';

const at = (pathname: string, search: Record<string, unknown> = {}) => ({ pathname, search }) as never;

describe('which link is the current page (aria-current)', () => {
  it('a section link is active on its pages and the pages under them, never on a neighbour with the same start', () => {
    expect(isActive(at('/en/games/slots'), '/en/games/slots', undefined, false)).toBe(true);
    expect(isActive(at('/en/games/slots/jade-ways/demo'), '/en/games/slots', undefined, false)).toBe(true);
    expect(isActive(at('/en/games/slots-new'), '/en/games/slots', undefined, false)).toBe(false);
    expect(isActive(at('/en/games/slots/'), '/en/games/slots', undefined, false)).toBe(true);
  });

  it('the home link is active on the home page alone, in every locale', () => {
    expect(isActive(at('/'), '/', undefined, false)).toBe(true);
    expect(isActive(at('/games/dice'), '/', undefined, false)).toBe(false);
    expect(isActive(at('/en'), '/en', undefined, false)).toBe(true);
    expect(isActive(at('/en/games/dice'), '/en', undefined, false)).toBe(false);
    expect(isActive(at('/kz/'), '/kz', undefined, false)).toBe(true);
  });

  it('an exact tab is active on its own path with no other parameters', () => {
    expect(isActive(at('/profile'), '/profile', undefined, true)).toBe(true);
    expect(isActive(at('/profile/history'), '/profile', undefined, true)).toBe(false);
    expect(isActive(at('/profile', { deposit: '' }), '/profile', undefined, true)).toBe(false);
    expect(isActive(at('/profile', { deposit: '' }), '/profile', undefined, false)).toBe(true);
  });

  it("a link with search parameters is active only where they are present with the link's values", () => {
    expect(isActive(at('/tournament/4', { signup: '' }), '/tournament/4', { signup: '' }, false)).toBe(true);
    expect(isActive(at('/tournament/4'), '/tournament/4', { signup: '' }, false)).toBe(false);
    expect(isActive(at('/tournament/4', { signup: 'x' }), '/tournament/4', { signup: '' }, false)).toBe(false);
  });
});
