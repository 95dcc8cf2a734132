import { createHmac, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { BILLING_API, BillingDataAnswer, InvoiceAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import type { TestServer } from '../test/harness';
import type { Player } from '../wallet/players.testing';

/**
 * A deposit through the sandbox provider, as a player makes it: an invoice by card (declining the bonus on offer
 * when `declineBonus` is given), then the provider's paid webhook signed with the server's `secret`.
 */
export async function sandboxDeposit(
  server: TestServer,
  secret: string,
  player: Player,
  amount: string,
  declineBonus?: boolean,
): Promise<void> {
  const methods = BillingDataAnswer.parse(
    (await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth })).json(),
  ).data.payments.methods;
  const method = methods.find((m) => m.kind === 'card');
  if (!method) throw new Error('no card method');
  const created = await server.api({
    method: 'POST',
    url: BILLING_API.createInvoice.path,
    headers: { ...player.auth, 'idempotency-key': `k-${randomUUID()}` },
    payload: {
      method_hash: method.hash,
      amount,
      ...(declineBonus === undefined ? {} : { decline_bonus: declineBonus }),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const invoice = InvoiceAnswer.parse(created.json()).data;
  const raw = JSON.stringify({
    event_id: randomUUID(),
    invoice_hash: invoice.hash,
    status: 'paid',
    amount,
    currency: 'RUB',
  });
  const paid = await server.api({
    method: 'POST',
    url: pathOf(BILLING_API.webhook.path, { provider: 'sandbox' }),
    headers: {
      'content-type': 'application/json',
      'x-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
    },
    payload: raw,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}
