import { describe, expect, it } from 'vitest';
import { depositQueryOf, instantOf, isRefundable } from './deposit-filter';

describe('the deposits screen’s filters', () => {
  it('sends only what is set, with the times as instants', () => {
    expect(depositQueryOf({})).toEqual({});
    const query = depositQueryOf({ status: 'paid', player: 7, from: '2026-11-01T00:00', to: '' });
    expect(query).toEqual({ status: 'paid', userId: 7, from: new Date('2026-11-01T00:00').toISOString() });
  });

  it('drops a time that is not one', () => {
    expect(instantOf('not a time')).toBeUndefined();
    expect(instantOf(undefined)).toBeUndefined();
  });
});

describe('which deposits may be refunded', () => {
  it('is a paid one with no refund yet', () => {
    expect(isRefundable({ status: 'paid', refund: null })).toBe(true);
    expect(isRefundable({ status: 'paid', refund: { amount: '10.00' } })).toBe(false);
    for (const status of ['waiting', 'processing', 'failed', 'expired'] as const) {
      expect(isRefundable({ status, refund: null }), status).toBe(false);
    }
  });
});
