import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API, BillingDataAnswer, InvoiceAnswer, PayoutAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { GAMES_API, PLAY_API } from '../../contract/api/games';
import {
  type BlockBody,
  PlaySessionAnswer,
  SAFER_GAMBLING_API,
  type SaferGambling,
  SaferGamblingAnswer,
  type SetLimitBody,
} from '../../contract/api/safer-gambling';
import { BalanceAnswer, WALLET_API } from '../../contract/api/wallet';
import { toMinor } from '../../contract/money';
import { invoices, playBlocks, playerLimits } from '../db/schema';
import { createRounds } from '../games/rounds';
import { createGamesService } from '../games/service';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';

const SECRET = 'test-webhook-secret';
let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
  wallet = createWalletService(server.db);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const key = () => `k-${randomUUID()}`;

async function fundedPlayer(rub: string): Promise<Player> {
  const player = await registerPlayer(server);
  await wallet.credit({
    userId: player.userId,
    currency: 'RUB',
    amountMinor: toMinor(rub, 'RUB'),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return player;
}

async function tools(player: Player): Promise<SaferGambling> {
  const res = await server.api({ method: 'GET', url: SAFER_GAMBLING_API.get.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return SaferGamblingAnswer.parse(res.json()).data;
}

const limitOf = (state: SaferGambling, kind: string, period: string) =>
  state.limits.find((l) => l.kind === kind && l.period === period);

async function setLimit(player: Player, body: SetLimitBody): Promise<SaferGambling> {
  const res = await server.api({
    method: 'PUT',
    url: SAFER_GAMBLING_API.setLimit.path,
    headers: player.auth,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return SaferGamblingAnswer.parse(res.json()).data;
}

const confirm = (player: Player, kind: string, period: string) =>
  server.api({
    method: 'POST',
    url: SAFER_GAMBLING_API.confirmLimit.path,
    headers: player.auth,
    payload: { kind, period },
  });

const block = (player: Player, body: BlockBody) =>
  server.api({ method: 'POST', url: SAFER_GAMBLING_API.block.path, headers: player.auth, payload: body });

/** As if the waiting change had been asked for `hours` ago. */
async function ageWaitingChange(player: Player, hours: number) {
  await server.db
    .update(playerLimits)
    .set({ pendingSince: sql`${playerLimits.pendingSince} - make_interval(hours => ${hours})` })
    .where(eq(playerLimits.userId, player.userId));
}

async function cardMethod(player: Player) {
  const res = await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth });
  const method = BillingDataAnswer.parse(res.json()).data.payments.methods.find((m) => m.kind === 'card');
  if (!method) throw new Error('no card method');
  return method.hash;
}

const createInvoice = async (player: Player, amount: string, idempotencyKey = key()) =>
  server.api({
    method: 'POST',
    url: BILLING_API.createInvoice.path,
    headers: { ...player.auth, 'idempotency-key': idempotencyKey },
    payload: { method_hash: await cardMethod(player), amount },
  });

async function pay(hash: string, amount: string) {
  const raw = JSON.stringify({ event_id: randomUUID(), invoice_hash: hash, status: 'paid', amount, currency: 'RUB' });
  const res = await server.api({
    method: 'POST',
    url: pathOf(BILLING_API.webhook.path, { provider: 'sandbox' }),
    headers: {
      'content-type': 'application/json',
      'x-signature': `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`,
    },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function deposit(player: Player, amount: string) {
  const res = await createInvoice(player, amount);
  expect(res.statusCode, res.body).toBe(200);
  await pay(InvoiceAnswer.parse(res.json()).data.hash, amount);
}

const dice = (player: Player, amount: string, target = 5000) =>
  server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { amount, target, direction: 'under' },
  });

const cash = async (player: Player) =>
  BalanceAnswer.parse((await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth })).json())
    .data.balance;

function expectLimitRefusal(res: { statusCode: number; body: string; json(): unknown }, text: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(ValidationErrorBody.parse(res.json()).errors.amount).toEqual([text]);
}

describe('deposit limits', () => {
  it('refuses a deposit over a limit before any invoice, naming what is still allowed', async () => {
    const player = await registerPlayer(server);
    const set = await setLimit(player, { kind: 'deposit', period: 'day', amount: '1000' });
    expect(limitOf(set, 'deposit', 'day')).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '1000.00',
      used: '0.00',
      pending: null,
    });
    expectLimitRefusal(
      await createInvoice(player, '1000.01'),
      'deposit_limit_reached: Your day deposit limit allows 1000.00 RUB more',
    );
    expect(await server.db.$count(invoices, eq(invoices.userId, player.userId))).toBe(0);
    await deposit(player, '600');
    expect(limitOf(await tools(player), 'deposit', 'day')?.used).toBe('600.00');
    expectLimitRefusal(
      await createInvoice(player, '500'),
      'deposit_limit_reached: Your day deposit limit allows 400.00 RUB more',
    );
    // A week limit counts the same deposits; the tighter one speaks.
    await setLimit(player, { kind: 'deposit', period: 'week', amount: '700' });
    expectLimitRefusal(
      await createInvoice(player, '101'),
      'deposit_limit_reached: Your week deposit limit allows 100.00 RUB more',
    );
    const open = await createInvoice(player, '100');
    expect(open.statusCode, open.body).toBe(200);
    // The open invoice counts too: nothing more fits the week.
    expect(limitOf(await tools(player), 'deposit', 'week')?.used).toBe('700.00');
  });

  it('applies a decrease at once and an increase or removal only when confirmed 24 hours later', async () => {
    const player = await registerPlayer(server);
    await setLimit(player, { kind: 'deposit', period: 'month', amount: '5000' });
    const lower = await setLimit(player, { kind: 'deposit', period: 'month', amount: '300' });
    expect(limitOf(lower, 'deposit', 'month')).toMatchObject({ amount: '300.00', pending: null });

    const higher = await setLimit(player, { kind: 'deposit', period: 'month', amount: '2000' });
    const waiting = limitOf(higher, 'deposit', 'month');
    expect(waiting?.amount).toBe('300.00');
    expect(waiting?.pending?.amount).toBe('2000.00');
    const due = new Date(waiting?.pending?.confirmable_at ?? 0).getTime();
    expect(due - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expectLimitRefusal(
      await createInvoice(player, '301'),
      'deposit_limit_reached: Your month deposit limit allows 300.00 RUB more',
    );
    const early = await confirm(player, 'deposit', 'month');
    expect(early.statusCode, early.body).toBe(409);
    expect(ErrorBody.parse(early.json()).code).toBe('limit_cooling_off');
    // Asking again does not restart (or shorten) the wait.
    await setLimit(player, { kind: 'deposit', period: 'month', amount: '2000' });
    expect(limitOf(await tools(player), 'deposit', 'month')?.pending?.confirmable_at).toBe(
      waiting?.pending?.confirmable_at,
    );

    await ageWaitingChange(player, 23);
    expect((await confirm(player, 'deposit', 'month')).statusCode).toBe(409);
    await ageWaitingChange(player, 1);
    const confirmed = await confirm(player, 'deposit', 'month');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(limitOf(SaferGamblingAnswer.parse(confirmed.json()).data, 'deposit', 'month')).toMatchObject({
      amount: '2000.00',
      pending: null,
    });
    expect((await createInvoice(player, '1500')).statusCode).toBe(200);

    // Removal waits the same way; a decrease meanwhile drops it.
    const removing = await setLimit(player, { kind: 'deposit', period: 'month', amount: null });
    expect(limitOf(removing, 'deposit', 'month')).toMatchObject({ amount: '2000.00', pending: { amount: null } });
    const dropped = await setLimit(player, { kind: 'deposit', period: 'month', amount: '1800' });
    expect(limitOf(dropped, 'deposit', 'month')).toMatchObject({ amount: '1800.00', pending: null });
    await setLimit(player, { kind: 'deposit', period: 'month', amount: null });
    await ageWaitingChange(player, 25);
    const removed = SaferGamblingAnswer.parse((await confirm(player, 'deposit', 'month')).json()).data;
    expect(limitOf(removed, 'deposit', 'month')).toMatchObject({ amount: null, pending: null });
  });

  it('lets no two invoices created at once pass a limit together', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '600');
    await setLimit(player, { kind: 'deposit', period: 'day', amount: '1000' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createInvoice(player, i % 2 ? '300' : '400')),
    );
    const created = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => InvoiceAnswer.parse(a.json()).data.id),
    );
    for (const a of answers) expect([200, 422]).toContain(a.statusCode);
    expect(created.size).toBe(1);
    expect(Number(limitOf(await tools(player), 'deposit', 'day')?.used)).toBeLessThanOrEqual(1000);
  });

  it('refuses bad limits with 422 and changes nothing', async () => {
    const player = await registerPlayer(server);
    for (const payload of [
      { kind: 'deposit', period: 'year', amount: '10' },
      { kind: 'bonus', period: 'day', amount: '10' },
      { kind: 'deposit', period: 'day', amount: '-5' },
      { kind: 'deposit', period: 'day', amount: '1.234' },
    ]) {
      const res = await server.api({
        method: 'PUT',
        url: SAFER_GAMBLING_API.setLimit.path,
        headers: player.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    expect(await server.db.$count(playerLimits, eq(playerLimits.userId, player.userId))).toBe(0);
    expect((await server.api({ method: 'GET', url: SAFER_GAMBLING_API.get.path })).statusCode).toBe(401);
  });
});

describe('loss and wager limits', () => {
  it('refuses a stake past a wager limit in every game, before money moves', async () => {
    const player = await fundedPlayer('1000');
    await setLimit(player, { kind: 'wager', period: 'day', amount: '30' });
    for (let i = 0; i < 3; i++) expect((await dice(player, '10')).statusCode).toBe(200);
    const balance = await cash(player);
    expectLimitRefusal(await dice(player, '10'), 'wager_limit_reached: Your day wager limit allows 0.00 RUB more');
    const miner = await server.api({
      method: 'POST',
      url: PLAY_API.miner.start.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '1', mines: 3 },
    });
    expectLimitRefusal(miner, 'wager_limit_reached: Your day wager limit allows 0.00 RUB more');
    const coin = await server.api({
      method: 'POST',
      url: PLAY_API.coinflip.bet.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '1', side: 'heads' },
    });
    expectLimitRefusal(coin, 'wager_limit_reached: Your day wager limit allows 0.00 RUB more');
    expect(await cash(player)).toBe(balance);
    expect(limitOf(await tools(player), 'wager', 'day')?.used).toBe('30.00');
  });

  it('refuses a stake that could take the net loss of a period past its limit', async () => {
    const player = await fundedPlayer('1000');
    await setLimit(player, { kind: 'loss', period: 'week', amount: '25' });
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i++) {
      const used = toMinor(limitOf(await tools(player), 'loss', 'week')?.used ?? '0', 'RUB');
      // A 0.01% chance to win: at 5% one early win (RTP 99%) left the net loss wandering below the limit for 40 bets.
      const res = await dice(player, '10', 1);
      if (used + 1000n > 2500n) {
        expectLimitRefusal(
          res,
          `loss_limit_reached: Your week loss limit allows ${((2500n - used) / 100n).toString()}.00 RUB more`,
        );
        refused++;
      } else {
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    expect(refused).toBe(1);
    // A smaller stake that still fits is taken.
    const used = toMinor(limitOf(await tools(player), 'loss', 'week')?.used ?? '0', 'RUB');
    if (used < 2500n) expect((await dice(player, '1', 500)).statusCode).toBe(200);
  });

  it('lets no two stakes taken at once by two processes pass a wager limit together', async () => {
    const player = await fundedPlayer('1000');
    await setLimit(player, { kind: 'wager', period: 'day', amount: '50' });
    const one = createRounds(createGamesService({ db: server.db, wallet }));
    const two = createRounds(createGamesService({ db: server.db, wallet }));
    const body = { amount: '10', target: 5000, direction: 'over' as const };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).bet('dice', player.userId, randomUUID(), body)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        expect(String((o.reason as { errors?: unknown }).errors ? 'limit' : o.reason)).toBe('limit');
    }
    expect(limitOf(await tools(player), 'wager', 'day')?.used).toBe('50.00');
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses every bet and deposit at once, keeps withdrawals, and cannot be shortened', async () => {
    const player = await fundedPlayer('1000');
    const started = await block(player, { kind: 'time_out', hours: 24 });
    expect(started.statusCode, started.body).toBe(200);
    const timeOut = SaferGamblingAnswer.parse(started.json()).data.block;
    expect(timeOut?.kind).toBe('time_out');
    const bet = await dice(player, '10');
    expect(bet.statusCode).toBe(403);
    expect(ErrorBody.parse(bet.json()).code).toBe('time_out');
    const invoice = await createInvoice(player, '500');
    expect(invoice.statusCode).toBe(403);

    const excluded = SaferGamblingAnswer.parse((await block(player, { kind: 'self_exclusion', months: 6 })).json()).data
      .block;
    expect(excluded?.kind).toBe('self_exclusion');
    expect(new Date(excluded?.ends_at ?? 0).getTime() - Date.now()).toBeGreaterThan(180 * 86_400_000);
    // A shorter time-out asked now neither ends nor weakens it.
    const again = SaferGamblingAnswer.parse((await block(player, { kind: 'time_out', hours: 24 })).json()).data.block;
    expect(again).toEqual(excluded);

    const refusals = await Promise.all([
      dice(player, '10'),
      server.api({
        method: 'POST',
        url: PLAY_API.miner.start.path,
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '1', mines: 3 },
      }),
      server.api({
        method: 'POST',
        url: GAMES_API.casesOpen.path,
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { case_id: 'starter' },
      }),
      createInvoice(player, '500'),
    ]);
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(ErrorBody.parse(res.json()).code).toBe('self_excluded');
    }
    const before = await cash(player);
    const payout = await server.api({
      method: 'POST',
      url: BILLING_API.requestPayout.path,
      headers: { ...player.auth, 'idempotency-key': key() },
      payload: { amount: '200', method: 'card', destination: '4111111111111111' },
    });
    expect(payout.statusCode, payout.body).toBe(200);
    expect(PayoutAnswer.parse(payout.json()).data.amount).toBe('200.00');
    expect(Number(await cash(player))).toBe(Number(before) - 200);

    // Once it ended, play is open again.
    await server.db
      .update(playBlocks)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(and(eq(playBlocks.userId, player.userId)));
    expect((await dice(player, '10')).statusCode).toBe(200);
    expect((await tools(player)).block).toBeNull();
  });

  it('refuses a time-out outside 24 hours to 6 weeks and a self-exclusion under 6 months', async () => {
    const player = await registerPlayer(server);
    for (const payload of [
      { kind: 'time_out', hours: 23 },
      { kind: 'time_out', hours: 24 * 43 },
      { kind: 'self_exclusion', months: 5 },
      { kind: 'forever' },
    ]) {
      const res = await block(player, payload as BlockBody);
      expect(res.statusCode, res.body).toBe(422);
    }
    expect((await tools(player)).block).toBeNull();
  });
});

