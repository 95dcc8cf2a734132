import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { OperatorDeposit } from '../../contract/api/backoffice-payments';
import { INVOICE_STATUS, INVOICE_STATUS_NAMES } from '../../contract/api/billing';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import { depositRefunds, type InvoiceRow, invoices, paymentMethods } from '../db/schema';
import type { Db } from '../db/types';
import { type IdempotentRequest, runIdempotent } from '../idempotency/run';
import { HttpError } from '../lib/http-error';
import { recordAudit } from '../operator/audit';
import type { OperatorPrincipal } from '../operator/principal';
import { LedgerRejected, type Posting, type WalletService } from '../wallet/service';

type RefundRow = typeof depositRefunds.$inferSelect;

interface DepositFilter {
  status?: (typeof INVOICE_STATUS_NAMES)[number] | undefined;
  user_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before_id?: number | undefined;
  limit: number;
}

const currencyOf = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);

function depositView(
  row: InvoiceRow,
  method: { nameEn: string; provider: string } | null,
  refund: RefundRow | null,
): OperatorDeposit {
  const currency = currencyOf(row.currency);
  const paid = row.status === INVOICE_STATUS.paid;
  return {
    id: row.id,
    user_id: row.userId,
    currency,
    status: INVOICE_STATUS_NAMES[row.status - 1] ?? 'waiting',
    amount: fromMinor(row.amountMinor, currency),
    paid: row.paidMinor === null ? null : fromMinor(row.paidMinor, currency),
    commission: fromMinor(row.commissionMinor, currency),
    credited: fromMinor(paid ? row.shopAmountMinor : 0n, currency),
    sum_was_changed: row.sumWasChanged,
    method: method?.nameEn ?? '',
    provider: method?.provider ?? '',
    provider_ref: row.providerRef,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refund: refund
      ? {
          amount: fromMinor(refund.amountMinor, currency),
          reason: refund.reason,
          actor: refund.actor,
          tx_id: refund.ledgerTxId,
          created_at: refund.createdAt.toISOString(),
        }
      : null,
  };
}

/** The back office's deposits (newest first, paged by id) and refunds of paid ones (server/billing). */
export function createDepositDesk(db: Db, wallet: WalletService) {
  async function select(where: SQL | undefined, limit: number) {
    const rows = await db
      .select({ invoice: invoices, method: paymentMethods, refund: depositRefunds })
      .from(invoices)
      .leftJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
      .leftJoin(depositRefunds, eq(depositRefunds.invoiceId, invoices.id))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(limit);
    return rows.map((r) => depositView(r.invoice, r.method, r.refund));
  }

  return {
    async list(filter: DepositFilter) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(invoices.status, INVOICE_STATUS[filter.status]));
      if (filter.user_id) where.push(eq(invoices.userId, filter.user_id));
      if (filter.from) where.push(gte(invoices.createdAt, new Date(filter.from)));
      if (filter.to) where.push(lt(invoices.createdAt, new Date(filter.to)));
      if (filter.before_id) where.push(lt(invoices.id, filter.before_id));
      const rows = await select(and(...where), filter.limit + 1);
      const page = rows.slice(0, filter.limit);
      return { data: page, next_before_id: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
    },

    /**
     * Takes back what a paid deposit credited to the player's cash (to the payments clearing account), once: the
     * invoice's row lock and the refund's primary key (one per invoice) in the transaction of the posting and its
     * audit entry. The wallet refuses it when the player's cash no longer holds the amount.
     */
    refund(key: IdempotentRequest, id: number, reason: string, who: OperatorPrincipal): Promise<OperatorDeposit> {
      let posting: Posting | null = null;
      return runIdempotent(db, key, async (tx) => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!invoice) throw new HttpError(404, 'deposit_not_found', 'No such deposit');
        if (invoice.status !== INVOICE_STATUS.paid) {
          throw new HttpError(409, 'deposit_not_paid', 'Only a paid deposit can be refunded');
        }
        const [done] = await tx.select().from(depositRefunds).where(eq(depositRefunds.invoiceId, id));
        if (done) throw new HttpError(409, 'already_refunded', `This deposit was refunded by ${done.actor}`);
        if (invoice.shopAmountMinor <= 0n)
          throw new HttpError(409, 'nothing_to_refund', 'The deposit credited nothing');
        const currency = currencyOf(invoice.currency);
        posting = wallet.debitPosting({
          userId: invoice.userId,
          currency,
          amountMinor: invoice.shopAmountMinor,
          kind: 'refund',
          idempotencyKey: `deposit-refund:${id}`,
          reference: `deposit_refund:${id}`,
          account: 'cash',
          counterparty: 'payments_clearing',
        });
        const posted = await wallet.post([posting], tx);
        const [refund] = await tx
          .insert(depositRefunds)
          .values({
            invoiceId: id,
            userId: invoice.userId,
            amountMinor: invoice.shopAmountMinor,
            reason,
            actor: who.actor,
            ledgerTxId: posted.txs[0]?.txId ?? 0,
          })
          .returning();
        const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, invoice.methodId));
        const view = depositView(invoice, method ?? null, refund ?? null);
        await recordAudit(tx, who, {
          action: 'deposit.refund',
          target: `invoice:${id}`,
          before: { status: view.status, credited: view.credited, refund: null },
          after: { refund: view.refund },
        });
        return view;
      }).catch(async (error: unknown) => {
        throw posting && error instanceof LedgerRejected ? await wallet.explain([posting], error.dbError) : error;
      });
    },
  };
}

export type DepositDesk = ReturnType<typeof createDepositDesk>;
