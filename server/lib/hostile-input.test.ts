import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_API } from '../../contract/api/analytics';
import { ATTRIBUTION_API } from '../../contract/api/attribution';
import { AUTH_API } from '../../contract/api/auth';
import { BILLING_API, BillingDataAnswer, InvoiceAnswer, PayoutAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { GAMES_API, PLAY_API } from '../../contract/api/games';
import { OUTBOX_API } from '../../contract/api/outbox';
import { ROUTE_RULES_API } from '../../contract/api/route-rules';
import { SUPPORT_API } from '../../contract/api/support';
import { VERIFICATION_API } from '../../contract/api/verification';
import { VIP_API } from '../../contract/api/vip';
import { BalanceAnswer, WALLET_API } from '../../contract/api/wallet';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';

/**
 * Issue 20: text PostgreSQL cannot store (NUL, lone surrogates), JSON on the sandbox page and fields a money
 * endpoint does not know. Each is a 422 naming the field, and nothing is written.
 */
const SECRET = 'test-webhook-secret';
let server: TestServer;
let player: Player;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
  player = await registerPlayer(server, 'RUB');
  const credit = await server.api({
    method: 'POST',
    url: WALLET_API.operatorAdjust.path,
    headers: { ...operator, 'idempotency-key': `fund-${randomUUID()}` },
    payload: { user_id: player.userId, account: 'cash', amount: '5000', reason: 'test funds' },
  });
  expect(credit.statusCode, credit.body).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const key = () => ({ 'idempotency-key': `k-${randomUUID()}` });

/** Rows of every table, so a refused call can be shown to write nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const result = await server.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows;
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    // Attempts are counted before the body is read, on purpose (server/rate-limits): a refused call still counts.
    if (table_name === 'rate_counters') continue;
    const counted = await server.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`));
    const n = Array.isArray(counted) ? counted : (counted as { rows: { n: number }[] }).rows;
    counts[table_name] = Number(n[0]?.n ?? 0);
  }
  return counts;
}

async function cash(): Promise<string> {
  const res = await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth });
  return BalanceAnswer.parse(res.json()).data.balance;
}

/** Sends the request and expects a 422 whose errors name `field` with `code`, and no row written anywhere. */
async function expectRefused(
  request: Parameters<TestServer['api']>[0],
  field: string,
  code: 'text_invalid' | 'unknown_field' | 'user_unknown',
): Promise<void> {
  const before = await rowCounts();
  const balance = await cash();
  const res = await server.api(request);
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(422);
  const { errors } = ValidationErrorBody.parse(res.json());
  expect(errors[field]?.[0], JSON.stringify(errors)).toMatch(new RegExp(`^${code}: `));
  expect(await rowCounts()).toEqual(before);
  expect(await cash()).toBe(balance);
}

const signed = (raw: string) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;

async function methodHash(): Promise<string> {
  const res = await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth });
  const method = BillingDataAnswer.parse(res.json()).data.payments.methods[0];
  if (!method) throw new Error('no payment method');
  return method.hash;
}

