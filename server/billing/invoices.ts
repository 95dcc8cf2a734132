import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type BillingDataAnswer,
  DEFAULT_METHOD_LIMITS,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  type Invoice,
  METHOD_KINDS,
  type MethodKind,
  type PaymentMethod,
} from '../../contract/api/billing';
import { MIN_PAYOUT } from '../../contract/bet-limits';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency, toMinor } from '../../contract/money';
import type { BonusService } from '../bonus/service';
import { type InvoiceRow, invoices, type PaymentMethodRow, paymentMethods, users } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import { assertMayDeposit, checkDepositLimits } from '../safer-gambling/deposit-guard';
import { userCurrency } from '../wallet/currency';
import type { WalletService } from '../wallet/service';
import { type PaymentProvider, toUsdt } from './provider';

interface InvoiceDeps {
  db: Db;
  wallet: WalletService;
  providers: Map<string, PaymentProvider>;
  lifetimeS: number;
  now?: () => Date;
  /** The bonus engine (server/bonus): the bonus a deposit triggers, credited in the deposit's transaction. */
  bonus?: Pick<BonusService, 'onDeposit' | 'nextDepositBonusName'>;
}

const asCurrency = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);
const asKind = (value: string): MethodKind =>
  (METHOD_KINDS as readonly string[]).includes(value) ? (value as MethodKind) : 'card';

/** A method's limits in minor units, the spec §5 defaults where it configures none. */
function methodLimits(method: PaymentMethodRow): { min: bigint; max: bigint; def: bigint } {
  const currency = asCurrency(method.currency);
  return {
    min: method.minMinor ?? toMinor(DEFAULT_METHOD_LIMITS.min, currency),
    max: method.maxMinor ?? toMinor(DEFAULT_METHOD_LIMITS.max, currency),
    def: method.defaultMinor ?? toMinor(DEFAULT_METHOD_LIMITS.default, currency),
  };
}

export function toPaymentMethod(method: PaymentMethodRow): PaymentMethod {
  const currency = asCurrency(method.currency);
  const limits = methodLimits(method);
  return {
    hash: method.hash,
    name: { en: method.nameEn },
    min_amount: fromMinor(limits.min, currency),
    max_amount: fromMinor(limits.max, currency),
    default_amount: fromMinor(limits.def, currency),
    exchange_currency: method.exchangeCurrency,
    kind: asKind(method.kind),
    currency,
  };
}

const commissionOf = (amount: bigint, bps: number) => (amount * BigInt(bps)) / 10_000n;

/** Waiting or processing: the player may still pay it. */
const isOpen = sql`${invoices.status} < ${INVOICE_STATUS.paid}`;

