import { and, desc, eq } from 'drizzle-orm';
import type { AdjustmentRequest } from '../../contract/api/wallet';
import { type Currency, fromMinor, scaleFromRub, toMinor } from '../../contract/money';
import { type AdjustmentRequestRow, adjustmentRequests } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { type IdempotentRequest, runIdempotent } from '../idempotency/run';
import { HttpError } from '../lib/http-error';
import { recordAudit } from '../operator/audit';
import type { OperatorPrincipal } from '../operator/principal';
import { IdempotencyConflict, LedgerRejected, type Posting, type WalletService } from '../wallet/service';

export type AdjustAccount = 'cash' | 'bonus' | 'bonus_pending';

export interface Adjustment {
  userId: number;
  currency: Currency;
  account: AdjustAccount;
  /** Signed minor units: a credit (> 0) or a debit (< 0) of the account. */
  signed: bigint;
  reason: string;
  /** The ledger's idempotency key of the posting. */
  key: string;
}

/**
 * The one posting of a manual adjustment: cash against the house's `adjustments` account; a bonus balance as a
 * grant from (or a forfeit to) the bonus pool.
 */
export function adjustmentPosting(wallet: WalletService, a: Adjustment): Posting {
  const cash = a.account === 'cash';
  const base = {
    userId: a.userId,
    currency: a.currency,
    amountMinor: a.signed < 0n ? -a.signed : a.signed,
    kind: cash ? ('adjustment' as const) : a.signed > 0n ? ('bonus_grant' as const) : ('bonus_forfeit' as const),
    idempotencyKey: a.key,
    reference: `operator:${a.reason.slice(0, 200)}`,
    account: a.account,
    counterparty: cash ? ('adjustments' as const) : ('bonus_pool' as const),
  };
  return a.signed > 0n ? wallet.creditPosting(base) : wallet.debitPosting(base);
}

/** ADJUST_APPROVAL_THRESHOLD (whole roubles) in minor units of `currency`, scaled like the limits. */
export function approvalThreshold(thresholdRub: number, currency: Currency): bigint {
  return scaleFromRub(toMinor(String(thresholdRub), 'RUB'), currency);
}

export function requestView(row: AdjustmentRequestRow): AdjustmentRequest {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    user_id: row.userId,
    account: row.account as AdjustAccount,
    currency,
    amount: fromMinor(row.amountMinor, currency),
    reason: row.reason,
    status: row.status as AdjustmentRequest['status'],
    requested_by: row.requestedBy,
    requested_at: row.createdAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
    tx_id: row.ledgerTxId,
  };
}

const decided = (row: AdjustmentRequestRow) =>
  new HttpError(409, 'adjustment_decided', `This request was already ${row.status} by ${row.decidedBy}`);

/**
 * Adjustments above the threshold: a request (idempotent by the requester's key) that a second, different operator
 * approves (the posting and the decision in one transaction, under the request's row lock: racing approvals post
 * once) or rejects.
 */
export function createAdjustmentRequests(db: Db, wallet: WalletService) {
  /** The request under its row lock, still pending and not the deciding operator's own. */
  async function lockPending(tx: Tx, id: number, who: OperatorPrincipal): Promise<AdjustmentRequestRow> {
    const [row] = await tx.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id)).for('update');
    if (!row) throw new HttpError(404, 'adjustment_not_found', 'No such adjustment request');
    if (row.status !== 'pending') throw decided(row);
    if (row.requestedBy === who.actor) {
      throw new HttpError(409, 'same_operator', 'Another operator must decide on an adjustment you asked for');
    }
    return row;
  }

  async function decide(
    tx: Tx,
    row: AdjustmentRequestRow,
    who: OperatorPrincipal,
    change: { status: 'approved' | 'rejected'; rejectReason?: string; ledgerTxId?: number },
  ): Promise<AdjustmentRequest> {
    const [after] = await tx
      .update(adjustmentRequests)
      .set({
        status: change.status,
        decidedBy: who.actor,
        decidedByOperatorId: who.operatorId,
        decidedAt: new Date(),
        rejectReason: change.rejectReason ?? null,
        ledgerTxId: change.ledgerTxId ?? null,
      })
      .where(and(eq(adjustmentRequests.id, row.id), eq(adjustmentRequests.status, 'pending')))
      .returning();
    if (!after) throw decided(row);
    const view = requestView(after);
    await recordAudit(tx, who, {
      action: change.status === 'approved' ? 'wallet.adjust_approve' : 'wallet.adjust_reject',
      target: `user:${row.userId}`,
      before: { request: row.id, status: 'pending' },
      after: view,
    });
    return view;
  }

  return {
    /** Records the request (audited); a resend with the same key answers it, another request under that key is 409. */
    async request(a: Omit<Adjustment, 'key'> & { requestKey: string }, who: OperatorPrincipal) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adjustmentRequests)
          .values({
            userId: a.userId,
            account: a.account,
            currency: a.currency,
            amountMinor: a.signed,
            reason: a.reason,
            idempotencyKey: a.requestKey,
            requestedBy: who.actor,
            requestedByOperatorId: who.operatorId,
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          const view = requestView(created);
          await recordAudit(tx, who, { action: 'wallet.adjust_request', target: `user:${a.userId}`, after: view });
          return view;
        }
        const [existing] = await tx
          .select()
          .from(adjustmentRequests)
          .where(eq(adjustmentRequests.idempotencyKey, a.requestKey));
        const same =
          existing &&
          existing.userId === a.userId &&
          existing.account === a.account &&
          existing.amountMinor === a.signed &&
          existing.reason === a.reason &&
          existing.requestedBy === who.actor;
        if (!same) throw new IdempotencyConflict();
        return requestView(existing);
      });
    },

    async list(status: AdjustmentRequest['status'], limit: number): Promise<AdjustmentRequest[]> {
      const rows = await db
        .select()
        .from(adjustmentRequests)
        .where(eq(adjustmentRequests.status, status))
        .orderBy(desc(adjustmentRequests.id))
        .limit(limit);
      return rows.map(requestView);
    },

    /** Posts the money and marks the request approved, in one transaction with the audit entry and the key. */
    approve(key: IdempotentRequest, id: number, who: OperatorPrincipal) {
      let posting: Posting | null = null;
      return runIdempotent(db, key, async (tx) => {
        const row = await lockPending(tx, id, who);
        posting = adjustmentPosting(wallet, {
          userId: row.userId,
          currency: row.currency as Currency,
          account: row.account as AdjustAccount,
          signed: row.amountMinor,
          reason: row.reason,
          key: `adjustment-request:${row.id}`,
        });
        const posted = await wallet.post([posting], tx);
        return decide(tx, row, who, { status: 'approved', ledgerTxId: posted.txs[0]?.txId ?? 0 });
      }).catch(async (error: unknown) => {
        throw posting && error instanceof LedgerRejected ? await wallet.explain([posting], error.dbError) : error;
      });
    },

    reject(key: IdempotentRequest, id: number, reason: string, who: OperatorPrincipal) {
      return runIdempotent(db, key, async (tx) => {
        const row = await lockPending(tx, id, who);
        return decide(tx, row, who, { status: 'rejected', rejectReason: reason });
      });
    },
  };
}

export type AdjustmentRequests = ReturnType<typeof createAdjustmentRequests>;
