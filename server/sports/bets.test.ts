import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '../../contract/api/backoffice';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { HISTORY_API } from '../../contract/api/history';
import { SPORTS_API } from '../../contract/api/sports';
import { WALLET_API } from '../../contract/api/wallet';
import { sandboxDeposit } from '../billing/sandbox-deposit.testing';
import {
  ledgerTransactions,
  sportsBets,
  sportsEvents,
  sportsLimits,
  sportsMargins,
  sportsMarketLimits,
  sportsSelections,
} from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { createSettlement } from './bets/settle';
import { setMargin } from './book/settings';
import { type BookSync, createBookSync } from './book/sync';
import { createFakeFeed } from './feed/fake.testing';

const SECRET = 'test-webhook-secret';
let server: TestServer;
let wallet: WalletService;
let feed: ReturnType<typeof createFakeFeed>;
let book: BookSync;
let player: Player;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
  wallet = createWalletService(server.db);
  // Prices in these tests are the feed's fair odds exactly.
  await setMargin(server.db, 'default', 0);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  feed = createFakeFeed();
  book = createBookSync(server.db, feed.adapter);
  player = await registerPlayer(server);
  await wallet.credit({
    userId: player.userId,
    currency: 'RUB',
    amountMinor: 100_000n,
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});

const settlement = () => createSettlement(server.db, wallet);
const now = new Date('2026-11-25T10:10:00Z');
/** Syncs the book and settles what got a result, as the feed runner does. */
async function tick() {
  const { settledEvents } = await book.sync(now);
  await settlement().settleEvents(settledEvents);
}

/** A live match with 1X2 at 2.00 / 3.50 / 4.00, an Asian total 2.25 and a unique id. */
function addMatch(status: 'live' | 'upcoming' = 'live') {
  const id = `m-${randomUUID()}`;
  feed.match(
    id,
    [
      feed.market('match_result', 'match_result', { home: 2000, draw: 3500, away: 4000 }),
      feed.market('total:9', 'total', { over: 1900, under: 1900 }, 9),
    ],
    status,
  );
  return id;
}

async function selectionId(externalEventId: string, key: string, kind = 'match_result'): Promise<number> {
  const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, externalEventId));
  const answer = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: event?.id ?? 0 }) });
  const market = answer.json().data.markets.find((m: { kind: string }) => m.kind === kind);
  return market.selections.find((s: { key: string }) => s.key === key).id;
}

const cash = async () => (await wallet.balances(player.userId, 'RUB')).cash;

async function marketOf(selection: number): Promise<number> {
  const [row] = await server.db.select().from(sportsSelections).where(eq(sportsSelections.id, selection));
  return row?.marketId ?? 0;
}

/** The operator corrects an event's result (by the feed's id). */
async function correct(externalId: string, result: object) {
  const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, externalId));
  return server.api({
    method: 'PUT',
    url: pathOf(SPORTS_API.operatorResult.path, { id: event?.id ?? 0 }),
    headers: operator,
    payload: { result },
  });
}

const auditOf = async (target: string) =>
  (
    await server.api({
      method: 'GET',
      url: BACKOFFICE_API.audit.path,
      query: { target },
      headers: operator,
    })
  ).json().data;

function place(legs: { selection_id: number; odds: string }[], stake: string, policy = 'ask', key = randomUUID()) {
  return server.api({
    method: 'POST',
    url: SPORTS_API.placeBet.path,
    headers: { ...player.auth, 'idempotency-key': key },
    payload: { legs, stake, odds_policy: policy },
  });
}