export function createInvoiceService(deps: InvoiceDeps) {
  const { db, wallet, providers } = deps;
  const now = deps.now ?? (() => new Date());

  function view(invoice: InvoiceRow, method: PaymentMethodRow, baseUrl: string): Invoice {
    const currency = asCurrency(invoice.currency);
    const open = invoice.status < INVOICE_STATUS.paid;
    const lifeTime = open ? Math.max(0, Math.ceil((invoice.expiresAt.getTime() - now().getTime()) / 1000)) : 0;
    const basis = invoice.paidMinor ?? invoice.amountMinor;
    const commission = invoice.paidMinor === null ? commissionOf(basis, method.commissionBps) : invoice.commissionMinor;
    const kind = asKind(method.kind);
    return {
      id: invoice.id,
      hash: invoice.hash,
      status: invoice.status,
      status_name: INVOICE_STATUS_NAMES[invoice.status - 1] ?? 'waiting',
      life_time: lifeTime,
      expires_at: invoice.expiresAt.toISOString(),
      currency,
      method_hash: method.hash,
      method_kind: kind,
      amount: fromMinor(invoice.amountMinor, currency),
      paid_amount: invoice.paidMinor === null ? null : fromMinor(invoice.paidMinor, currency),
      shop_amount: fromMinor(basis - commission, currency),
      commission: fromMinor(commission, currency),
      sum_was_changed: invoice.sumWasChanged,
      card: { card_number: invoice.cardNumber, phone_number: invoice.phoneNumber },
      crypto:
        kind === 'crypto' && invoice.cryptoAddress
          ? {
              address: invoice.cryptoAddress,
              amount: toUsdt(invoice.amountMinor, currency),
              currency: method.exchangeCurrency ?? 'USDT',
            }
          : null,
      payment_url: `${baseUrl}/sandbox/pay/${invoice.hash}`,
    };
  }

  async function methodById(id: number, on: Db | Tx = db): Promise<PaymentMethodRow> {
    const [method] = await on.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    if (!method) throw new Error(`payment method ${id} is gone`);
    return method;
  }

  /** Marks an open invoice past its life as expired (5); returns the row as it is now. */
  async function expireIfDue(invoice: InvoiceRow, on: Db | Tx = db): Promise<InvoiceRow> {
    if (invoice.status >= INVOICE_STATUS.paid || invoice.expiresAt.getTime() > now().getTime()) return invoice;
    const [row] = await on
      .update(invoices)
      .set({ status: INVOICE_STATUS.expired, updatedAt: now() })
      .where(and(eq(invoices.id, invoice.id), isOpen))
      .returning();
    if (row) return row;
    const [current] = await on.select().from(invoices).where(eq(invoices.id, invoice.id));
    return current ?? invoice;
  }

  /** The player's open invoice, after marking those past their life expired; null when there is none. */
  async function openInvoiceOf(userId: number, on: Db | Tx): Promise<InvoiceRow | null> {
    const at = now();
    await on
      .update(invoices)
      .set({ status: INVOICE_STATUS.expired, updatedAt: at })
      .where(and(eq(invoices.userId, userId), isOpen, sql`${invoices.expiresAt} <= ${at}`));
    const [open] = await on
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, userId), isOpen))
      .orderBy(desc(invoices.id))
      .limit(1);
    return open ?? null;
  }

  return {
    view,

    async billingData(userId: number): Promise<BillingDataAnswer['data']> {
      const currency = await userCurrency(db, userId);
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.currency, currency), eq(paymentMethods.enabled, true)))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
      const methods = rows.map(toPaymentMethod);
      const minPayout = fromMinor(MIN_PAYOUT[currency], currency);
      const cryptoPayout = { code: 'crypto' as const, name: { en: 'USDT (TRC-20)' }, min_amount: minPayout, currency };
      return {
        payments: {
          methods: methods.filter((m) => m.kind !== 'crypto'),
          bonus: { name: (await deps.bonus?.nextDepositBonusName(userId)) ?? null },
        },
        'crypto-payments': methods.filter((m) => m.kind === 'crypto'),
        'crypto-payouts': [cryptoPayout],
        payouts: [{ code: 'card', name: { en: 'Bank card' }, min_amount: minPayout, currency }, cryptoPayout],
      };
    },

    /**
     * Creates an invoice once per Idempotency-Key (the same key answers the same invoice). A player has at most one
     * open invoice: while one is waiting or processing, a creation with another key answers that one instead.
     */
    async create(
      userId: number,
      body: { method_hash: string; amount: string; decline_bonus?: boolean },
      idempotencyKey: string,
      baseUrl: string,
    ): Promise<Invoice> {
      const currency = await userCurrency(db, userId);
      const [method] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.hash, body.method_hash), eq(paymentMethods.enabled, true)));
      if (!method || method.currency !== currency) {
        throw new ValidationError({ method_hash: ['method_unknown: This payment method is not available'] });
      }
      const provider = providers.get(method.provider);
      if (!provider) throw new HttpError(503, 'provider_unavailable', 'This payment method is not available now');
      const amount = toMinor(body.amount, currency);
      const limits = methodLimits(method);
      if (amount < limits.min) {
        throw new ValidationError({
          amount: [`amount_too_small: The minimum is ${fromMinor(limits.min, currency)} ${currency}`],
        });
      }
      if (amount > limits.max) {
        throw new ValidationError({
          amount: [`amount_too_large: The maximum is ${fromMinor(limits.max, currency)} ${currency}`],
        });
      }
      return db.transaction(async (tx) => {
        // The player's row lock queues their creations one behind another, so two tabs cannot both insert.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.userId, userId), eq(invoices.idempotencyKey, idempotencyKey)));
        if (existing) {
          if (existing.methodId !== method.id || existing.amountMinor !== amount) {
            throw new HttpError(
              409,
              'idempotency_conflict',
              'This Idempotency-Key was already used for a different request',
            );
          }
          return view(await expireIfDue(existing, tx), method, baseUrl);
        }
        await assertMayDeposit(tx, userId, now());
        const open = await openInvoiceOf(userId, tx);
        if (open) return view(open, await methodById(open.methodId, tx), baseUrl);
        await checkDepositLimits(tx, userId, currency, amount, now());
        const hash = randomBytes(16).toString('hex');
        const pay = provider.instructions({ hash, kind: asKind(method.kind), currency });
        const commission = commissionOf(amount, method.commissionBps);
        const [inserted] = await tx
          .insert(invoices)
          .values({
            hash,
            userId,
            methodId: method.id,
            currency,
            idempotencyKey,
            amountMinor: amount,
            commissionMinor: commission,
            shopAmountMinor: amount - commission,
            declineBonus: body.decline_bonus ?? false,
            cardNumber: pay.cardNumber,
            phoneNumber: pay.phoneNumber,
            cryptoAddress: pay.cryptoAddress,
            providerRef: pay.providerRef,
            expiresAt: new Date(now().getTime() + deps.lifetimeS * 1000),
          })
          .returning();
        if (!inserted) throw new Error('the invoice insert returned no row');
        return view(inserted, method, baseUrl);
      });
    },

    /** The player's open invoice (waiting or processing, unexpired), to resume it; null when there is none. */
    async pending(userId: number, baseUrl: string): Promise<Invoice | null> {
      const open = await openInvoiceOf(userId, db);
      return open ? view(open, await methodById(open.methodId), baseUrl) : null;
    },

    /**
     * The player gives up a waiting invoice: it turns failed (4) and is no longer payable. One the provider is
     * processing cannot be cancelled (409); a closed one answers as it is, so a resend changes nothing.
     */
    async cancel(userId: number, invoiceId: number, baseUrl: string): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
          .for('update');
        if (!row) throw new HttpError(404, 'invoice_not_found', 'No such invoice');
        const current = await expireIfDue(row, tx);
        if (current.status === INVOICE_STATUS.processing) {
          throw new HttpError(409, 'invoice_processing', 'The payment is already being processed');
        }
        const method = await methodById(current.methodId, tx);
        if (current.status !== INVOICE_STATUS.waiting) return view(current, method, baseUrl);
        const [cancelled] = await tx
          .update(invoices)
          .set({ status: INVOICE_STATUS.failed, failureReason: 'cancelled_by_player', updatedAt: now() })
          .where(eq(invoices.id, current.id))
          .returning();
        return view(cancelled ?? current, method, baseUrl);
      });
    },

    /** The player's invoice (expired ones turn 5 here); 404 for someone else's. */
    async get(userId: number, invoiceId: number, baseUrl: string): Promise<Invoice> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
      if (!row) throw new HttpError(404, 'invoice_not_found', 'No such invoice');
      return view(await expireIfDue(row), await methodById(row.methodId), baseUrl);
    },

    /** For the sandbox page: the invoice and its method by hash (expired ones turn 5). */
    async byHash(hash: string): Promise<{ invoice: InvoiceRow; method: PaymentMethodRow } | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.hash, hash));
      if (!row) return null;
      return { invoice: await expireIfDue(row), method: await methodById(row.methodId) };
    },

    /**
     * A provider's webhook. Bad signature: 401 and nothing changes. A paid event credits the wallet exactly once
     * (the invoice row is locked, and the ledger key `invoice:<id>` is unique); a replay answers `duplicate`.
     * The paid amount may differ from the asked one (sum_was_changed). An expired invoice cannot be paid.
     */
    async webhook(
      providerName: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ status: number; duplicate: boolean }> {
      const provider = providers.get(providerName);
      if (!provider) throw new HttpError(404, 'provider_unknown', 'No such payment provider');
      if (!provider.verify(rawBody, signature)) {
        throw new HttpError(401, 'invalid_signature', 'The webhook signature does not match');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'bad_request', 'The request could not be read.');
      }
      const event = provider.parseEvent(json);
      const outcome = await db.transaction(async (tx) => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.hash, event.invoiceHash)).for('update');
        if (!invoice) throw new HttpError(404, 'invoice_not_found', 'No such invoice');
        if (invoice.status === INVOICE_STATUS.paid) return { status: invoice.status, duplicate: true };
        if (invoice.status >= INVOICE_STATUS.failed) {
          return { status: invoice.status, duplicate: event.status === 'failed', closed: true };
        }
        const at = now();
        if (invoice.expiresAt.getTime() <= at.getTime()) {
          await tx
            .update(invoices)
            .set({ status: INVOICE_STATUS.expired, updatedAt: at })
            .where(eq(invoices.id, invoice.id));
          return { status: INVOICE_STATUS.expired, duplicate: false, closed: true };
        }
        if (event.status === 'processing') {
          if (invoice.status === INVOICE_STATUS.waiting) {
            await tx
              .update(invoices)
              .set({
                status: INVOICE_STATUS.processing,
                providerRef: event.providerRef ?? invoice.providerRef,
                updatedAt: at,
              })
              .where(eq(invoices.id, invoice.id));
          }
          return { status: INVOICE_STATUS.processing, duplicate: invoice.status === INVOICE_STATUS.processing };
        }
        if (event.status === 'failed') {
          await tx
            .update(invoices)
            .set({ status: INVOICE_STATUS.failed, failureReason: event.reason ?? 'failed', updatedAt: at })
            .where(eq(invoices.id, invoice.id));
          return { status: INVOICE_STATUS.failed, duplicate: false };
        }
        const currency = asCurrency(invoice.currency);
        if (event.currency !== currency) {
          throw new ValidationError({ currency: [`currency_mismatch: The invoice is in ${currency}`] });
        }
        const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, invoice.methodId));
        const paid = toMinor(event.amount, currency);
        const commission = commissionOf(paid, method?.commissionBps ?? 0);
        const shop = paid - commission;
        let ledgerTxId: number | null = null;
        if (shop > 0n) {
          const posted = await wallet.credit(
            {
              userId: invoice.userId,
              currency,
              amountMinor: shop,
              kind: 'deposit',
              idempotencyKey: `invoice:${invoice.id}`,
              reference: `invoice:${invoice.id}`,
              counterparty: 'payments_clearing',
            },
            tx,
          );
          ledgerTxId = posted.txs[0]?.txId ?? null;
        }
        await tx
          .update(invoices)
          .set({
            status: INVOICE_STATUS.paid,
            paidMinor: paid,
            commissionMinor: commission,
            shopAmountMinor: shop,
            sumWasChanged: paid !== invoice.amountMinor,
            providerRef: event.providerRef ?? invoice.providerRef,
            ledgerTxId,
            paidAt: at,
            updatedAt: at,
          })
          .where(eq(invoices.id, invoice.id));
        if (shop > 0n && !invoice.declineBonus) {
          await deps.bonus?.onDeposit(tx, {
            userId: invoice.userId,
            currency,
            amountMinor: shop,
            invoiceId: invoice.id,
          });
        }
        return { status: INVOICE_STATUS.paid, duplicate: false };
      });
      if ('closed' in outcome && outcome.closed && !outcome.duplicate) {
        throw outcome.status === INVOICE_STATUS.expired
          ? new HttpError(409, 'invoice_expired', 'The invoice expired and cannot be paid')
          : new HttpError(409, 'invoice_closed', 'The invoice is closed');
      }
      return { status: outcome.status, duplicate: outcome.duplicate };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
