import {
  HISTORY_API,
  type HistoryKind,
  type HistoryListAnswer,
  type HistoryListQuery,
  type HistoryRow,
} from '../../contract/api/history';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { toFailure } from '../http/client';
import type { HistoryCache } from './history-cache';

const HISTORY_PAGE_SIZE = 20;

/** What the page asks for: a filter, and where to continue (the previous page's `next_cursor`). */
export type HistoryRequest = Omit<HistoryListQuery, 'limit'>;

/** A history page; `savedAt` is set when it is the offline copy (the time it was fetched). */
export type HistoryPage = HistoryListAnswer['data'] & { savedAt: number | null };

/** The filter a saved copy belongs to (every field but the cursor). */
const filterKey = (request: HistoryRequest) =>
  [request.kind ?? 'all', request.game ?? '', request.from ?? '', request.to ?? ''].join('|');

/**
 * Profile → history: what happened (rounds, deposits, withdrawals, other movements), newest first, filtered and
 * paged by cursor. The first pages of each filter are kept for the player, and without a network the kept copy is
 * answered instead.
 */
export async function loadHistory(
  http: HttpClient,
  request: HistoryRequest,
  saved?: { cache: HistoryCache; userId: number | null },
): Promise<ApiResult<HistoryPage>> {
  const cursor = request.cursor ?? null;
  try {
    const answer = await call(http, HISTORY_API.list, { query: { ...request, limit: HISTORY_PAGE_SIZE } });
    if (saved?.userId) await saved.cache.save(saved.userId, filterKey(request), cursor, answer.data).catch(() => {});
    return { ok: true, data: { ...answer.data, savedAt: null } };
  } catch (error) {
    const failure = toFailure(error);
    if (failure.kind === 'network' && saved?.userId) {
      const copy = await saved.cache.read(saved.userId, filterKey(request), cursor).catch(() => null);
      if (copy) return { ok: true, data: { ...copy.data, savedAt: copy.savedAt } };
    }
    return { ok: false, failure };
  }
}

/** One row of the player's own history by its kind and id (a deep link to a round beyond the pages loaded). */
export function loadHistoryRow(http: HttpClient, kind: HistoryKind, id: number): Promise<ApiResult<HistoryRow>> {
  return attempt(async () => (await call(http, HISTORY_API.row, { params: { kind, id } })).data);
}
