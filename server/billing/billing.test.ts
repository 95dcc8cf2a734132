import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_API,
  BillingDataAnswer,
  InvoiceAnswer,
  OperatorPayoutListAnswer,
  PaymentStatusAnswer,
  PayoutAnswer,
  PayoutListAnswer,
  PendingInvoiceAnswer,
} from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { BalanceAnswer, HistoryAnswer, WALLET_API } from '../../contract/api/wallet';
import { invoices } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';

const SECRET = 'test-webhook-secret';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const key = () => `k-${randomUUID()}`;
const sign = (raw: string) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;

async function data(player: Player) {
  const res = await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return BillingDataAnswer.parse(res.json()).data;
}

async function balance(player: Player) {
  const res = await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth });
  return BalanceAnswer.parse(res.json()).data;
}

const createInvoice = (player: Player, body: object, idempotencyKey: string | null = key()) =>
  server.api({
    method: 'POST',
    url: BILLING_API.createInvoice.path,
    headers: { ...player.auth, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });

async function invoiceFor(player: Player, kind = 'card', amount = '500') {
  const methods = await data(player);
  const method = [...methods.payments.methods, ...methods['crypto-payments']].find((m) => m.kind === kind);
  if (!method) throw new Error(`no ${kind} method`);
  const res = await createInvoice(player, { method_hash: method.hash, amount });
  expect(res.statusCode, res.body).toBe(200);
  return InvoiceAnswer.parse(res.json()).data;
}

const webhook = (raw: string, signature: string | undefined) =>
  server.api({
    method: 'POST',
    url: pathOf(BILLING_API.webhook.path, { provider: 'sandbox' }),
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
    payload: raw,
  });

const paidEvent = (hash: string, amount: string) =>
  JSON.stringify({ event_id: randomUUID(), invoice_hash: hash, status: 'paid', amount, currency: 'RUB' });

const status = async (player: Player, id: number) => {
  const res = await server.api({
    method: 'GET',
    url: pathOf(BILLING_API.paymentStatus.path, { invoiceId: id }),
    headers: player.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentStatusAnswer.parse(res.json()).data;
};

const sandboxPost = (hash: string, form: Record<string, string>) =>
  server.api({
    method: 'POST',
    url: pathOf(BILLING_API.sandboxPay.path, { hash }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('billing data', () => {
  it('lists the methods of the player currency with the spec defaults where a method has no limits', async () => {
    const player = await registerPlayer(server);
    const d = await data(player);
    const card = d.payments.methods.find((m) => m.kind === 'card');
    expect(card).toMatchObject({
      name: { en: 'Bank card' },
      min_amount: '100.00',
      max_amount: '300000.00',
      default_amount: '100.00',
      currency: 'RUB',
      exchange_currency: null,
    });
    expect(d.payments.methods.map((m) => m.kind)).toEqual(['card', 'p2p_card', 'p2p_phone']);
    expect(d['crypto-payments'].map((m) => [m.kind, m.exchange_currency])).toEqual([['crypto', 'USDT']]);
    expect(d['crypto-payouts'][0]).toMatchObject({ code: 'crypto', min_amount: '100.00' });
    expect(d.payments.bonus).toEqual({ name: null });
    const usd = await data(await registerPlayer(server, 'USD'));
    expect(usd.payments.methods.map((m) => [m.kind, m.min_amount])).toEqual([['card', '1.00']]);
    expect(usd['crypto-payouts'][0]?.min_amount).toBe('1.00');
    expect((await server.api({ method: 'GET', url: BILLING_API.data.path })).statusCode).toBe(401);
  });
});

describe('invoices and the sandbox provider', () => {
  it('creates an invoice once per Idempotency-Key and validates it', async () => {
    const player = await registerPlayer(server);
    const d = await data(player);
    const hash = d.payments.methods[0]?.hash ?? '';
    const k = key();
    const first = await createInvoice(player, { method_hash: hash, amount: '250.50' }, k);
    expect(first.statusCode, first.body).toBe(200);
    const invoice = InvoiceAnswer.parse(first.json()).data;
    expect(invoice).toMatchObject({
      status: 1,
      status_name: 'waiting',
      life_time: 1200,
      amount: '250.50',
      shop_amount: '250.50',
      commission: '0.00',
      sum_was_changed: false,
      currency: 'RUB',
      card: { card_number: null, phone_number: null },
      crypto: null,
    });
    expect(invoice.payment_url).toBe(`http://api.localhost/sandbox/pay/${invoice.hash}`);
    const again = InvoiceAnswer.parse((await createInvoice(player, { method_hash: hash, amount: '250.50' }, k)).json());
    expect(again.data.id).toBe(invoice.id);
    expect((await createInvoice(player, { method_hash: hash, amount: '300' }, k)).statusCode).toBe(409);
    const missingKey = await createInvoice(player, { method_hash: hash, amount: '250' }, null);
    expect(missingKey.statusCode).toBe(422);
    const small = await createInvoice(player, { method_hash: hash, amount: '99.99' });
    expect(ValidationErrorBody.parse(small.json()).errors.amount?.[0]).toMatch(/^amount_too_small: /);
    const large = await createInvoice(player, { method_hash: hash, amount: '300000.01' });
    expect(ValidationErrorBody.parse(large.json()).errors.amount?.[0]).toMatch(/^amount_too_large: /);
    const bad = await createInvoice(player, { method_hash: hash, amount: '1e5' });
    expect(ValidationErrorBody.parse(bad.json()).errors.amount?.[0]).toMatch(/^amount_invalid: /);
    const unknown = await createInvoice(player, { method_hash: 'nope', amount: '500' });
    expect(ValidationErrorBody.parse(unknown.json()).errors.method_hash?.[0]).toMatch(/^method_unknown: /);
    // Someone else's invoice is not found.
    const other = await registerPlayer(server);
    const res = await server.api({
      method: 'GET',
      url: pathOf(BILLING_API.paymentStatus.path, { invoiceId: invoice.id }),
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
  });

  it('shows a payment page per method kind with the transfer details', async () => {
    // One player has one open invoice at a time: each kind is another player's.
    const p2p = await invoiceFor(await registerPlayer(server), 'p2p_card');
    expect(p2p.card.card_number).toMatch(/^2200( \d{4}){3}$/);
    const phone = await invoiceFor(await registerPlayer(server), 'p2p_phone');
    expect(phone.card.phone_number).toMatch(/^\+79\d{9}$/);
    const crypto = await invoiceFor(await registerPlayer(server), 'crypto', '1000');
    expect(crypto.crypto).toMatchObject({ currency: 'USDT', amount: '11.00' });
    for (const invoice of [p2p, phone, crypto]) {
      const page = await server.api({
        method: 'GET',
        url: pathOf(BILLING_API.sandboxPay.path, { hash: invoice.hash }),
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('value="pay"');
      expect(page.body).toContain('value="pay_other"');
      expect(page.body).toContain('value="fail"');
    }
    const card = await invoiceFor(await registerPlayer(server), 'card');
    const cardPage = await server.api({ method: 'GET', url: pathOf(BILLING_API.sandboxPay.path, { hash: card.hash }) });
    expect(cardPage.body).toContain('name="cvc"');
    expect(
      (await server.api({ method: 'GET', url: pathOf(BILLING_API.sandboxPay.path, { hash: 'nope' }) })).statusCode,
    ).toBe(404);
  });

  it('pays through the sandbox page: the signed webhook credits the wallet exactly once, a replay changes nothing', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player, 'card', '500');
    const paid = await sandboxPost(invoice.hash, { action: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.body).toContain('HTTP 200');
    expect(await status(player, invoice.id)).toMatchObject({
      status: 3,
      status_name: 'paid',
      paid_amount: '500.00',
      shop_amount: '500.00',
      sum_was_changed: false,
      life_time: 0,
    });
    expect((await balance(player)).balance).toBe('500.00');

    // The provider delivers the same event again, and another paid event: nothing moves.
    const raw = paidEvent(invoice.hash, '500.00');
    const replay = await webhook(raw, sign(raw));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, status: 3, duplicate: true });
    const twice = await sandboxPost(invoice.hash, { action: 'pay' });
    expect(twice.statusCode).toBe(409);
    expect((await balance(player)).balance).toBe('500.00');

    const history = HistoryAnswer.parse(
      (
        await server.api({ method: 'GET', url: `${WALLET_API.history.path}?kind=deposit`, headers: player.auth })
      ).json(),
    );
    expect(history.data.items).toHaveLength(1);
    expect(history.data.items[0]).toMatchObject({
      kind: 'deposit',
      balance_change: '500.00',
      reference: `invoice:${invoice.id}`,
    });
  });

  it('credits once when the provider fires the same webhook concurrently', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player, 'card', '700');
    const raw = paidEvent(invoice.hash, '700');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(raw, sign(raw))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect((await balance(player)).balance).toBe('700.00');
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player);
    const raw = paidEvent(invoice.hash, '500');
    for (const signature of [
      undefined,
      'sha256=00',
      sign(`${raw} `),
      `sha256=${createHmac('sha256', 'wrong').update(raw).digest('hex')}`,
    ]) {
      const res = await webhook(raw, signature);
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('invalid_signature');
    }
    expect((await status(player, invoice.id)).status).toBe(1);
    expect((await balance(player)).balance).toBe('0.00');
  });

  it('accepts a paid amount that differs from the asked one (sum_was_changed)', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player, 'p2p_card', '500');
    const res = await sandboxPost(invoice.hash, { action: 'pay_other', amount: '450.50' });
    expect(res.statusCode).toBe(200);
    expect(await status(player, invoice.id)).toMatchObject({
      status: 3,
      amount: '500.00',
      paid_amount: '450.50',
      shop_amount: '450.50',
      sum_was_changed: true,
    });
    expect((await balance(player)).balance).toBe('450.50');
  });

  it('never pays an expired invoice', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player);
    await server.db
      .update(invoices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invoices.id, invoice.id));
    const raw = paidEvent(invoice.hash, '500');
    const res = await webhook(raw, sign(raw));
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).code).toBe('invoice_expired');
    expect(await status(player, invoice.id)).toMatchObject({ status: 5, status_name: 'expired', life_time: 0 });
    expect((await sandboxPost(invoice.hash, { action: 'pay' })).statusCode).toBe(409);
    const page = await server.api({ method: 'GET', url: pathOf(BILLING_API.sandboxPay.path, { hash: invoice.hash }) });
    expect(page.body).toContain('expired');
    expect((await balance(player)).balance).toBe('0.00');
  });

  it('moves an invoice to processing (2) when the provider says the payer started', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player);
    const raw = JSON.stringify({
      event_id: randomUUID(),
      invoice_hash: invoice.hash,
      status: 'processing',
      amount: '500',
      currency: 'RUB',
    });
    const res = await webhook(raw, sign(raw));
    expect(res.json()).toEqual({ ok: true, status: 2, duplicate: false });
    expect(await status(player, invoice.id)).toMatchObject({ status: 2, status_name: 'processing' });
    expect((await webhook(raw, sign(raw))).json()).toEqual({ ok: true, status: 2, duplicate: true });
    const paid = paidEvent(invoice.hash, '500');
    expect((await webhook(paid, sign(paid))).json()).toEqual({ ok: true, status: 3, duplicate: false });
    const malformed = JSON.stringify({ invoice_hash: invoice.hash, status: 'paid' });
    expect((await webhook(malformed, sign(malformed))).statusCode).toBe(422);
  });

  it('marks a failed payment 4 and credits nothing', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player, 'crypto', '1000');
    expect((await sandboxPost(invoice.hash, { action: 'fail' })).statusCode).toBe(200);
    expect((await status(player, invoice.id)).status).toBe(4);
    const raw = paidEvent(invoice.hash, '1000');
    expect((await webhook(raw, sign(raw))).statusCode).toBe(409);
    expect((await balance(player)).balance).toBe('0.00');
  });
});

