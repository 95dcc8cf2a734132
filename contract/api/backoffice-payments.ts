import { z } from 'zod';
import { CURRENCIES } from '../money';
import { INVOICE_STATUS_NAMES } from './billing';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { Instant } from './history';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/** The back office's deposits with their provider state, and refunds of paid ones (issue 19; payments role). */

export const DepositListQuery = z.object({
  status: z.enum(INVOICE_STATUS_NAMES).optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Created at or after (inclusive). */
  from: Instant.optional(),
  /** Created before (exclusive). */
  to: Instant.optional(),
  /** The id of the last deposit of the previous page (newest first). */
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OperatorDeposit = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(INVOICE_STATUS_NAMES),
  /** What the player was asked to pay. */
  amount: WireAmount,
  /** What the provider reported as paid (null until paid). */
  paid: WireAmount.nullable(),
  commission: WireAmount,
  /** Credited to the wallet (paid − commission). */
  credited: WireAmount,
  sum_was_changed: z.boolean(),
  method: text(),
  provider: text(),
  provider_ref: text().nullable(),
  failure_reason: text().nullable(),
  created_at: text(),
  paid_at: text().nullable(),
  /** The refund, once made. */
  refund: z
    .object({ amount: WireAmount, reason: text(), actor: text(), tx_id: z.number().int(), created_at: text() })
    .nullable(),
});
export type OperatorDeposit = z.infer<typeof OperatorDeposit>;

export const DepositParams = z.object({ id: z.coerce.number().int().positive() });

export const RefundBody = z.strictObject({
  reason: text().trim().min(1, errorMessage('reason_required', 'Say why')).max(500),
});

export const BACKOFFICE_PAYMENTS_API = {
  deposits: endpoint({
    method: 'GET',
    path: '/operator/deposits',
    query: DepositListQuery,
    answer: z.object({ data: z.array(OperatorDeposit), next_before_id: z.number().int().nullable() }),
    operatorRoles: ['payments'],
  }),
  /**
   * Takes back what a paid deposit credited (once: a second refund is 409 `already_refunded`); 422
   * `insufficient_funds` when the player's cash no longer holds it.
   */
  refund: endpoint({
    method: 'POST',
    path: '/operator/deposits/:id/refund',
    params: DepositParams,
    headers: IdempotentHeaders,
    body: RefundBody,
    answer: z.object({ data: OperatorDeposit }),
    resend: 'idempotency-key',
    operatorRoles: ['payments'],
  }),
};