describe('the play session', () => {
  it('answers the session start and the net position since the sign-in', async () => {
    const player = await fundedPlayer('100');
    const res = await server.api({ method: 'GET', url: SAFER_GAMBLING_API.session.path, headers: player.auth });
    const before = PlaySessionAnswer.parse(res.json()).data;
    expect(before).toMatchObject({ net: '0.00', wagered: '0.00', currency: 'RUB', reality_check_minutes: null });
    const bet = await dice(player, '10');
    expect(bet.statusCode).toBe(200);
    const after = PlaySessionAnswer.parse(
      (await server.api({ method: 'GET', url: SAFER_GAMBLING_API.session.path, headers: player.auth })).json(),
    ).data;
    expect(after.started_at).toBe(before.started_at);
    expect(after.wagered).toBe('10.00');
    expect(toMinor(after.net, 'RUB')).toBe(toMinor(await cash(player), 'RUB') - 10_000n);
    const set = await server.api({
      method: 'PUT',
      url: SAFER_GAMBLING_API.realityCheck.path,
      headers: player.auth,
      payload: { minutes: 30 },
    });
    expect(SaferGamblingAnswer.parse(set.json()).data.reality_check_minutes).toBe(30);
    const timed = await server.api({ method: 'GET', url: SAFER_GAMBLING_API.session.path, headers: player.auth });
    expect(PlaySessionAnswer.parse(timed.json()).data).toMatchObject({
      reality_check_minutes: 30,
      reality_check_interval_s: 1800,
    });
    const bad = await server.api({
      method: 'PUT',
      url: SAFER_GAMBLING_API.realityCheck.path,
      headers: player.auth,
      payload: { minutes: 7 },
    });
    expect(bad.statusCode).toBe(422);
  });
});
