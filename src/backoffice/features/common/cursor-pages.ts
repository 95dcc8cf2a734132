/**
 * Pages of a list the server pages by cursor (newest first): the cursors of the pages seen, so "Older" follows the
 * server's next cursor and "Newer" goes back along them. The first page has no cursor.
 */
export type CursorPages<C> = readonly (C | null)[];

export const firstPage = <C>(): CursorPages<C> => [null];

export const cursorOf = <C>(pages: CursorPages<C>): C | null => pages.at(-1) ?? null;

/** The page number, from 1. */
export const pageNumber = <C>(pages: CursorPages<C>): number => pages.length;

/** The next older page, when the server gave a cursor for one. */
export const older = <C>(pages: CursorPages<C>, next: C | null): CursorPages<C> =>
  next === null ? pages : [...pages, next];

/** Back to the newer page (the first stays). */
export const newer = <C>(pages: CursorPages<C>): CursorPages<C> => (pages.length > 1 ? pages.slice(0, -1) : pages);
