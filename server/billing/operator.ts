import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_PAYMENTS_API } from '../../contract/api/backoffice-payments';
import { BILLING_API } from '../../contract/api/billing';
import { type Currency, toMinor } from '../../contract/money';
import { type PaymentMethodRow, type PayoutRow, paymentMethods, payouts as payoutsTable } from '../db/schema';
import type { Db } from '../db/types';
import { idempotentRequestOf, runIdempotent } from '../idempotency/run';
import { route } from '../lib/route';
import { audited, recordAudit } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { DepositDesk } from './deposits-operator';
import { toPaymentMethod } from './invoices';
import { type PayoutService, toPayout } from './payouts';

const operatorView = (row: PayoutRow) => ({ ...toPayout(row), user_id: row.userId, destination_full: row.destination });
const methodView = (row: PaymentMethodRow) => ({
  ...toPaymentMethod(row),
  enabled: row.enabled,
  commission_bps: row.commissionBps,
});

/** Billing's operator routes (mounted by server/operator behind its authentication; each change audited). */
export function billingOperatorRoutes(db: Db, payouts: PayoutService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, BILLING_API.operatorPayouts, {}, async (request) => {
      const { status, page, per_page } = request.query;
      const rows = await payouts.list(null, status, per_page, (page - 1) * per_page);
      return { data: { items: rows.map(operatorView) } };
    });

    route(app, BILLING_API.operatorPayoutAction, {}, async (request) => {
      const { id, action } = request.params;
      // A resent decision (its answer was lost) answers what it did instead of "already processing" or "paid".
      const who = requireOperator(request);
      const data = await runIdempotent(db, idempotentRequestOf(request, 'operator'), async (tx) => {
        const [before] = await tx
          .select({ status: payoutsTable.status })
          .from(payoutsTable)
          .where(eq(payoutsTable.id, id));
        const after = operatorView(await payouts.act(id, action, request.body?.reason, tx));
        await recordAudit(tx, who, {
          action: `payout.${action}`,
          target: `payout:${id}`,
          before: before ?? null,
          after: { status: after.status, reason: request.body?.reason ?? null },
        });
        return after;
      });
      return { data };
    });

    route(app, BILLING_API.operatorMethods, {}, async () => {
      const rows = await db
        .select()
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.currency), asc(paymentMethods.sort));
      return { data: { items: rows.map(methodView) } };
    });

    route(app, BILLING_API.operatorUpsertMethod, {}, async (request) => {
      const b = request.body;
      const currency: Currency = b.currency;
      const minor = (value: string | null) => (value === null ? null : toMinor(value, currency));
      const values = {
        hash: b.hash,
        currency,
        kind: b.kind,
        nameEn: b.name_en,
        minMinor: minor(b.min_amount),
        maxMinor: minor(b.max_amount),
        defaultMinor: minor(b.default_amount),
        exchangeCurrency: b.exchange_currency,
        commissionBps: b.commission_bps,
        enabled: b.enabled,
        sort: b.sort,
      };
      const row = await audited(
        db,
        requireOperator(request),
        async (tx) => {
          const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.hash, b.hash));
          const [after] = await tx
            .insert(paymentMethods)
            .values(values)
            .onConflictDoUpdate({ target: paymentMethods.hash, set: { ...values, updatedAt: new Date() } })
            .returning();
          return { before: before ? methodView(before) : null, after };
        },
        ({ before, after }) => ({
          action: 'billing.method',
          target: `method:${b.hash}`,
          before,
          after: after ? methodView(after) : null,
        }),
      ).then(({ after }) => after);
      return { data: { items: row ? [methodView(row)] : [] } };
    });
  };
}

/** The back office's deposits with their provider state, and refunds (contract/api/backoffice-payments.ts). */
export function depositOperatorRoutes(desk: DepositDesk): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, BACKOFFICE_PAYMENTS_API.deposits, {}, async (request) => desk.list(request.query));

    route(app, BACKOFFICE_PAYMENTS_API.refund, {}, async (request) => ({
      data: await desk.refund(
        idempotentRequestOf(request, 'operator'),
        request.params.id,
        request.body.reason,
        requireOperator(request),
      ),
    }));
  };
}
