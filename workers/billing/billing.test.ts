import { describe, expect, it } from 'vitest';
import { BILLING_API, type Invoice } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createHttpClient } from '../http/client';
import { json, type RecordedCall, scriptedFetch } from '../http/scripted-fetch.testing';
import { createBilling } from './billing';

const billingWith = (answer: unknown, emitted: unknown[] = []) =>
  createBilling({
    http: clientAnswering(answer),
    emit: (name, payload) => void emitted.push({ name, payload }),
    currency: () => 'RUB',
    saveInvoice: async () => {},
    refreshProfile: async () => {},
  });

const invoice: Invoice = {
  id: 41,
  hash: 'a'.repeat(32),
  status: 1,
  status_name: 'waiting',
  life_time: 900,
  expires_at: '2030-01-01T00:00:00.000Z',
  currency: 'RUB',
  method_hash: 'card',
  method_kind: 'p2p_card',
  amount: '500.00',
  paid_amount: null,
  shop_amount: '500.00',
  commission: '0.00',
  sum_was_changed: false,
  card: { card_number: '2200 0000 0000 0000', phone_number: null },
  crypto: null,
  payment_url: 'http://api.localhost:8080/sandbox/pay/x',
};

describe('billing answers are checked', () => {
  it('refuses malformed payment methods with a clear failure', async () => {
    const billing = billingWith({ data: { payments: { methods: 'none' } } });
    expect(await billing.loadBilling()).toMatchObject(MALFORMED);
  });

  it('refuses a malformed invoice and tracks nothing', async () => {
    const billing = billingWith({ data: { id: 'x', amount: 100 } });
    expect(await billing.createInvoice({ methodHash: 'card', amount: '100' })).toMatchObject(MALFORMED);
  });

  it('refuses a malformed pending invoice', async () => {
    const billing = billingWith({ data: { id: 'x' } });
    expect(await billing.resumePending()).toMatchObject(MALFORMED);
  });
});

describe('the deposit bonus on offer (payments.bonus.name)', () => {
  it('is declined with the deposit when the player says so, and asked for by default', async () => {
    const sent: RecordedCall[] = [];
    const server = scriptedFetch((call) => {
      sent.push(call);
      return json(200, { data: invoice });
    });
    const billing = createBilling({
      http: createHttpClient({
        baseURL: () => 'http://api.localhost:8080',
        accessToken: () => 't',
        region: () => null,
        locale: () => 'en',
        refreshAccessToken: async () => null,
        fetch: server.fetch,
        retryDelayMs: 0,
      }),
      emit: () => {},
      currency: () => 'RUB',
      saveInvoice: async () => {},
      refreshProfile: async () => {},
    });
    await billing.createInvoice({ methodHash: 'card', amount: '100', declineBonus: true });
    await billing.createInvoice({ methodHash: 'card', amount: '100' });
    await billing.stop();
    expect(sent.map((call) => call.body)).toEqual([
      { method_hash: 'card', amount: '100', decline_bonus: true },
      { method_hash: 'card', amount: '100', decline_bonus: false },
    ]);
  });
});

describe('the pending invoice comes from the server', () => {
  it("resumes the server's open invoice and shows it with its time left", async () => {
    const emitted: { name: string; payload: { invoice?: { id: string } | null; secondsLeft?: number } }[] = [];
    const billing = billingWith({ data: invoice }, emitted);
    const result = await billing.resumePending();
    expect(result).toMatchObject({ ok: true, data: { id: '41', amount: '500.00', cardNumber: '2200 0000 0000 0000' } });
    expect(emitted.at(-1)).toMatchObject({ name: 'invoice', payload: { invoice: { id: '41' }, secondsLeft: 900 } });
    await billing.stop();
  });

  it('cancels on the server, then stops showing the invoice', async () => {
    const paths: string[] = [];
    const emitted: { name: string; payload: { invoice?: unknown } }[] = [];
    const billing = billingWith((path: string) => {
      paths.push(path);
      return { data: path.endsWith('/cancel') ? { ...invoice, status: 4, status_name: 'failed' } : invoice };
    }, emitted);
    await billing.resumePending();
    expect(await billing.cancelInvoice()).toMatchObject({ ok: true });
    expect(paths).toContain(pathOf(BILLING_API.cancelInvoice.path, { invoiceId: 41 }));
    expect(emitted.at(-1)).toMatchObject({ name: 'invoice', payload: { invoice: null } });
  });
});
