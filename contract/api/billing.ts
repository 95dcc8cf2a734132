import { z } from 'zod';
import { CURRENCIES } from '../money';
import { PAYOUT_ACTIONS } from '../payout-actions';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { TOTP_HEADER } from './two-factor';
import { IdempotentHeaders, PositiveAmount, WireAmount } from './wallet';

/**
 * Deposits (invoices) and withdrawals (payouts). Money on the wire is a decimal string in the player's currency;
 * every money-moving POST carries an `Idempotency-Key` header (see contract/api/wallet.ts).
 */

/** Spec §5: a method that configures no limits gets these (in major units of its currency). */
export const DEFAULT_METHOD_LIMITS = { min: '100', max: '300000', default: '100' } as const;

export const METHOD_KINDS = ['card', 'p2p_card', 'p2p_phone', 'crypto'] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];

/** Spec §3 Payment method. */
export const PaymentMethod = z.object({
  hash: text(),
  name: z.object({ en: text() }),
  min_amount: WireAmount,
  max_amount: WireAmount,
  default_amount: WireAmount,
  /** The currency the provider charges in (crypto), or null. */
  exchange_currency: text().nullable(),
  /** Which payment page the provider shows: card form, transfer to a card, transfer by phone, crypto address. */
  kind: z.enum(METHOD_KINDS),
  currency: z.enum(CURRENCIES),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PAYOUT_METHODS = ['card', 'crypto'] as const;

const PayoutMethod = z.object({
  code: z.enum(PAYOUT_METHODS),
  name: z.object({ en: text() }),
  /** Spec §9 min payout of the currency. */
  min_amount: WireAmount,
  currency: z.enum(CURRENCIES),
});

/** GET /api/v2/billing/data (signed in): the methods of the player's currency. */
export const BillingDataAnswer = z.object({
  data: z.object({
    payments: z.object({
      /** Card and transfer methods. */
      methods: z.array(PaymentMethod),
      /** The deposit bonus on offer; null name when none. */
      bonus: z.object({ name: text().nullable() }),
    }),
    'crypto-payments': z.array(PaymentMethod),
    'crypto-payouts': z.array(PayoutMethod),
    /** Every way to withdraw (card and crypto). */
    payouts: z.array(PayoutMethod),
  }),
});
export type BillingDataAnswer = z.infer<typeof BillingDataAnswer>;

/** Invoice status (spec §4: 3 is paid; polling stops at 3, 4 or 5). */
export const INVOICE_STATUS = { waiting: 1, processing: 2, paid: 3, failed: 4, expired: 5 } as const;
export const INVOICE_STATUS_NAMES = ['waiting', 'processing', 'paid', 'failed', 'expired'] as const;

/**
 * POST /api/v2/billing/invoice with an Idempotency-Key header: the same key returns the same invoice. A player has at
 * most one open invoice: while one is waiting or processing, any creation answers that one (two tabs, a double click).
 */
export const CreateInvoiceBody = z.strictObject({
  method_hash: text({ error: errorMessage('method_required', 'Choose a payment method') })
    .min(1, errorMessage('method_required', 'Choose a payment method'))
    .max(64),
  amount: PositiveAmount,
  /** The player declines the deposit bonus on offer (`payments.bonus.name`). */
  decline_bonus: z.boolean().optional(),
});
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBody>;

/** Spec §3 Deposit process, plus what the page needs to show the provider's page and the countdown. */
export const Invoice = z.object({
  id: z.number().int(),
  hash: text(),
  status: z.number().int().min(1).max(5),
  status_name: z.enum(INVOICE_STATUS_NAMES),
  /** Seconds left to pay (counts down from 1200); 0 once expired or final. */
  life_time: z.number().int().min(0),
  expires_at: text(),
  currency: z.enum(CURRENCIES),
  method_hash: text(),
  method_kind: z.enum(METHOD_KINDS),
  /** Asked amount. */
  amount: WireAmount,
  /** What the provider reports as paid (null until paid). */
  paid_amount: WireAmount.nullable(),
  /** What reaches the wallet: the paid (or, before payment, the asked) amount minus the commission. */
  shop_amount: WireAmount,
  commission: WireAmount,
  /** True when the paid amount differs from the asked one. */
  sum_was_changed: z.boolean(),
  /** Where to transfer for p2p methods (null fields for other kinds). */
  card: z.object({ card_number: text().nullable(), phone_number: text().nullable() }),
  /** Crypto methods: the address and the amount in the exchange currency. */
  crypto: z.object({ address: text(), amount: text(), currency: text() }).nullable(),
  /** The provider's payment page (the sandbox's own page in development). */
  payment_url: text(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceAnswer = z.object({ data: Invoice });
export type InvoiceAnswer = z.infer<typeof InvoiceAnswer>;

/** GET /api/v2/billing/invoice/pending: the player's open invoice (waiting or processing, unexpired), or null. */
export const PendingInvoiceAnswer = z.object({ data: Invoice.nullable() });

export const PaymentStatusParams = z.object({
  invoiceId: z.coerce
    .number({ error: errorMessage('invoice_invalid', 'Unknown invoice') })
    .int()
    .positive(),
});

/** GET /billing/payment/status/{invoiceId}: the same invoice (poll every 5 s until status >= 3). */
export const PaymentStatusAnswer = InvoiceAnswer;

/** POST /api/v2/billing/invoice/{invoiceId}/cancel takes no fields (none, or `{}`). */
export const InvoiceCancelBody = z.strictObject({}).nullish();

/** The sandbox provider's webhook body (POST /billing/webhook/sandbox, header X-Signature: sha256=<hex HMAC>). */
export const SandboxWebhookBody = z.object({
  event_id: text().min(1).max(128),
  invoice_hash: text().min(1).max(128),
  /** processing: the payer started paying (invoice status 2); paid: money arrived (3); failed (4). */
  status: z.enum(['processing', 'paid', 'failed']),
  /** Paid amount (may differ from the asked one). */
  amount: PositiveAmount,
  currency: z.enum(CURRENCIES),
  provider_ref: text().max(128).optional(),
  reason: text().max(500).optional(),
});
export type SandboxWebhookBody = z.infer<typeof SandboxWebhookBody>;

export const WebhookParams = z.object({ provider: text().regex(/^[a-z0-9_-]{1,32}$/) });
export const SandboxPayParams = z.object({ hash: text().regex(/^[a-f0-9]{32}$/) });
/** The sandbox page's decision, from its form or as JSON: pay the invoice, pay another amount, or fail it. */
export const SandboxPayForm = z
  .object({
    action: z.enum(['pay', 'pay_other', 'fail']).default('pay'),
    amount: text().max(32).optional(),
  })
  .nullish();

export const WebhookAnswer = z.object({ ok: z.literal(true), status: z.number().int(), duplicate: z.boolean() });

/**
 * Payout status. pending: funds held, waiting for review; held: stopped by the operator (see hold_reason);
 * processing: approved and being sent (cannot be cancelled); paid; rejected (funds released, reject_reason);
 * cancelled (by the player, funds released).
 */
export const PAYOUT_STATUSES = ['pending', 'held', 'processing', 'paid', 'rejected', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** POST /api/v2/billing/payouts with an Idempotency-Key header. Only `balance` (cash) can be withdrawn. */
export const CreatePayoutBody = z.strictObject({
  amount: PositiveAmount,
  method: z.enum(PAYOUT_METHODS, { error: errorMessage('method_invalid', 'Choose card or crypto') }),
  destination: text({ error: errorMessage('destination_required', 'Enter where to send the money') })
    .trim()
    .min(6, errorMessage('destination_invalid', 'Enter a card number or a wallet address'))
    .max(128, errorMessage('destination_invalid', 'Enter a card number or a wallet address')),
});
export type CreatePayoutBody = z.input<typeof CreatePayoutBody>;

export const Payout = z.object({
  id: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  amount: WireAmount,
  currency: z.enum(CURRENCIES),
  method: z.enum(PAYOUT_METHODS),
  /** Masked: the last four characters. */
  destination: text(),
  /** Why it is waiting (pending or held); null otherwise. */
  hold_reason: text().nullable(),
  reject_reason: text().nullable(),
  /** Only pending and held payouts can be cancelled by the player. */
  can_cancel: z.boolean(),
  created_at: text(),
  updated_at: text(),
});
export type Payout = z.infer<typeof Payout>;

export const PayoutAnswer = z.object({ data: Payout });
export const PayoutListQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const PayoutListAnswer = z.object({
  data: z.object({ items: z.array(Payout), page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});
export const PayoutIdParams = z.object({ id: z.coerce.number().int().positive() });
/** POST /api/v2/billing/payouts/{id}/cancel takes no fields (none, or `{}`). */
export const PayoutCancelBody = z.strictObject({}).nullish();

/**
 * Operator: POST /operator/payouts/{id}/{approve|hold|reject|complete} with an Idempotency-Key (a resend answers the
 * first answer); hold and reject need a reason.
 */
export const OperatorPayoutParams = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(PAYOUT_ACTIONS),
});
export const OperatorPayoutBody = z.strictObject({ reason: text().trim().min(1).max(500).optional() }).nullish();
const OperatorPayout = Payout.extend({ user_id: z.number().int(), destination_full: text() });
export const OperatorPayoutListAnswer = z.object({ data: z.object({ items: z.array(OperatorPayout) }) });
export const OperatorPayoutAnswer = z.object({ data: OperatorPayout });

/** Operator: PUT /operator/billing/methods upserts a method by hash (amounts in major units; null = defaults). */
export const MethodUpsertBody = z.object({
  hash: text().regex(/^[A-Za-z0-9_-]{4,64}$/),
  currency: z.enum(CURRENCIES),
  kind: z.enum(METHOD_KINDS),
  name_en: text().trim().min(1).max(100),
  min_amount: PositiveAmount.nullable().default(null),
  max_amount: PositiveAmount.nullable().default(null),
  default_amount: PositiveAmount.nullable().default(null),
  exchange_currency: text().max(16).nullable().default(null),
  commission_bps: z.number().int().min(0).max(5000).default(0),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
});
export const OperatorMethodsAnswer = z.object({
  data: z.object({
    items: z.array(PaymentMethod.extend({ enabled: z.boolean(), commission_bps: z.number().int() })),
  }),
});

/** A provider's webhook body: the raw JSON text its signature covers (the route keeps it a string). */
export const WebhookBody = text().max(65_536);

/** Billing's endpoints (spec §7): deposits, payouts, the providers' webhooks and the sandbox provider's page. */
export const BILLING_API = {
  data: endpoint({ method: 'GET', path: '/api/v2/billing/data', answer: BillingDataAnswer }),
  createInvoice: endpoint({
    method: 'POST',
    path: '/api/v2/billing/invoice',
    headers: IdempotentHeaders,
    body: CreateInvoiceBody,
    answer: InvoiceAnswer,
    resend: 'idempotency-key',
  }),
  pendingInvoice: endpoint({
    method: 'GET',
    path: '/api/v2/billing/invoice/pending',
    answer: PendingInvoiceAnswer,
  }),
  /** The player gives up a waiting invoice (it turns failed, 4); one the provider is processing cannot be. */
  cancelInvoice: endpoint({
    method: 'POST',
    path: '/api/v2/billing/invoice/:invoiceId/cancel',
    params: PaymentStatusParams,
    body: InvoiceCancelBody,
    answer: InvoiceAnswer,
    resend: 'natural', // A cancelled invoice answers as it is.
  }),
  paymentStatus: endpoint({
    method: 'GET',
    path: '/billing/payment/status/:invoiceId',
    params: PaymentStatusParams,
    answer: PaymentStatusAnswer,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/api/v2/billing/payouts',
    query: PayoutListQuery,
    answer: PayoutListAnswer,
  }),
  requestPayout: endpoint({
    method: 'POST',
    path: '/api/v2/billing/payouts',
    // The second factor, for a player who enabled it (contract/api/two-factor.ts).
    headers: IdempotentHeaders.extend({ [TOTP_HEADER]: text().optional() }),
    body: CreatePayoutBody,
    answer: PayoutAnswer,
    resend: 'idempotency-key',
  }),
  cancelPayout: endpoint({
    method: 'POST',
    path: '/api/v2/billing/payouts/:id/cancel',
    params: PayoutIdParams,
    body: PayoutCancelBody,
    answer: PayoutAnswer,
    resend: 'natural', // A cancelled payout answers as it is.
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/billing/webhook/:provider',
    params: WebhookParams,
    body: WebhookBody,
    answer: WebhookAnswer,
    resend: 'natural', // The invoice is credited once; a replay answers duplicate: true.
  }),
  /** The sandbox provider's payment page; an unknown or malformed hash is its 404 page (so no params schema). */
  sandboxPage: endpoint({ method: 'GET', path: '/sandbox/pay/:hash', answer: 'html' }),
  /** The tester's decision on the sandbox page (SandboxPayForm, checked by the page: a bad one is its 422 page). */
  sandboxPay: endpoint({
    method: 'POST',
    path: '/sandbox/pay/:hash',
    answer: 'html',
    resend: 'natural', // Its webhook is deduplicated by the invoice.
  }),
  operatorPayouts: endpoint({
    method: 'GET',
    path: '/operator/payouts',
    operatorRoles: ['payments', 'support', 'risk'],
    query: PayoutListQuery,
    answer: OperatorPayoutListAnswer,
  }),
  operatorPayoutAction: endpoint({
    method: 'POST',
    path: '/operator/payouts/:id/:action',
    operatorRoles: ['payments'],
    headers: IdempotentHeaders,
    params: OperatorPayoutParams,
    body: OperatorPayoutBody,
    answer: OperatorPayoutAnswer,
    resend: 'idempotency-key',
  }),
  operatorMethods: endpoint({
    method: 'GET',
    path: '/operator/billing/methods',
    operatorRoles: ['payments'],
    answer: OperatorMethodsAnswer,
  }),
  operatorUpsertMethod: endpoint({
    method: 'PUT',
    path: '/operator/billing/methods',
    operatorRoles: ['payments'],
    body: MethodUpsertBody,
    answer: OperatorMethodsAnswer,
    resend: 'natural',
  }),
};
