import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createPayouts } from './payouts';

describe('payout answers are checked', () => {
  const payouts = createPayouts(clientAnswering({ data: { items: [{ id: 1, status: 'lost' }] } }), async () => {});

  it('refuses a malformed list, request and cancellation with a clear failure', async () => {
    expect(await payouts.list()).toMatchObject(MALFORMED);
    expect(await payouts.request({ amount: '100', method: 'card', destination: '4242424242424242' })).toMatchObject(
      MALFORMED,
    );
    expect(await payouts.cancel(1)).toMatchObject(MALFORMED);
  });
});
