import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../../workers/api-result';
import { type CursorPages, cursorOf, firstPage, newer, older, pageNumber } from './cursor-pages';
import { useList } from './use-list';

/** A list the server pages by cursor: the page shown, and Newer / Older along the pages seen. */
export function useCursorList<C, T>(load: (cursor: C | null) => Promise<ApiResult<{ items: T[]; next: C | null }>>) {
  const [pages, setPages] = useState<CursorPages<C>>(firstPage<C>());
  // A new loader (another player, other filters) starts from the first page again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is the trigger, not an input.
  useEffect(() => setPages(firstPage<C>()), [load]);
  const cursor = cursorOf(pages);
  const list = useList(useCallback(() => load(cursor), [load, cursor]));
  const next = list.data?.next ?? null;
  return {
    ...list,
    items: list.data?.items ?? null,
    page: pageNumber(pages),
    hasOlder: next !== null,
    toOlder: () => setPages((seen) => older(seen, next)),
    toNewer: () => setPages(newer),
  };
}
