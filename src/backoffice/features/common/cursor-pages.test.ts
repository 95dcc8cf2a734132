import { describe, expect, it } from 'vitest';
import { cursorOf, firstPage, newer, older, pageNumber } from './cursor-pages';

describe('pages of a list paged by the server’s cursor', () => {
  it('starts with no cursor, follows each next cursor, and goes back along the pages seen', () => {
    let pages = firstPage<number>();
    expect([pageNumber(pages), cursorOf(pages)]).toEqual([1, null]);
    pages = older(pages, 90);
    pages = older(pages, 40);
    expect([pageNumber(pages), cursorOf(pages)]).toEqual([3, 40]);
    pages = newer(pages);
    expect([pageNumber(pages), cursorOf(pages)]).toEqual([2, 90]);
  });

  it('stays on the last page when there is no next cursor, and on the first when there is no newer one', () => {
    const last = older(firstPage<string>(), null);
    expect(pageNumber(last)).toBe(1);
    expect(newer(firstPage<string>())).toEqual([null]);
  });
});