const pending = async (player: Player) => {
  const res = await server.api({ method: 'GET', url: BILLING_API.pendingInvoice.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return PendingInvoiceAnswer.parse(res.json()).data;
};

const cancel = (player: Player, id: number) =>
  server.api({
    method: 'POST',
    url: pathOf(BILLING_API.cancelInvoice.path, { invoiceId: id }),
    headers: player.auth,
  });

describe('the pending invoice is resumed, never doubled', () => {
  it('lists the open invoice and answers it to a new creation, whatever its key', async () => {
    const player = await registerPlayer(server);
    expect(await pending(player)).toBeNull();
    const first = await invoiceFor(player, 'p2p_card', '500');
    expect(await pending(player)).toMatchObject({ id: first.id, amount: '500.00', status: 1 });
    // Another tab (another key, even another amount): the same invoice, not a second one.
    const again = await invoiceFor(player, 'p2p_card', '700');
    expect(again).toMatchObject({ id: first.id, hash: first.hash, amount: '500.00' });
    expect(again.card.card_number).toBe(first.card.card_number);
    const rows = await server.db.select().from(invoices).where(eq(invoices.userId, player.userId));
    expect(rows).toHaveLength(1);
    // Someone else has none, and a guest is refused.
    expect(await pending(await registerPlayer(server))).toBeNull();
    expect((await server.api({ method: 'GET', url: BILLING_API.pendingInvoice.path })).statusCode).toBe(401);
  });

  it('creates exactly one invoice when two tabs or a double click send at once', async () => {
    const player = await registerPlayer(server);
    const hash = (await data(player)).payments.methods[0]?.hash ?? '';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createInvoice(player, { method_hash: hash, amount: String(100 + i) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((a) => InvoiceAnswer.parse(a.json()).data.id));
    expect(ids.size).toBe(1);
    const rows = await server.db.select().from(invoices).where(eq(invoices.userId, player.userId));
    expect(rows).toHaveLength(1);
  });

  it('offers a new invoice once the pending one is paid, expired or cancelled', async () => {
    const player = await registerPlayer(server);
    const paid = await invoiceFor(player, 'card', '500');
    expect((await sandboxPost(paid.hash, { action: 'pay' })).statusCode).toBe(200);
    expect(await pending(player)).toBeNull();

    const expiring = await invoiceFor(player, 'card', '300');
    expect(expiring.id).not.toBe(paid.id);
    await server.db
      .update(invoices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invoices.id, expiring.id));
    expect(await pending(player)).toBeNull();
    const fresh = await invoiceFor(player, 'card', '200');
    expect(fresh.id).not.toBe(expiring.id);
    expect((await status(player, expiring.id)).status).toBe(5);

    const cancelled = await cancel(player, fresh.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(InvoiceAnswer.parse(cancelled.json()).data).toMatchObject({ id: fresh.id, status: 4, life_time: 0 });
    expect((await cancel(player, fresh.id)).statusCode).toBe(200); // a resend answers it as it is
    expect(await pending(player)).toBeNull();
    const other = await invoiceFor(player, 'card', '150');
    expect(other.id).not.toBe(fresh.id);
    // A cancelled invoice is not paid; someone else cannot cancel another's.
    const raw = paidEvent(fresh.hash, '200');
    expect((await webhook(raw, sign(raw))).statusCode).toBe(409);
    expect((await cancel(await registerPlayer(server), other.id)).statusCode).toBe(404);
    expect((await balance(player)).balance).toBe('500.00');
  });

  it('cannot cancel an invoice the provider is already processing', async () => {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player);
    const raw = JSON.stringify({
      event_id: randomUUID(),
      invoice_hash: invoice.hash,
      status: 'processing',
      amount: '500',
      currency: 'RUB',
    });
    expect((await webhook(raw, sign(raw))).statusCode).toBe(200);
    const res = await cancel(player, invoice.id);
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).code).toBe('invoice_processing');
    expect(await pending(player)).toMatchObject({ id: invoice.id, status: 2 });
  });
});