describe('bets on the book', () => {
  it('a single is placed at its odds, once per key, and paid when the result arrives', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    const key = randomUUID();
    const first = await place([{ selection_id: home, odds: '2.00' }], '100.00', 'ask', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      bet: { kind: 'single', stake: '100.00', odds: '2.00', potential_payout: '200.00', status: 'open' },
      balance: '900.00',
    });
    const again = await place([{ selection_id: home, odds: '2.00' }], '100.00', 'ask', key);
    expect(again.json().data.bet.id).toBe(first.json().data.bet.id);
    expect(await cash()).toBe(90_000n);
    const other = await place([{ selection_id: home, odds: '2.00' }], '50.00', 'ask', key);
    expect(other.statusCode).toBe(409);

    feed.result(match, { kind: 'score', home: 2, away: 1 });
    await tick();
    await tick();
    expect(await cash()).toBe(110_000n);
    const settled = await server.api({
      method: 'GET',
      url: `${SPORTS_API.myBets.path}?status=settled`,
      headers: player.auth,
    });
    expect(settled.json().data.items[0]).toMatchObject({ status: 'settled', result: 'won', paid: '200.00' });
    expect(settled.json().data.items[0].legs[0]).toMatchObject({ outcome: 'win', event_status: 'ended', odds: '2.00' });
  });

  it('a suspended market refuses the bet with the reason, and nothing moves', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    feed.suspend(match, 'dangerous_moment');
    await tick();
    const res = await place([{ selection_id: home, odds: '2.00' }], '100.00', 'any');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'market_suspended',
      details: { selection_id: home, reason: 'dangerous_moment' },
    });
    expect(await cash()).toBe(100_000n);
    expect(await server.db.select().from(sportsBets).where(eq(sportsBets.userId, player.userId))).toEqual([]);
    feed.suspend(match, null);
    await tick();
    expect((await place([{ selection_id: home, odds: '2.00' }], '100.00', 'any')).statusCode).toBe(200);
  });

  it('odds that moved: ask refuses with the new odds, higher takes only a better price, any takes today’s', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    feed.price(match, 'match_result', 'home', 1800);
    await tick();
    const asked = await place([{ selection_id: home, odds: '2.00' }], '10.00', 'ask');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'odds_changed',
      details: { changes: [{ selection_id: home, odds: '1.80' }] },
    });
    const higher = await place([{ selection_id: home, odds: '2.00' }], '10.00', 'higher');
    expect(higher.json().code).toBe('odds_changed');
    expect(await cash()).toBe(100_000n);
    const any = await place([{ selection_id: home, odds: '2.00' }], '10.00', 'any');
    expect(any.json().data.bet.odds).toBe('1.80');
    feed.price(match, 'match_result', 'home', 2200);
    await tick();
    const better = await place([{ selection_id: home, odds: '2.00' }], '10.00', 'higher');
    expect(better.json().data.bet).toMatchObject({ odds: '2.20', potential_payout: '22.00' });
    const exact = await place([{ selection_id: home, odds: '2.20' }], '10.00', 'ask');
    expect(exact.statusCode).toBe(200);
    expect(await cash()).toBe(100_000n - 3_000n);
  });

  it('stake limits per currency and market kind, and the maximum payout', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    const limits = (market_kind: string, min_stake: string, max_stake: string, max_payout: string) =>
      server.api({
        method: 'PUT',
        url: SPORTS_API.operatorLimits.path,
        headers: operator,
        payload: { currency: 'RUB', market_kind, min_stake, max_stake, max_payout },
      });
    expect((await limits('*', '10', '100', '150')).statusCode).toBe(200);
    const code = async (stake: string) =>
      (await place([{ selection_id: home, odds: '2.00' }], stake)).json().errors?.stake?.[0];
    expect(await code('5.00')).toMatch(/^stake_below_min:/);
    expect(await code('101.00')).toMatch(/^stake_above_max:/);
    expect(await code('80.00')).toMatch(/^payout_above_max:/);
    expect(await code('2000.00')).toMatch(/^stake_above_max:/);
    expect((await limits('match_result', '20', '50', '1000')).statusCode).toBe(200);
    expect(await code('15.00')).toMatch(/^stake_below_min:/);
    expect(await code('60.00')).toMatch(/^stake_above_max:/);
    expect(await cash()).toBe(100_000n);
    expect((await place([{ selection_id: home, odds: '2.00' }], '50.00')).statusCode).toBe(200);
    // The next tests keep the defaults.
    await server.db.delete(sportsLimits);
  });

  it('limits set for one market replace its kind’s, on that market only', async () => {
    const [match, other] = [addMatch(), addMatch()];
    await tick();
    const home = await selectionId(match, 'home');
    const otherHome = await selectionId(other, 'home');
    const marketId = await marketOf(home);
    const body = (min_stake: string, max_stake: string, max_payout: string) => ({
      currency: 'RUB',
      min_stake,
      max_stake,
      max_payout,
    });
    await server.api({
      method: 'PUT',
      url: SPORTS_API.operatorLimits.path,
      headers: operator,
      payload: { ...body('10', '100', '1000'), market_kind: 'match_result' },
    });
    const set = await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorMarketLimits.path, { id: marketId }),
      headers: operator,
      payload: body('200', '300', '1000'),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({
      market_id: marketId,
      limits: [{ currency: 'RUB', min_stake: '200.00', max_stake: '300.00', max_payout: '1000.00' }],
    });
    const code = async (selection: number, stake: string) =>
      (await place([{ selection_id: selection, odds: '2.00' }], stake)).json().errors?.stake?.[0];
    // Above the kind's maximum, within the market's own.
    expect(await code(home, '150.00')).toMatch(/^stake_below_min:/);
    expect(await code(home, '350.00')).toMatch(/^stake_above_max:/);
    expect(await code(otherHome, '250.00')).toMatch(/^stake_above_max:/);
    expect((await place([{ selection_id: home, odds: '2.00' }], '250.00')).statusCode).toBe(200);
    // In an accumulator the narrowest leg decides: the other match's kind limits cap it at 100.
    const acc = await place(
      [
        { selection_id: home, odds: '2.00' },
        { selection_id: otherHome, odds: '2.00' },
      ],
      '250.00',
    );
    expect(acc.json().errors?.stake?.[0]).toMatch(/^stake_above_max:/);
    // The operator sees the market's own limits with the event; removing them brings the kind's back.
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const view = await server.api({
      method: 'GET',
      url: pathOf(SPORTS_API.operatorEvent.path, { id: event?.id ?? 0 }),
      headers: operator,
    });
    const market = view.json().data.markets.find((m: { id: number }) => m.id === marketId);
    expect(market.limits).toEqual([
      { currency: 'RUB', min_stake: '200.00', max_stake: '300.00', max_payout: '1000.00' },
    ]);
    const removed = await server.api({
      method: 'DELETE',
      url: `${pathOf(SPORTS_API.operatorDeleteMarketLimits.path, { id: marketId })}?currency=RUB`,
      headers: operator,
    });
    expect(removed.json().data).toEqual({ market_id: marketId, limits: [] });
    expect(await code(home, '150.00')).toMatch(/^stake_above_max:/);
    const unknown = await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorMarketLimits.path, { id: 999_999_999 }),
      headers: operator,
      payload: body('1', '2', '3'),
    });
    expect(unknown.statusCode).toBe(404);
    await server.db.delete(sportsLimits);
  });

  it('refuses a stake over the balance and two legs of one event', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    const over = await selectionId(match, 'over', 'total');
    const broke = await place([{ selection_id: home, odds: '2.00' }], '5000.00');
    expect(broke.json().errors.stake[0]).toMatch(/^insufficient_funds:/);
    const same = await place(
      [
        { selection_id: home, odds: '2.00' },
        { selection_id: over, odds: '1.90' },
      ],
      '10.00',
    );
    expect(same.statusCode).toBe(422);
    expect(await cash()).toBe(100_000n);
  });

  it('an accumulator is recalculated without its void leg, and corrected results resettle only the difference', async () => {
    const [a, b, c] = [addMatch(), addMatch(), addMatch()];
    await tick();
    const legs = [
      { selection_id: await selectionId(a as string, 'home'), odds: '2.00' },
      { selection_id: await selectionId(b as string, 'draw'), odds: '3.50' },
      { selection_id: await selectionId(c as string, 'away'), odds: '4.00' },
    ];
    const res = await place(legs, '10.00');
    expect(res.json().data.bet).toMatchObject({ kind: 'accumulator', odds: '28.00', potential_payout: '280.00' });
    feed.result(a as string, { kind: 'score', home: 1, away: 0 });
    feed.result(b as string, { kind: 'abandoned' });
    await tick();
    expect(await cash()).toBe(99_000n); // one leg still open
    feed.result(c as string, { kind: 'score', home: 0, away: 2 });
    await tick();
    expect(await cash()).toBe(99_000n + 8_000n); // 10 × 2.00 × 1 × 4.00
    const [eventC] = await server.db
      .select()
      .from(sportsEvents)
      .where(eq(sportsEvents.externalId, c as string));
    const correct = (result: object) =>
      server.api({
        method: 'PUT',
        url: pathOf(SPORTS_API.operatorResult.path, { id: eventC?.id ?? 0 }),
        headers: operator,
        payload: { result },
      });
    const wrong = await correct({ kind: 'score', home: 2, away: 2 });
    expect(wrong.json().data).toEqual({ changed: true, result_version: 2, bets_resettled: 1, bets_refused: [] });
    expect(await cash()).toBe(99_000n);
    const repeat = await correct({ kind: 'score', home: 2, away: 2 });
    expect(repeat.json().data).toEqual({ changed: false, result_version: 2, bets_resettled: 0, bets_refused: [] });
    expect(await cash()).toBe(99_000n);
    await correct({ kind: 'score', home: 1, away: 3 });
    expect(await cash()).toBe(107_000n);
    const [bet] = await server.db.select().from(sportsBets).where(eq(sportsBets.userId, player.userId));
    expect(bet).toMatchObject({ paidMinor: 8_000n, settlementVersion: 3, result: 'won' });
    const moves = await server.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, player.userId));
    expect(moves.map((t) => [t.kind, t.amountMinor])).toEqual(
      expect.arrayContaining([
        ['win', 8_000n],
        ['adjustment', 8_000n],
        ['win', 8_000n],
      ]),
    );
  });

  it('a bet left open after its result (a crash before its settlement) is settled by the sweep, once', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    await place([{ selection_id: home, odds: '2.00' }], '100.00');
    feed.result(match, { kind: 'score', home: 1, away: 0 });
    await book.sync(now); // the result is recorded, the process "dies" before settling
    expect(await cash()).toBe(90_000n);
    expect(await settlement().settlePending()).toEqual({ moved: 1, refused: [] });
    expect(await settlement().settlePending()).toEqual({ moved: 0, refused: [] });
    expect(await cash()).toBe(110_000n);
  });

  it('an Asian quarter total settles half lost', async () => {
    const match = addMatch();
    await tick();
    const over = await selectionId(match, 'over', 'total');
    await place([{ selection_id: over, odds: '1.90' }], '100.00');
    feed.result(match, { kind: 'score', home: 1, away: 1 });
    await tick();
    expect(await cash()).toBe(90_000n + 5_000n);
    const [bet] = await server.db.select().from(sportsBets).where(eq(sportsBets.userId, player.userId));
    expect(bet).toMatchObject({ result: 'returned', paidMinor: 5_000n });
  });
});