async function openInvoice(): Promise<string> {
  const res = await server.api({
    method: 'POST',
    url: BILLING_API.createInvoice.path,
    headers: { ...player.auth, ...key() },
    payload: { method_hash: await methodHash(), amount: '500' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return InvoiceAnswer.parse(res.json()).data.hash;
}

describe.each([
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud83db'],
])('text with %s is a 422 text_invalid that writes nothing', (_name, bad) => {
  it('in player and operator bodies', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = player.auth) => ({
      method: 'POST' as const,
      url,
      headers,
      payload,
    });
    await expectRefused(post(SUPPORT_API.send.path, { body: bad }), 'body', 'text_invalid');
    await expectRefused(
      {
        ...post(BILLING_API.createInvoice.path, { method_hash: bad, amount: '500' }),
        headers: { ...player.auth, ...key() },
      },
      'method_hash',
      'text_invalid',
    );
    await expectRefused(post(AUTH_API.simpleAuthDevice.path, { host: bad, userAgent: 'x' }), 'host', 'text_invalid');
    await expectRefused(
      {
        ...post(WALLET_API.operatorAdjust.path, { user_id: player.userId, account: 'cash', amount: '1', reason: bad }),
        headers: { ...operator, ...key() },
      },
      'reason',
      'text_invalid',
    );
    await expectRefused(
      post(pathOf(SUPPORT_API.operatorAnswer.path, { userId: player.userId }), { body: bad }, operator),
      'body',
      'text_invalid',
    );
    await expectRefused(
      {
        method: 'PUT',
        url: BILLING_API.operatorMethods.path,
        headers: operator,
        payload: { hash: 'fuzz_method', currency: 'RUB', kind: 'card', name_en: bad },
      },
      'name_en',
      'text_invalid',
    );
  });

  it("in a signed webhook's invoice_hash", async () => {
    const raw = JSON.stringify({
      event_id: randomUUID(),
      invoice_hash: bad,
      status: 'paid',
      amount: '500',
      currency: 'RUB',
    });
    const before = await rowCounts();
    const res = await server.api({
      method: 'POST',
      url: pathOf(BILLING_API.webhook.path, { provider: 'sandbox' }),
      headers: { 'content-type': 'application/json', 'x-signature': signed(raw) },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(ValidationErrorBody.parse(res.json()).errors.invoice_hash?.[0]).toMatch(/^text_invalid: /);
    expect(await rowCounts()).toEqual(before);
  });

  it('in the public attribution calls, values and keys', async () => {
    const utm = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't' };
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.utm.path, payload: { ...utm, utm_source: bad } },
      'utm_source',
      'text_invalid',
    );
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.utm.path, payload: { ...utm, extra: bad } },
      'extra',
      'text_invalid',
    );
    await expectRefused(
      {
        method: 'POST',
        url: ATTRIBUTION_API.pageOpen.path,
        payload: { subH: bad, uuid: 'u', click_url: 'https://a.example/' },
      },
      'subH',
      'text_invalid',
    );
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.affiliate.path, payload: { pr: bad } },
      'pr',
      'text_invalid',
    );
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.affiliate.path, payload: { [bad]: 'x' } },
      'a\ufffdb',
      'text_invalid',
    );
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.ip.path, payload: { host: 'api.localhost', userAgent: bad } },
      'userAgent',
      'text_invalid',
    );
    await expectRefused(
      { method: 'POST', url: ATTRIBUTION_API.attachSource.path, headers: player.auth, payload: { stag: bad } },
      'stag',
      'text_invalid',
    );
  });

  it('in query strings and stored headers', async () => {
    // A lone surrogate cannot be percent-encoded (it is not Unicode); NUL can.
    if (bad.includes('\u0000')) {
      await expectRefused(
        { method: 'GET', url: `${ROUTE_RULES_API.lookup.path}?path=%2Fa%00b` },
        'path',
        'text_invalid',
      );
      await expectRefused({ method: 'GET', url: `${OUTBOX_API.messages.path}?to=a%00b` }, 'to', 'text_invalid');
    }
    await expectRefused(
      {
        method: 'POST',
        url: ATTRIBUTION_API.ip.path,
        headers: { 'x-fingerprint': bad },
        payload: { host: 'api.localhost', userAgent: 'ua' },
      },
      'headers.x-fingerprint',
      'text_invalid',
    );
  });
});

