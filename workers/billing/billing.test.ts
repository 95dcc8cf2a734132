import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createBilling } from './billing';

const billingWith = (answer: unknown) =>
  createBilling({
    http: clientAnswering(answer),
    emit: () => {},
    currency: () => 'RUB',
    saveInvoice: async () => {},
    refreshProfile: async () => {},
  });

describe('billing answers are checked', () => {
  it('refuses malformed payment methods with a clear failure', async () => {
    const billing = billingWith({ data: { payments: { methods: 'none' } } });
    expect(await billing.loadBilling()).toMatchObject(MALFORMED);
  });

  it('refuses a malformed invoice and tracks nothing', async () => {
    const billing = billingWith({ data: { id: 'x', amount: 100 } });
    expect(await billing.createInvoice({ methodHash: 'card', amount: '100' })).toMatchObject(MALFORMED);
  });
});