describe('a correction larger than the player’s cash', () => {
  const balance = async () =>
    (await server.api({ method: 'GET', url: WALLET_API.balance.path, headers: player.auth })).json().data;
  const requestPayout = (amount: string) =>
    server.api({
      method: 'POST',
      url: BILLING_API.payouts.path,
      headers: { ...player.auth, 'idempotency-key': `k-${randomUUID()}` },
      payload: { amount, method: 'card', destination: '4242 4242 4242 4242' },
    });
  const repayments = async () =>
    (
      await server.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, player.userId), eq(ledgerTransactions.kind, 'debt_recovery')))
        .orderBy(ledgerTransactions.id)
    ).map((t) => t.amountMinor);

  it('is applied: the cash goes, the rest is owed (shown to the player and the operator), repaid once from the next win and deposit', async () => {
    const [first, second] = [addMatch(), addMatch()];
    await tick();
    await place([{ selection_id: await selectionId(first, 'home'), odds: '2.00' }], '100.00');
    await place([{ selection_id: await selectionId(second, 'home'), odds: '2.00' }], '50.00');
    feed.result(first, { kind: 'score', home: 1, away: 0 });
    await tick();
    expect(await cash()).toBe(105_000n);
    // The player spends almost everything elsewhere.
    await wallet.debit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 104_000n,
      kind: 'bet',
      idempotencyKey: `spend:${randomUUID()}`,
    });

    const corrected = await correct(first, { kind: 'score', home: 0, away: 1 });
    expect(corrected.json().data).toMatchObject({ changed: true, bets_resettled: 1, bets_refused: [] });
    expect(await balance()).toMatchObject({ balance: '0.00', debt: '190.00' });
    const [bet] = await server.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.userId, player.userId))
      .orderBy(sportsBets.id)
      .limit(1);
    expect(bet).toMatchObject({ result: 'lost', paidMinor: 0n, settlementVersion: 2 });
    // A resend of the correction moves nothing.
    expect((await correct(first, { kind: 'score', home: 0, away: 1 })).json().data).toMatchObject({
      changed: false,
      bets_resettled: 0,
    });
    expect(await balance()).toMatchObject({ balance: '0.00', debt: '190.00' });

    // The player sees it with the bet; the operator in the list of debts.
    const history = (
      await server.api({ method: 'GET', url: `${HISTORY_API.list.path}?kind=sports`, headers: player.auth })
    ).json().data.items;
    const row = history.find((r: { bet: { id: number } }) => r.bet.id === bet?.id);
    expect(
      row.movements.map((m: { kind: string; amount: string; debt: string }) => [m.kind, m.amount, m.debt]),
    ).toEqual([
      ['win', '200.00', '0.00'],
      ['adjustment', '-10.00', '190.00'],
    ]);
    const debts = (await server.api({ method: 'GET', url: WALLET_API.operatorDebts.path, headers: operator })).json()
      .data.items;
    expect(debts).toContainEqual({ user_id: player.userId, currency: 'RUB', debt: '190.00' });
    // No withdrawal while it is owed.
    const refused = await requestPayout('100');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('debt_open');

    // The other bet wins 100: all of it repays the debt, none reaches the cash.
    feed.result(second, { kind: 'score', home: 2, away: 0 });
    await tick();
    expect(await balance()).toMatchObject({ balance: '0.00', debt: '90.00' });
    // A deposit of 500 repays the rest; the next one is the player's.
    await sandboxDeposit(server, SECRET, player, '500', true);
    expect(await balance()).toMatchObject({ balance: '410.00', debt: '0.00' });
    await sandboxDeposit(server, SECRET, player, '100', true);
    expect(await balance()).toMatchObject({ balance: '510.00', debt: '0.00' });
    expect(await repayments()).toEqual([10_000n, 9_000n]);
    const other = (
      await server.api({ method: 'GET', url: `${HISTORY_API.list.path}?kind=other`, headers: player.auth })
    ).json().data.items;
    expect(
      other
        .filter((r: { ledger_kind: string }) => r.ledger_kind === 'debt_recovery')
        .map((r: { amount: string }) => r.amount),
    ).toEqual(['-90.00', '-100.00']);
    expect((await requestPayout('100')).statusCode).toBe(200);
  });
});