describe('the sandbox payment page takes JSON as well as its form', () => {
  const pay = (hash: string, payload: object) =>
    server.api({ method: 'POST', url: pathOf(BILLING_API.sandboxPay.path, { hash }), payload });

  it('answers a wrongly typed JSON field with its own 422 page, and pays a JSON body', async () => {
    const hash = await openInvoice();
    const before = await rowCounts();
    const wrong = await pay(hash, { action: 'pay_other', amount: 123 });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    const unknownAction = await pay(hash, { action: ['pay'] });
    expect(unknownAction.statusCode, unknownAction.body).toBe(422);
    expect(await rowCounts()).toEqual(before);

    const paid = await pay(hash, { action: 'pay_other', amount: '123.45' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.body).toContain('paid');
    await expectBooksBalanced(server);
  });
});

describe('money endpoints refuse fields they do not know, naming each', () => {
  const currency = 'USD';
  const money = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) => ({
    method,
    url,
    headers: { ...player.auth, ...key(), ...headers },
    payload,
  });

  it('games: bets, rounds, cases and seeds', async () => {
    const bets: [string, object][] = [
      [PLAY_API.dice.bet.path, { amount: '10', target: 5000, direction: 'over' }],
      [PLAY_API.coinflip.bet.path, { amount: '10', side: 'heads' }],
      [PLAY_API.keno.bet.path, { amount: '10', risk: 'classic', picks: [1, 2, 3] }],
      [PLAY_API.roulette.bet.path, { chips: [{ bet: { kind: 'red' }, amount: '10' }] }],
      [GAMES_API.casesOpen.path, { case_id: 'starter' }],
      [GAMES_API.casesSell.path, { item_id: 1 }],
      [PLAY_API.hilo.start.path, { amount: '10' }],
      [PLAY_API.hilo.step.path, { guess: 'higher', version: 0 }],
      [PLAY_API.hilo.cashout.path, { version: 0 }],
      [PLAY_API.miner.start.path, { amount: '10', mines: 3 }],
      [PLAY_API.miner.step.path, { tile: 0, version: 0 }],
      [PLAY_API.miner.cashout.path, { version: 0 }],
    ];
    for (const [url, body] of bets)
      await expectRefused(money('POST', url, { ...body, currency }), 'currency', 'unknown_field');
    await expectRefused(
      money('POST', PLAY_API.roulette.bet.path, {
        chips: [{ bet: { kind: 'red', number: 1 }, amount: '10', currency }],
      }),
      'chips.0.currency',
      'unknown_field',
    );
    await expectRefused(
      money('PUT', GAMES_API.seeds.path, { client_seed: 'mine', currency }),
      'currency',
      'unknown_field',
    );
  });

  it('billing: invoice, payout and its cancel', async () => {
    const hash = await methodHash();
    await expectRefused(
      money('POST', BILLING_API.createInvoice.path, { method_hash: hash, amount: '500', currency }),
      'currency',
      'unknown_field',
    );
    await expectRefused(
      money('POST', BILLING_API.payouts.path, {
        amount: '1000',
        method: 'card',
        destination: '4242424242424242',
        currency,
      }),
      'currency',
      'unknown_field',
    );
    const payout = await server.api(
      money('POST', BILLING_API.payouts.path, { amount: '1000', method: 'card', destination: '4242424242424242' }),
    );
    expect(payout.statusCode, payout.body).toBe(200);
    const id = PayoutAnswer.parse(payout.json()).data.id;
    await expectRefused(
      money('POST', pathOf(BILLING_API.cancelPayout.path, { id }), { currency }),
      'currency',
      'unknown_field',
    );
    await expectRefused(
      {
        method: 'POST',
        url: pathOf(BILLING_API.operatorPayoutAction.path, { id, action: 'hold' }),
        headers: operator,
        payload: { reason: 'check', amount: '1' },
      },
      'amount',
      'unknown_field',
    );
    await expectRefused(
      {
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...operator, ...key() },
        payload: { user_id: player.userId, account: 'cash', amount: '10', reason: 'r', currency },
      },
      'currency',
      'unknown_field',
    );
    await expectBooksBalanced(server);
  });
});

describe('found by the fuzzer (npm run test:fuzz)', () => {
  it('an operator verification request for no such player is a 422, not a 500', async () => {
    await expectRefused(
      { method: 'POST', url: pathOf(VERIFICATION_API.operatorRequest.path, { userId: 987654 }), headers: operator },
      'userId',
      'user_unknown',
    );
  });

  it('an unknown field named like an Object method is named like any other', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      await expectRefused(
        {
          method: 'POST',
          url: PLAY_API.dice.bet.path,
          headers: { ...player.auth, ...key(), 'content-type': 'application/json' },
          payload: `{"amount":"10","target":5000,"direction":"over","${name}":"USD"}`,
        },
        name,
        'unknown_field',
      );
    }
  });

  it("the router's own refusals are the spec's { code, message } and echo no NUL", async () => {
    const long = await server.api({
      method: 'POST',
      url: `${pathOf(VIP_API.operatorDecision.path, { userId: 'x'.repeat(3000), decision: 'accept' })}%00`,
      headers: operator,
    });
    expect(long.statusCode).toBe(414);
    expect(ErrorBody.parse(long.json()).code).toBe('too_long');
    const bad = await server.api({ method: 'GET', url: `${GAMES_API.bets.path}/%E0%A4%A` });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json()).code).toBe('bad_request');
  });

  it("the operator's analytics filter takes only an anonymous id that is a UUID", async () => {
    const res = await server.api({
      method: 'GET',
      url: `${ANALYTICS_API.operatorEvents.path}?anonymous_id=%20HB`,
      headers: operator,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(ValidationErrorBody.parse(res.json()).errors.anonymous_id).toHaveLength(1);
  });
});
