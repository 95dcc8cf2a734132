import { ADJUSTMENTS_API } from '../../contract/api/backoffice-adjustments';
import {
  type AdjustBody,
  type AdjustmentRequest,
  PendingAdjustmentAnswer,
  WALLET_API,
} from '../../contract/api/wallet';
import { attempt } from '../api-result';
import { call, checkedAnswer } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** What a manual adjustment came to: posted at once, or waiting for a second operator (above the threshold). */
export type AdjustOutcome =
  | { kind: 'posted'; txId: number }
  | { kind: 'pending'; request: AdjustmentRequest; threshold: string };

/** Manual adjustments: the request, and the second operator's approval or rejection of one above the threshold. */
export function adjustmentHandlers({ http, keys }: BackofficeContext) {
  return {
    /** One Idempotency-Key per intent (this player, account, amount and reason) until the server answers. */
    adjust(input: AdjustBody) {
      const intent = `adjust:${input.user_id}:${input.account}:${input.amount}:${input.reason}`;
      return decide(keys, intent, async (key): Promise<AdjustOutcome> => {
        const endpoint = WALLET_API.operatorAdjust;
        // Answered 200 (posted) or 202 (pending): the client gives the body, so the body says which.
        const answer = await http.request<unknown>(endpoint.path, {
          method: endpoint.method,
          body: input,
          headers: { 'Idempotency-Key': key },
        });
        const pending = PendingAdjustmentAnswer.safeParse(answer);
        if (pending.success) {
          return { kind: 'pending', request: pending.data.data.request, threshold: pending.data.data.threshold };
        }
        return { kind: 'posted', txId: checkedAnswer(endpoint, answer).data.tx_id };
      });
    },

    pendingAdjustments() {
      return attempt(
        async () => (await call(http, ADJUSTMENTS_API.list, { query: { status: 'pending', limit: 100 } })).data,
      );
    },

    decideAdjustment(id: number, decision: 'approve' | 'reject', reason?: string) {
      return decide(keys, `adjustment:${id}:${decision}:${reason ?? ''}`, async (key) => {
        const headers = { 'Idempotency-Key': key };
        const answer =
          decision === 'approve'
            ? await call(http, ADJUSTMENTS_API.approve, { params: { id }, headers })
            : await call(http, ADJUSTMENTS_API.reject, { params: { id }, body: { reason: reason ?? '' }, headers });
        return answer.data;
      });
    },
  };
}
