import { BILLING_API, type Invoice, type PaymentMethod } from '../../contract/api/billing';
import type { Currency } from '../../contract/money';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createInvoicePoller, INVOICE_PAID } from './invoice-poller';
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

  /** Shows an invoice the server answered (created or pending) and polls it; the same one already shown stays. */
  async function show(data: Invoice): Promise<InvoiceView> {
    const view = toInvoiceView(data);
    lastStatus = data.status;
    latest = data;
    if (poller.current?.id === view.id) {
      deps.emit('invoice', { invoice: poller.current, secondsLeft: data.life_time, status: lastStatus });
      return poller.current;
    }
    await poller.track(view);
    return view;
  }

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

    /**
     * Creates the invoice (one idempotency key per player action) and starts polling it. While the player has an
     * open invoice the server answers that one, so another tab or a double click resumes it instead of a second.
     * `declineBonus`: the player turned down the bonus this deposit would trigger (payments.bonus.name).
     */
    createInvoice: (request: {
      methodHash: string;
      amount: string;
      declineBonus?: boolean;
    }): Promise<ApiResult<InvoiceView>> =>
      attempt(async () => {
        const key = deps.newKey?.() ?? crypto.randomUUID();
        const { data } = await call(deps.http, BILLING_API.createInvoice, {
          body: {
            method_hash: request.methodHash,
            amount: request.amount,
            decline_bonus: request.declineBonus ?? false,
          },
          headers: { 'Idempotency-Key': key },
        });
        return show(data);
      }),

    /**
     * Asks the server for the player's open invoice (another tab or device may have made it) and shows it. None
     * open while one is shown here: that one just closed, so its status is checked now (paid, failed, expired).
     */
    resumePending: (): Promise<ApiResult<InvoiceView | null>> =>
      attempt(async () => {
        const { data } = await call(deps.http, BILLING_API.pendingInvoice);
        if (data) return show(data);
        if (poller.current) await poller.checkNow();
        return null;
      }),

    /** Resumes the deposit process a reload interrupted. */
    async resume(invoice: InvoiceView | null | undefined): Promise<void> {
      if (invoice) await poller.track(invoice);
    },

    /** The player gives up the invoice: the server closes it first, so it cannot come back on the next open. */
    cancelInvoice: (): Promise<ApiResult<void>> =>
      attempt(async () => {
        const invoice = poller.current;
        if (invoice) {
          const { data } = await call(deps.http, BILLING_API.cancelInvoice, {
            params: { invoiceId: invoice.id },
            body: {},
          });
          // Paid in the meantime: the poll reports it (SuccessPayment) instead of a silent close.
          if (data.status === INVOICE_PAID) return void (await poller.checkNow());
        }
        await poller.cancel();
        deps.emit('invoice', { invoice: null, secondsLeft: 0, status: null });
      }),

    stop: () => poller.cancel(),
  };
}

export type Billing = ReturnType<typeof createBilling>;
