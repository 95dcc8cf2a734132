import { BILLING_API, type Invoice, type PaymentMethod } from '../../contract/api/billing';
import type { Currency } from '../../contract/money';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createInvoicePoller } from './invoice-poller';
import type { BillingView, InvoiceView, PaymentMethodView } from './views';

interface BillingDeps {
  http: HttpClient;
  emit: EmitWorkerEvent;
  /** The player's currency, for the view when no method is configured. */
  currency: () => Currency;
  saveInvoice: (invoice: InvoiceView | null) => Promise<void>;
  /** Called once a deposit is paid, to load the new balance. */
  refreshProfile: () => Promise<unknown>;
  newKey?: () => string;
}

const toMethodView = (method: PaymentMethod): PaymentMethodView => ({
  hash: method.hash,
  name: method.name.en,
  kind: method.kind,
  minAmount: method.min_amount,
  maxAmount: method.max_amount,
  defaultAmount: method.default_amount,
  exchangeCurrency: method.exchange_currency,
});

/** life_time is the seconds left by the server's clock; counting from our own clock avoids any skew. */
const toInvoiceView = (invoice: Invoice, now = Date.now()): InvoiceView => ({
  id: String(invoice.id),
  hash: invoice.hash,
  currency: invoice.currency,
  amount: invoice.amount,
  shopAmount: invoice.shop_amount,
  commission: invoice.commission,
  sumWasChanged: invoice.sum_was_changed,
  cardNumber: invoice.card.card_number,
  phoneNumber: invoice.card.phone_number,
  paymentUrl: invoice.payment_url,
  expiresAt: now + invoice.life_time * 1000,
});

/** PayIn's side in the worker: methods, creating an invoice, and the deposit process (spec §4 Invoice). */
export function createBilling(deps: BillingDeps) {
  let lastStatus: number | null = null;
  let latest: Invoice | null = null;

  const poller = createInvoicePoller<InvoiceView>({
    fetchStatus: async (id) => {
      const answer = await call(deps.http, BILLING_API.paymentStatus, { params: { invoiceId: id } });
      latest = answer.data;
      return answer.data.status;
    },
    save: deps.saveInvoice,
    onTick: (invoice, secondsLeft) => deps.emit('invoice', { invoice, secondsLeft, status: lastStatus }),
    onStatus: (_invoice, status) => {
      lastStatus = status;
    },
    onPaid: (invoice) => {
      // The provider may have paid a different amount: show what reached the wallet.
      const paid = latest && String(latest.id) === invoice.id ? toInvoiceView(latest) : invoice;
      deps.emit('invoice', { invoice: null, secondsLeft: 0, status: null });
      deps.emit('invoicePaid', { invoice: { ...paid, expiresAt: invoice.expiresAt } });
      void deps.refreshProfile();
    },
    onFailed: (invoice) => {
      deps.emit('invoice', { invoice: null, secondsLeft: 0, status: null });
      deps.emit('invoiceEnded', { invoice, reason: 'failed' });
    },
    onExpired: (invoice) => {
      deps.emit('invoice', { invoice: null, secondsLeft: 0, status: null });
      deps.emit('invoiceEnded', { invoice, reason: 'expired' });
    },
  });

  return {
    loadBilling: (): Promise<ApiResult<BillingView>> =>
      attempt(async () => {
        const { data } = await call(deps.http, BILLING_API.data);
        const methods = [...data.payments.methods, ...data['crypto-payments']];
        return {
          currency: methods[0]?.currency ?? deps.currency(),
          methods: methods.map(toMethodView),
          payouts: data.payouts.map((payout) => ({
            code: payout.code,
            name: payout.name.en,
            minAmount: payout.min_amount,
          })),
          bonusName: data.payments.bonus.name,
        };
      }),

    /** Creates the invoice (one idempotency key per player action) and starts polling it. */
    createInvoice: (request: { methodHash: string; amount: string }): Promise<ApiResult<InvoiceView>> =>
      attempt(async () => {
        const key = deps.newKey?.() ?? crypto.randomUUID();
        const { data } = await call(deps.http, BILLING_API.createInvoice, {
          body: { method_hash: request.methodHash, amount: request.amount },
          headers: { 'Idempotency-Key': key },
        });
        const view = toInvoiceView(data);
        lastStatus = data.status;
        await poller.track(view);
        return view;
      }),

    /** Resumes the deposit process a reload interrupted. */
    async resume(invoice: InvoiceView | null | undefined): Promise<void> {
      if (invoice) await poller.track(invoice);
    },

    async cancelInvoice(): Promise<void> {
      await poller.cancel();
      deps.emit('invoice', { invoice: null, secondsLeft: 0, status: null });
    },

    stop: () => poller.cancel(),
  };
}

export type Billing = ReturnType<typeof createBilling>;
