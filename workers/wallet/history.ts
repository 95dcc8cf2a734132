import { type HistoryAnswer, type LedgerKind, WALLET_API } from '../../contract/api/wallet';
import type { ApiResult } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { toFailure } from '../http/client';
import type { HistoryCache } from './history-cache';

const HISTORY_PAGE_SIZE = 20;

/** A history page; `savedAt` is set when it is the offline copy (the time it was fetched). */
export type HistoryPage = HistoryAnswer['data'] & { savedAt: number | null };

/**
 * Profile → history: the player's ledger movements, newest first, filtered by kind. Each page fetched is kept
 * for the player, and without a network the kept copy is answered instead.
 */
export async function loadHistory(
  http: HttpClient,
  query: { kinds: readonly LedgerKind[]; page: number },
  saved?: { cache: HistoryCache; userId: number | null },
): Promise<ApiResult<HistoryPage>> {
  const filter = [...query.kinds].sort().join(',');
  try {
    const answer = await call(http, WALLET_API.history, {
      query: {
        ...(query.kinds.length ? { kind: query.kinds.join(',') } : {}),
        page: query.page,
        per_page: HISTORY_PAGE_SIZE,
      },
    });
    if (saved?.userId) await saved.cache.save(saved.userId, filter, answer.data).catch(() => {});
    return { ok: true, data: { ...answer.data, savedAt: null } };
  } catch (error) {
    const failure = toFailure(error);
    if (failure.kind === 'network' && saved?.userId) {
      const copy = await saved.cache.read(saved.userId, filter, query.page).catch(() => null);
      if (copy) return { ok: true, data: { ...copy.data, savedAt: copy.savedAt } };
    }
    return { ok: false, failure };
  }
}
