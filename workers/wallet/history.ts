import { API } from '../../contract/api/paths';
import type { HistoryAnswer, LedgerKind } from '../../contract/api/wallet';
import type { ApiResult } from '../api-result';
import type { HttpClient } from '../http/client';
import { toFailure } from '../http/client';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryPage = HistoryAnswer['data'];

/** Profile → history: the player's ledger movements, newest first, filtered by kind. */
export async function loadHistory(
  http: HttpClient,
  query: { kinds: readonly LedgerKind[]; page: number },
): Promise<ApiResult<HistoryPage>> {
  try {
    const answer = await http.request<HistoryAnswer>(API.walletHistory, {
      query: {
        ...(query.kinds.length ? { kind: query.kinds.join(',') } : {}),
        page: String(query.page),
        per_page: String(HISTORY_PAGE_SIZE),
      },
    });
    return { ok: true, data: answer.data };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}