describe('payouts', () => {
  async function funded(amount: string) {
    const player = await registerPlayer(server);
    const invoice = await invoiceFor(player, 'card', amount);
    expect((await sandboxPost(invoice.hash, { action: 'pay' })).statusCode).toBe(200);
    return player;
  }
  const requestPayout = (player: Player, amount: string, k = key()) =>
    server.api({
      method: 'POST',
      url: BILLING_API.payouts.path,
      headers: { ...player.auth, 'idempotency-key': k },
      payload: { amount, method: 'card', destination: '4242 4242 4242 4242' },
    });
  const act = (id: number, action: string, reason?: string, k = key()) =>
    server.api({
      method: 'POST',
      url: pathOf(BILLING_API.operatorPayoutAction.path, { id, action }),
      headers: { ...operator, 'idempotency-key': k },
      ...(reason ? { payload: { reason } } : {}),
    });
  const cancel = (player: Player, id: number) =>
    server.api({ method: 'POST', url: pathOf(BILLING_API.cancelPayout.path, { id }), headers: player.auth });

  it('holds the money of a request, and the operator approves then completes it; the player cannot cancel it then', async () => {
    const player = await funded('1000');
    const k = key();
    const res = await requestPayout(player, '300', k);
    expect(res.statusCode, res.body).toBe(200);
    const payout = PayoutAnswer.parse(res.json()).data;
    expect(payout).toMatchObject({
      status: 'pending',
      amount: '300.00',
      destination: '•••• 4242',
      can_cancel: true,
      hold_reason: 'Waiting for review by the payments team',
    });
    expect(await balance(player)).toMatchObject({ balance: '700.00', payout_hold: '300.00' });
    expect(PayoutAnswer.parse((await requestPayout(player, '300', k)).json()).data.id).toBe(payout.id);
    expect(await balance(player)).toMatchObject({ balance: '700.00', payout_hold: '300.00' });

    const queue = OperatorPayoutListAnswer.parse(
      (
        await server.api({
          method: 'GET',
          url: `${BILLING_API.operatorPayouts.path}?status=pending`,
          headers: operator,
        })
      ).json(),
    );
    expect(queue.data.items.map((p) => p.id)).toContain(payout.id);
    const approved = await act(payout.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const processing = await cancel(player, payout.id);
    expect(processing.statusCode).toBe(409);
    expect(ErrorBody.parse(processing.json()).code).toBe('payout_processing');
    const done = await act(payout.id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(await balance(player)).toMatchObject({ balance: '700.00', payout_hold: '0.00' });
    const list = PayoutListAnswer.parse(
      (await server.api({ method: 'GET', url: BILLING_API.payouts.path, headers: player.auth })).json(),
    );
    expect(list.data.items[0]).toMatchObject({ id: payout.id, status: 'paid', can_cancel: false, hold_reason: null });
    expect((await act(payout.id, 'reject', 'late')).statusCode).toBe(409);
  });

  it('releases the hold on a rejection or a cancel, and shows why a payout is held', async () => {
    const player = await funded('1000');
    const a = PayoutAnswer.parse((await requestPayout(player, '400')).json()).data;
    const b = PayoutAnswer.parse((await requestPayout(player, '500')).json()).data;
    expect((await act(a.id, 'hold', 'Verify your identity first')).statusCode).toBe(200);
    const held = PayoutListAnswer.parse(
      (
        await server.api({ method: 'GET', url: `${BILLING_API.payouts.path}?status=held`, headers: player.auth })
      ).json(),
    );
    expect(held.data.items[0]).toMatchObject({
      id: a.id,
      status: 'held',
      hold_reason: 'Verify your identity first',
      can_cancel: true,
    });
    expect((await act(a.id, 'reject')).statusCode).toBe(422);
    const rejected = await act(a.id, 'reject', 'Documents do not match');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Documents do not match' });
    expect(await balance(player)).toMatchObject({ balance: '500.00', payout_hold: '500.00' });
    const cancelled = await cancel(player, b.id);
    expect(cancelled.statusCode).toBe(200);
    expect(PayoutAnswer.parse(cancelled.json()).data.status).toBe('cancelled');
    expect((await cancel(player, b.id)).statusCode).toBe(200);
    expect(await balance(player)).toMatchObject({ balance: '1000.00', payout_hold: '0.00' });
    const kinds = HistoryAnswer.parse(
      (await server.api({ method: 'GET', url: WALLET_API.history.path, headers: player.auth })).json(),
    ).data.items.map((i) => i.kind);
    expect(kinds).toEqual(['payout_release', 'payout_release', 'payout_hold', 'payout_hold', 'deposit']);
  });

  it('answers a resent operator decision with its first answer, and refuses its key for another decision', async () => {
    const player = await funded('1000');
    const payout = PayoutAnswer.parse((await requestPayout(player, '300')).json()).data;
    const approveKey = key();
    // Sent twice at once: the second waits for the first and answers the same.
    const [approved, twin] = await Promise.all([
      act(payout.id, 'approve', undefined, approveKey),
      act(payout.id, 'approve', undefined, approveKey),
    ]);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toEqual(approved.json());
    const completeKey = key();
    const completed = await act(payout.id, 'complete', undefined, completeKey);
    expect(completed.statusCode, completed.body).toBe(200);
    // The answers were lost and the operator's tool sends the same requests again.
    const resentComplete = await act(payout.id, 'complete', undefined, completeKey);
    expect(resentComplete.statusCode, resentComplete.body).toBe(200);
    expect(resentComplete.json()).toEqual(completed.json());
    const resentApprove = await act(payout.id, 'approve', undefined, approveKey);
    expect(resentApprove.statusCode, resentApprove.body).toBe(200);
    expect(resentApprove.json()).toEqual(approved.json());
    const reused = await act(payout.id, 'reject', 'other decision', completeKey);
    expect(reused.statusCode).toBe(409);
    expect(ErrorBody.parse(reused.json()).code).toBe('idempotency_conflict');
    // A new key asks again, and the payout is already paid.
    expect(ErrorBody.parse((await act(payout.id, 'complete')).json()).code).toBe('payout_state');
    const missingKey = await server.api({
      method: 'POST',
      url: pathOf(BILLING_API.operatorPayoutAction.path, { id: payout.id, action: 'approve' }),
      headers: operator,
    });
    expect(missingKey.statusCode).toBe(422);
    expect(await balance(player)).toMatchObject({ balance: '700.00', payout_hold: '0.00' });
  });

  it('lets exactly one of a racing cancel and approval win', async () => {
    const player = await funded('1000');
    for (let i = 0; i < 5; i++) {
      const p = PayoutAnswer.parse((await requestPayout(player, '100')).json()).data;
      const [cancelled, approved] = await Promise.all([cancel(player, p.id), act(p.id, 'approve')]);
      expect([cancelled.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      if (approved.statusCode === 200) expect((await act(p.id, 'reject', 'race test')).statusCode).toBe(200);
    }
    expect(await balance(player)).toMatchObject({ balance: '1000.00', payout_hold: '0.00' });
  });

  it('refuses amounts below the minimum, above the withdrawable balance, and bonus money', async () => {
    const player = await funded('150');
    const low = await requestPayout(player, '99.99');
    expect(ValidationErrorBody.parse(low.json()).errors.amount?.[0]).toMatch(
      /^amount_below_minimum: The minimum payout is 100.00 RUB/,
    );
    const adjust = await server.api({
      method: 'POST',
      url: WALLET_API.operatorAdjust.path,
      headers: { ...operator, 'idempotency-key': key() },
      payload: { user_id: player.userId, account: 'bonus', amount: '1000', reason: 'welcome bonus' },
    });
    expect(adjust.statusCode).toBe(200);
    expect(await balance(player)).toMatchObject({
      balance: '150.00',
      bonus_balance: '1000.00',
      total_balance: '1150.00',
    });
    const tooMuch = await requestPayout(player, '200');
    expect(tooMuch.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(tooMuch.json()).errors.amount?.[0]).toMatch(
      /^insufficient_funds: Your withdrawable balance is 150.00 RUB/,
    );
    expect(await balance(player)).toMatchObject({ balance: '150.00', payout_hold: '0.00' });
    const list = PayoutListAnswer.parse(
      (await server.api({ method: 'GET', url: BILLING_API.payouts.path, headers: player.auth })).json(),
    );
    expect(list.data.items).toEqual([]);
    // Parallel requests cannot hold more than the balance.
    const parallel = await Promise.all(Array.from({ length: 5 }, () => requestPayout(player, '100')));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
  });
});

describe('operator: payment methods', () => {
  it('configures a method per currency; without limits it gets the spec defaults', async () => {
    const put = (body: object) =>
      server.api({ method: 'PUT', url: BILLING_API.operatorMethods.path, headers: operator, payload: body });
    const res = await put({ hash: 'kzt-test-card', currency: 'KZT', kind: 'card', name_en: 'Halyk card', sort: -1 });
    expect(res.statusCode, res.body).toBe(200);
    const kzt = await registerPlayer(server, 'KZT');
    const first = (await data(kzt)).payments.methods[0];
    expect(first).toMatchObject({
      hash: 'kzt-test-card',
      min_amount: '100.00',
      max_amount: '300000.00',
      default_amount: '100.00',
    });
    expect(
      (
        await put({
          hash: 'kzt-test-card',
          currency: 'KZT',
          kind: 'card',
          name_en: 'Halyk card',
          min_amount: '500',
          enabled: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await data(kzt)).payments.methods.map((m) => m.hash)).not.toContain('kzt-test-card');
    expect((await put({ hash: 'x', currency: 'KZT', kind: 'card', name_en: 'bad' })).statusCode).toBe(422);
    const list = await server.api({ method: 'GET', url: BILLING_API.operatorMethods.path, headers: operator });
    expect(list.statusCode).toBe(200);
    expect((await server.api({ method: 'GET', url: BILLING_API.operatorMethods.path })).statusCode).toBe(401);
  });
});