describe('cash-out', () => {
  async function openBet() {
    const match = addMatch();
    await tick();
    const away = await selectionId(match, 'away');
    const res = await place([{ selection_id: away, odds: '4.00' }], '100.00');
    return { match, bet: res.json().data.bet.id as number };
  }
  const quote = (bet: number) =>
    server.api({ method: 'GET', url: pathOf(SPORTS_API.cashOutQuote.path, { id: bet }), headers: player.auth });
  const cashOut = (bet: number, amount: string, key = randomUUID()) =>
    server.api({
      method: 'POST',
      url: pathOf(SPORTS_API.cashOut.path, { id: bet }),
      headers: { ...player.auth, 'idempotency-key': key },
      payload: { amount },
    });

  it('is priced from the current odds less the margin, paid only at the price shown', async () => {
    const { match, bet } = await openBet();
    feed.price(match, 'match_result', 'away', 2000);
    await tick();
    // 100 × 4.00 / 2.00, less the 5 % cash-out margin.
    expect((await quote(bet)).json().data).toEqual({ bet_id: bet, amount: '190.00', reason: null });
    feed.price(match, 'match_result', 'away', 2500);
    await tick();
    const moved = await cashOut(bet, '190.00');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'cash_out_changed', details: { amount: '152.00' } });
    expect(await cash()).toBe(90_000n);
    feed.suspend(match, 'dangerous_moment');
    await tick();
    expect((await quote(bet)).json().data).toEqual({ bet_id: bet, amount: null, reason: 'suspended' });
    expect((await cashOut(bet, '152.00')).json().code).toBe('cash_out_changed');
    feed.suspend(match, null);
    await tick();
    const key = randomUUID();
    const paid = await cashOut(bet, '152.00', key);
    expect(paid.json().data).toMatchObject({
      bet: { status: 'cashed_out', result: 'cashed_out', paid: '152.00' },
      balance: '1052.00',
    });
    const resent = await cashOut(bet, '152.00', key);
    expect(resent.json().data.bet.paid).toBe('152.00');
    expect(await cash()).toBe(105_200n);
    // The result no longer touches it.
    feed.result(match, { kind: 'score', home: 0, away: 1 });
    await tick();
    expect(await cash()).toBe(105_200n);
  });

  it('two cash-outs at once: one is paid, the other refused', async () => {
    const { bet } = await openBet();
    const { amount } = (await quote(bet)).json().data;
    const answers = await Promise.all([cashOut(bet, amount), cashOut(bet, amount), cashOut(bet, amount)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'bet_not_open')).toBe(true);
    const credits = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `sports_bet:${bet}`));
    expect(credits.filter((t) => t.kind === 'win')).toHaveLength(1);
    const [closed] = await server.db.select().from(sportsBets).where(eq(sportsBets.id, bet));
    expect(closed?.paidMinor).toBeGreaterThan(0n);
    expect(await cash()).toBe(90_000n + (closed?.paidMinor ?? 0n));
  });
});

