import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { ADJUSTMENT_STATUSES, AdjustmentRequest, IdempotentHeaders } from './wallet';

/**
 * Manual adjustments above the approval threshold (issue 19: two operators): `POST /operator/wallet/adjust` above
 * the threshold of the player's currency answers 202 with a pending request instead of posting; a second, different
 * payments operator (or an admin) approves it, which posts the money once, or rejects it with a reason.
 */

export const AdjustmentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const AdjustmentListQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const RejectAdjustmentBody = z.strictObject({
  reason: text().trim().min(1, errorMessage('reason_required', 'Say why')).max(500),
});

const DECIDERS = ['payments'] as const;

export const ADJUSTMENTS_API = {
  list: endpoint({
    method: 'GET',
    path: '/operator/adjustments',
    query: AdjustmentListQuery,
    answer: z.object({ data: z.array(AdjustmentRequest) }),
    operatorRoles: DECIDERS,
  }),
  /** Posts the money (once, however many approvals race); 409 `same_operator` for the requester. */
  approve: endpoint({
    method: 'POST',
    path: '/operator/adjustments/:id/approve',
    params: AdjustmentParams,
    headers: IdempotentHeaders,
    answer: z.object({ data: AdjustmentRequest }),
    resend: 'idempotency-key',
    operatorRoles: DECIDERS,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/operator/adjustments/:id/reject',
    params: AdjustmentParams,
    headers: IdempotentHeaders,
    body: RejectAdjustmentBody,
    answer: z.object({ data: AdjustmentRequest }),
    resend: 'idempotency-key',
    operatorRoles: DECIDERS,
  }),
};
