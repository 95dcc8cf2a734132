import { transfer } from 'comlink';
import { pathOf } from '../../contract/api/endpoint';
import { VERIFICATION_API } from '../../contract/api/verification';
import type { VerificationStatus } from '../../contract/verification';
import { type ApiResult, attempt, Refusal } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** A document's bytes and type, sent to the page as a transferable. */
export interface DocumentFile {
  data: ArrayBuffer;
  type: string;
}

/** The verification queue, a player's documents and the operator's decision (approve, or reject with a reason). */
export function kycHandlers({ http, session, keys, base }: BackofficeContext) {
  return {
    verifications(status?: VerificationStatus) {
      return attempt(async () => (await call(http, VERIFICATION_API.operatorList, { query: { status } })).data);
    },

    /** The file as uploaded (the endpoint answers the raw file, not JSON). */
    async verificationDocument(id: number): Promise<ApiResult<DocumentFile>> {
      const result = await attempt(async () => {
        const token = session.token();
        const answer = await fetch(`${base()}${pathOf(VERIFICATION_API.operatorDocument.path, { id })}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!answer.ok) {
          if (answer.status === 401) await session.end();
          const body = (await answer.json().catch(() => ({}))) as { code?: string; message?: string };
          throw new Refusal({
            kind: 'http',
            status: answer.status,
            code: body.code ?? `http_${answer.status}`,
            message: body.message ?? answer.statusText,
          });
        }
        return { data: await answer.arrayBuffer(), type: answer.headers.get('content-type') ?? '' };
      });
      // Handed over, not copied (up to 10 MB).
      return result.ok ? transfer(result, [result.data.data]) : result;
    },

    /** Approve, or reject with the reason the player reads; resent under one key until the server answers. */
    decideVerification(userId: number, decision: 'approve' | 'reject', reason?: string) {
      return decide(keys, `verification:${userId}:${decision}:${reason ?? ''}`, async (key) => {
        const answer = await call(http, VERIFICATION_API.operatorDecision, {
          params: { userId, decision },
          body: decision === 'reject' ? { reason } : undefined,
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
