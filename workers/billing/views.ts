import type { Currency } from '../../contract/money';

/** A payment method as PayIn shows it (spec §3 Payment method; amounts as wire decimals). */
export interface PaymentMethodView {
  hash: string;
  name: string;
  /** How the player pays: a card form, a transfer to a card or phone number, or crypto. */
  kind: string;
  minAmount: string;
  maxAmount: string;
  defaultAmount: string;
  exchangeCurrency: string | null;
}

interface PayoutMethodView {
  code: 'card' | 'crypto';
  name: string;
  /** Spec §9: the currency's minimum payout. */
  minAmount: string;
}

export interface BillingView {
  currency: Currency;
  methods: PaymentMethodView[];
  payouts: PayoutMethodView[];
  /** The deposit bonus on offer (payments.bonus.name), if any. */
  bonusName: string | null;
}

/** The deposit process (spec §3 invoice) as the page shows it. */
export interface InvoiceView {
  id: string;
  hash: string;
  currency: Currency;
  amount: string;
  shopAmount: string;
  commission: string;
  sumWasChanged: boolean;
  cardNumber: string | null;
  phoneNumber: string | null;
  /** The provider's payment page. */
  paymentUrl: string | null;
  /** When it stops being payable (ms since epoch). */
  expiresAt: number;
}
