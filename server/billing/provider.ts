import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type MethodKind, SandboxWebhookBody } from '../../contract/api/billing';
import type { Currency } from '../../contract/money';
import { errorsMap } from '../lib/errors';
import { ValidationError } from '../lib/http-error';

/** What the player sees to pay an invoice, as the provider hands it out. */
interface PaymentInstructions {
  cardNumber: string | null;
  phoneNumber: string | null;
  cryptoAddress: string | null;
  providerRef: string;
}

/** A provider's webhook event, in our terms. */
interface PaymentEvent {
  invoiceHash: string;
  status: 'processing' | 'paid' | 'failed';
  /** Decimal string in the invoice currency: what was paid. */
  amount: string;
  currency: Currency;
  providerRef: string | null;
  reason: string | null;
}

/** A payment provider behind one interface: it issues payment instructions and signs / verifies its webhooks. */
export interface PaymentProvider {
  readonly name: string;
  instructions(invoice: { hash: string; kind: MethodKind; currency: Currency }): PaymentInstructions;
  sign(rawBody: string): string;
  /** True when the signature header matches the exact raw body. */
  verify(rawBody: string, signature: string | undefined): boolean;
  /** The event of a verified body; a ValidationError (422) when it is malformed. */
  parseEvent(body: unknown): PaymentEvent;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function digits(seed: string, count: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < count; i++) out += String((bytes[i % bytes.length] ?? 0) % 10);
  return out;
}

/** Sandbox rates for the crypto page (not real rates): millionths of a USDT per major unit of the currency. */
const SANDBOX_USDT_MICRO_RATE: Record<Currency, bigint> = {
  RUB: 11_000n,
  USD: 1_000_000n,
  EUR: 1_080_000n,
  KZT: 2_000n,
  INR: 12_000n,
};

/** An amount in minor units (2 digits) as USDT with 2 decimals, rounded down. */
export function toUsdt(amountMinor: bigint, currency: Currency): string {
  const cents = (amountMinor * SANDBOX_USDT_MICRO_RATE[currency]) / 1_000_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * The built-in sandbox provider: behaves like a real one (instructions per method kind, its own payment page,
 * HMAC-SHA256-signed webhooks: header `X-Signature: sha256=<hex>` over the raw body).
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  const sign = (rawBody: string) => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  return {
    name: 'sandbox',
    instructions({ hash, kind }) {
      const ref = `sbx_${hash.slice(0, 16)}`;
      if (kind === 'p2p_card') {
        const n = `2200${digits(hash, 12)}`;
        return {
          cardNumber: n.replace(/(\d{4})(?=\d)/g, '$1 '),
          phoneNumber: null,
          cryptoAddress: null,
          providerRef: ref,
        };
      }
      if (kind === 'p2p_phone') {
        return { cardNumber: null, phoneNumber: `+79${digits(hash, 9)}`, cryptoAddress: null, providerRef: ref };
      }
      if (kind === 'crypto') {
        const bytes = createHash('sha256').update(`crypto:${hash}`).digest();
        let address = 'T';
        for (let i = 0; i < 33; i++) address += BASE58[(bytes[i % bytes.length] ?? 0) % BASE58.length];
        return { cardNumber: null, phoneNumber: null, cryptoAddress: address, providerRef: ref };
      }
      return { cardNumber: null, phoneNumber: null, cryptoAddress: null, providerRef: ref };
    },
    sign,
    parseEvent(body) {
      const parsed = SandboxWebhookBody.safeParse(body);
      if (!parsed.success) throw new ValidationError(errorsMap(parsed.error.issues));
      const e = parsed.data;
      return {
        invoiceHash: e.invoice_hash,
        status: e.status,
        amount: e.amount,
        currency: e.currency,
        providerRef: e.provider_ref ?? null,
        reason: e.reason ?? null,
      };
    },
    verify(rawBody, signature) {
      if (!signature) return false;
      const expected = Buffer.from(sign(rawBody));
      const given = Buffer.from(signature.trim());
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