describe('the operator', () => {
  it('sets margins that reprice the book at the next sync', async () => {
    const match = addMatch();
    await tick();
    const put = await server.api({
      method: 'PUT',
      url: SPORTS_API.operatorMargin.path,
      headers: operator,
      payload: { scope: 'match_result', margin_bp: 800 },
    });
    expect(put.json().data.margins).toEqual(expect.arrayContaining([{ scope: 'match_result', margin_bp: 800 }]));
    await tick();
    const home = await selectionId(match, 'home');
    const [row] = await server.db.select().from(sportsSelections).where(eq(sportsSelections.id, home));
    expect(row?.odds).toBe(1850); // 1 / (0.5 × 1.08) = 1.851…
    // The operator sees each market's margin and the overround its prices make.
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const view = await server.api({
      method: 'GET',
      url: pathOf(SPORTS_API.operatorEvent.path, { id: event?.id ?? 0 }),
      headers: operator,
    });
    const markets = view.json().data.markets;
    const oneXTwo = markets.find((m: { kind: string }) => m.kind === 'match_result');
    expect(oneXTwo).toMatchObject({ margin_bp: 800 });
    expect(oneXTwo.overround_bp).toBeGreaterThan(700);
    expect(markets.find((m: { kind: string }) => m.kind === 'total')).toMatchObject({ margin_bp: 0 });
    await server.db.delete(sportsMargins).where(eq(sportsMargins.scope, 'match_result'));
  });

  it('corrects an outright by its competitors’ placings, moving its bets, and refuses a result that does not fit', async () => {
    const outright = `o-${randomUUID()}`;
    feed.outright(outright, { alpha: 2000, beta: 3000, gamma: 6000 });
    await tick();
    const alpha = await selectionId(outright, 'alpha', 'outright');
    const placed = await place([{ selection_id: alpha, odds: '2.00' }], '100.00');
    expect(placed.statusCode, placed.body).toBe(200);
    feed.result(outright, { kind: 'placings', positions: { alpha: 1, beta: 2, gamma: 3 } });
    await tick();
    expect(await cash()).toBe(110_000n);
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, outright));
    const view = await server.api({
      method: 'GET',
      url: pathOf(SPORTS_API.operatorEvent.path, { id: event?.id ?? 0 }),
      headers: operator,
    });
    expect(view.json().data.result).toEqual({ kind: 'placings', positions: { alpha: 1, beta: 2, gamma: 3 } });

    // A score, a competitor the outright does not have, or nobody placed: a 422 naming it, and nothing moves.
    const misfits = [
      [{ kind: 'score', home: 1, away: 0 }, 'result.kind'],
      [{ kind: 'placings', positions: { alpha: 2, zeta: 1 } }, 'result.positions.zeta'],
      [{ kind: 'placings', positions: {} }, 'result.positions'],
    ] as const;
    for (const [result, field] of misfits) {
      const refused = await correct(outright, result);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    expect(await cash()).toBe(110_000n);
    expect(await auditOf(`sports_event:${event?.id}`)).toEqual([]);

    // Beta won after all: the bet is resettled as lost and its win taken back.
    const corrected = await correct(outright, { kind: 'placings', positions: { beta: 1, alpha: 2, gamma: 3 } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({
      changed: true,
      result_version: 2,
      bets_resettled: 1,
      bets_refused: [],
    });
    expect(await cash()).toBe(90_000n);
    expect(await auditOf(`sports_event:${event?.id}`)).toEqual([
      expect.objectContaining({
        action: 'sports.result',
        before: { kind: 'placings', positions: { alpha: 1, beta: 2, gamma: 3 } },
        after: { kind: 'placings', positions: { beta: 1, alpha: 2, gamma: 3 } },
      }),
    ]);

    // A match takes no placings.
    const match = addMatch();
    await tick();
    const refused = await correct(match, { kind: 'placings', positions: { home: 1 } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toHaveProperty(['result.kind']);
  });
});

describe('the operator’s audit log', () => {
  it('records margins, limits (per kind and per market) and result corrections, each with its change', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    await place([{ selection_id: home, odds: '2.00' }], '100.00');
    feed.result(match, { kind: 'score', home: 1, away: 0 });
    await tick();
    expect(await cash()).toBe(110_000n);

    const corrected = await correct(match, { kind: 'score', home: 0, away: 3 });
    expect(corrected.json().data.bets_resettled).toBe(1);
    expect(await cash()).toBe(90_000n);
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const results = await auditOf(`sports_event:${event?.id}`);
    expect(results).toEqual([
      expect.objectContaining({
        action: 'sports.result',
        before: { kind: 'score', home: 1, away: 0 },
        after: { kind: 'score', home: 0, away: 3 },
      }),
    ]);
    // The same correction again changes nothing and logs nothing.
    await correct(match, { kind: 'score', home: 0, away: 3 });
    expect(await auditOf(`sports_event:${event?.id}`)).toHaveLength(1);

    await server.api({
      method: 'PUT',
      url: SPORTS_API.operatorMargin.path,
      headers: operator,
      payload: { scope: 'btts', margin_bp: 700 },
    });
    expect(await auditOf('sports_margin:btts')).toEqual([
      expect.objectContaining({ action: 'sports.margin', before: null, after: { margin_bp: 700 } }),
    ]);
    await server.api({
      method: 'PUT',
      url: SPORTS_API.operatorLimits.path,
      headers: operator,
      payload: { currency: 'KZT', market_kind: 'btts', min_stake: '100', max_stake: '1000', max_payout: '5000' },
    });
    expect(await auditOf('sports_limits:KZT:btts')).toEqual([
      expect.objectContaining({
        action: 'sports.limits',
        before: null,
        after: { currency: 'KZT', min_stake: '100.00', max_stake: '1000.00', max_payout: '5000.00' },
      }),
    ]);
    const marketId = await marketOf(home);
    await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorMarketLimits.path, { id: marketId }),
      headers: operator,
      payload: { currency: 'KZT', min_stake: '100', max_stake: '1000', max_payout: '5000' },
    });
    expect(await auditOf(`sports_market:${marketId}`)).toEqual([
      expect.objectContaining({ action: 'sports.market_limits', before: null }),
    ]);
    await server.db.delete(sportsMargins).where(eq(sportsMargins.scope, 'btts'));
    await server.db.delete(sportsLimits);
    await server.db.delete(sportsMarketLimits);
  });
});

