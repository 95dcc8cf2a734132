import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAYOUT_METHODS, PAYOUT_STATUSES, type Payout, type PayoutStatus } from '../../contract/api/billing';
import { MIN_PAYOUT } from '../../contract/bet-limits';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency, toMinor } from '../../contract/money';
import { PAYOUT_ACTION_FROM } from '../../contract/payout-actions';
import { type PayoutRow, payouts } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import { userCurrency } from '../wallet/currency';
import { refuseWhileInDebt } from '../wallet/debt';
import { InsufficientFunds, LedgerRejected, type Posting, type WalletService } from '../wallet/service';

const REVIEW_REASON = 'Waiting for review by the payments team';
const CANCELLABLE: PayoutStatus[] = ['pending', 'held'];
const PAST = { approve: 'approved', hold: 'held', reject: 'rejected', complete: 'completed' } as const;

const asCurrency = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);
const mask = (destination: string) => `•••• ${destination.replace(/\s+/g, '').slice(-4)}`;

export function toPayout(row: PayoutRow): Payout {
  const currency = asCurrency(row.currency);
  const status = (PAYOUT_STATUSES as readonly string[]).includes(row.status) ? (row.status as PayoutStatus) : 'pending';
  return {
    id: row.id,
    status,
    amount: fromMinor(row.amountMinor, currency),
    currency,
    method: (PAYOUT_METHODS as readonly string[]).includes(row.method) ? (row.method as 'card' | 'crypto') : 'card',
    destination: mask(row.destination),
    hold_reason: status === 'pending' || status === 'held' ? row.holdReason : null,
    reject_reason: status === 'rejected' ? row.rejectReason : null,
    can_cancel: CANCELLABLE.includes(status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Withdrawals. A request holds the money (cash -> payout_hold) in the same transaction as the payout row; the
 * operator approves (processing), holds (with a reason), completes (hold -> payments_clearing) or rejects (hold
 * -> cash). The player can cancel only while pending or held. Bonus money is never withdrawable: only cash moves.
 */
/** `onRequest`: the bonus engine's forfeit of bonus money, in the payout request's transaction (server/bonus). */
export function createPayoutService(
  db: Db,
  wallet: WalletService,
  now: () => Date = () => new Date(),
  onRequest?: (tx: Tx, userId: number, reference: string) => Promise<void>,
) {
  const movement = (row: PayoutRow, kind: 'payout_hold' | 'payout_release' | 'payout_paid'): Posting => {
    const base = {
      userId: row.userId,
      currency: asCurrency(row.currency),
      amountMinor: row.amountMinor,
      kind,
      idempotencyKey: `payout:${row.id}:${kind}`,
      reference: `payout:${row.id}`,
    };
    if (kind === 'payout_hold') return wallet.transferPosting({ ...base, from: 'cash', to: 'payout_hold' });
    if (kind === 'payout_release') return wallet.transferPosting({ ...base, from: 'payout_hold', to: 'cash' });
    return wallet.transferPosting({ ...base, from: 'payout_hold', to: 'payments_clearing' });
  };

  /**
   * Moves a payout from one of `from` to `to`, writing `ledger` in the same transaction (nested in `outer` when
   * given: a keyed operator decision stores its answer in that one).
   */
  async function move(
    where: { id: number; userId?: number },
    from: readonly PayoutStatus[],
    to: PayoutStatus,
    patch: Partial<Pick<PayoutRow, 'holdReason' | 'rejectReason'>>,
    ledger?: 'payout_release' | 'payout_paid',
    outer?: Tx,
  ): Promise<PayoutRow | null> {
    return (outer ?? db).transaction(async (tx) => {
      const [row] = await tx
        .update(payouts)
        .set({ status: to, ...patch, updatedAt: now() })
        .where(
          and(
            eq(payouts.id, where.id),
            where.userId === undefined ? undefined : eq(payouts.userId, where.userId),
            inArray(payouts.status, [...from]),
          ),
        )
        .returning();
      if (!row) return null;
      if (ledger) await wallet.post([movement(row, ledger)], tx);
      return row;
    });
  }

  async function find(id: number, userId?: number, tx?: Tx): Promise<PayoutRow> {
    const [row] = await (tx ?? db)
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, id), userId === undefined ? undefined : eq(payouts.userId, userId)));
    if (!row) throw new HttpError(404, 'payout_not_found', 'No such payout');
    return row;
  }

  const wrongState = (row: PayoutRow, action: string) =>
    row.status === 'processing' && action === 'cancel'
      ? new HttpError(409, 'payout_processing', 'This payout is being processed and can no longer be cancelled')
      : new HttpError(409, 'payout_state', `A ${row.status} payout cannot be ${action}`);

  return {
    async request(
      userId: number,
      body: { amount: string; method: 'card' | 'crypto'; destination: string },
      idempotencyKey: string,
    ): Promise<Payout> {
      const currency = await userCurrency(db, userId);
      const amount = toMinor(body.amount, currency);
      if (amount < MIN_PAYOUT[currency]) {
        throw new ValidationError({
          amount: [
            `amount_below_minimum: The minimum payout is ${fromMinor(MIN_PAYOUT[currency], currency)} ${currency}`,
          ],
        });
      }
      let posting: Posting | null = null;
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(payouts)
            .values({
              userId,
              currency,
              amountMinor: amount,
              destination: body.destination,
              method: body.method,
              holdReason: REVIEW_REASON,
              idempotencyKey,
            })
            .onConflictDoNothing()
            .returning();
          if (!inserted) return null;
          // A resend of an earlier request answers it (below); a new one waits until the player owes nothing.
          await refuseWhileInDebt(tx, userId, currency);
          await onRequest?.(tx, userId, `payout:${inserted.id}`);
          posting = movement(inserted, 'payout_hold');
          await wallet.post([posting], tx);
          return inserted;
        });
        if (row) return toPayout(row);
      } catch (error) {
        if (!(error instanceof LedgerRejected) || !posting) throw error;
        const reason = await wallet.explain([posting], error.dbError);
        if (reason instanceof InsufficientFunds) {
          throw new ValidationError({
            amount: [
              `insufficient_funds: Your withdrawable balance is ${fromMinor(reason.availableMinor, currency)} ${currency}`,
            ],
          });
        }
        throw reason;
      }
      const [existing] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, idempotencyKey)));
      if (
        !existing ||
        existing.amountMinor !== amount ||
        existing.method !== body.method ||
        existing.destination !== body.destination
      ) {
        throw new HttpError(
          409,
          'idempotency_conflict',
          'This Idempotency-Key was already used for a different request',
        );
      }
      return toPayout(existing);
    },

    /** A payout was already requested under this key (a resend of it moves nothing and answers the first answer). */
    async requestedUnder(userId: number, idempotencyKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, idempotencyKey)));
      return row !== undefined;
    },

    async list(userId: number | null, status: PayoutStatus | undefined, limit: number, offset: number) {
      return db
        .select()
        .from(payouts)
        .where(
          and(
            userId === null ? undefined : eq(payouts.userId, userId),
            status ? eq(payouts.status, status) : undefined,
          ),
        )
        .orderBy(desc(payouts.id))
        .limit(limit)
        .offset(offset);
    },

    async cancel(userId: number, id: number): Promise<Payout> {
      const row = await move({ id, userId }, CANCELLABLE, 'cancelled', {}, 'payout_release');
      if (row) return toPayout(row);
      const current = await find(id, userId);
      if (current.status === 'cancelled') return toPayout(current);
      throw wrongState(current, 'cancel');
    },

    /** Operator actions, in the transaction `tx` when given. */
    async act(
      id: number,
      action: 'approve' | 'hold' | 'reject' | 'complete',
      reason?: string,
      tx?: Tx,
    ): Promise<PayoutRow> {
      if ((action === 'hold' || action === 'reject') && !reason) {
        throw new ValidationError({ reason: ['reason_required: Say why'] });
      }
      const from = PAYOUT_ACTION_FROM[action];
      const row =
        action === 'approve'
          ? await move({ id }, from, 'processing', { holdReason: null }, undefined, tx)
          : action === 'hold'
            ? await move({ id }, from, 'held', { holdReason: reason ?? null }, undefined, tx)
            : action === 'reject'
              ? await move({ id }, from, 'rejected', { rejectReason: reason ?? null }, 'payout_release', tx)
              : await move({ id }, from, 'paid', {}, 'payout_paid', tx);
      if (row) return row;
      throw wrongState(await find(id, undefined, tx), PAST[action]);
    },
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