describe('sports bets in the player’s history', () => {
  const history = async (kind: string) => {
    const res = await server.api({ method: 'GET', url: `${HISTORY_API.list.path}?kind=${kind}`, headers: player.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items;
  };

  it('shows the bet open with its legs and odds, then settled with what it paid and each correction’s difference', async () => {
    const match = addMatch();
    await tick();
    const home = await selectionId(match, 'home');
    const placed = await place([{ selection_id: home, odds: '2.00' }], '100.00', 'any');
    expect(placed.statusCode, placed.body).toBe(200);
    const [open] = await history('sports');
    expect(open).toMatchObject({
      kind: 'sports_bet',
      currency: 'RUB',
      bet: { kind: 'single', status: 'open', stake: '100.00', odds: '2.00', potential_payout: '200.00', paid: '0.00' },
      movements: [],
    });
    expect(open.bet.legs).toEqual([
      expect.objectContaining({ selection_id: home, selection_key: 'home', odds: '2.00', outcome: null }),
    ]);

    feed.result(match, { kind: 'score', home: 2, away: 1 });
    await tick();
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const corrected = await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorResult.path, { id: event?.id ?? 0 }),
      headers: operator,
      payload: { result: { kind: 'score', home: 0, away: 1 } },
    });
    expect(corrected.json().data.bets_resettled).toBe(1);

    const all = await history('all');
    const row = all.find((r: { kind: string }) => r.kind === 'sports_bet');
    expect(row).toMatchObject({ bet: { status: 'settled', result: 'lost', paid: '0.00' } });
    expect(row.bet.legs[0]).toMatchObject({ outcome: 'loss', score: { home: 0, away: 1 } });
    expect(row.movements.map((m: { kind: string; amount: string }) => [m.kind, m.amount])).toEqual([
      ['win', '200.00'],
      ['adjustment', '-200.00'],
    ]);
    // The take-back shows with its bet, not as an operator's adjustment of its own.
    expect(all.filter((r: { kind: string }) => r.kind === 'other')).toEqual([
      expect.objectContaining({ ledger_kind: 'adjustment', amount: '1000.00' }),
    ]);
  });
});
