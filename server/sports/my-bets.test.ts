import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { SPORTS_API, type SportsBet } from '../../contract/api/sports';
import { sportsBets, sportsEvents } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { createSettlement } from './bets/settle';
import { setMargin } from './book/settings';
import { type BookSync, createBookSync } from './book/sync';
import { createFakeFeed } from './feed/fake.testing';

let server: TestServer;
let wallet: WalletService;
let feed: ReturnType<typeof createFakeFeed>;
let book: BookSync;
let player: Player;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  wallet = createWalletService(server.db);
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

const now = new Date('2026-11-25T10:10:00Z');
async function tick() {
  const { settledEvents } = await book.sync(now);
  await createSettlement(server.db, wallet).settleEvents(settledEvents);
}

/** A live match with 1X2 at 2.00 / 3.50 / 4.00; its home selection's id. */
async function match(): Promise<{ external: string; home: number }> {
  const external = `m-${randomUUID()}`;
  feed.match(external, [feed.market('match_result', 'match_result', { home: 2000, draw: 3500, away: 4000 })]);
  await tick();
  const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, external));
  const answer = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: event?.id ?? 0 }) });
  const market = answer.json().data.markets[0];
  return { external, home: market.selections.find((s: { key: string }) => s.key === 'home').id };
}

async function placeBets(selection: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await server.api({
      method: 'POST',
      url: SPORTS_API.placeBet.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { legs: [{ selection_id: selection, odds: '2.00' }], stake: '10.00', odds_policy: 'ask' },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data.bet.id);
  }
  return ids;
}

async function myBets(query: Record<string, string>) {
  const res = await server.api({ method: 'GET', url: SPORTS_API.myBets.path, query, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: SportsBet[]; next_cursor: string | null };
}

/**
 * Every page of a tab, 3 bets a page, running `between` after each page (bets placed meanwhile); the ids seen in
 * order and the number of pages.
 */
async function readAll(status: 'open' | 'settled', between: () => Promise<unknown> = async () => {}) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await myBets({ status, limit: '3', ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((bet) => bet.id));
    cursor = page.next_cursor;
    pages++;
    await between();
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('My bets, a page at a time', () => {
  it('shows every bet once, newest first, while new bets are placed between the pages', async () => {
    const { home } = await match();
    const placed = await placeBets(home, 7);
    const placedMeanwhile: number[] = [];
    const { seen, pages } = await readAll('open', async () => placedMeanwhile.push(...(await placeBets(home, 2))));
    expect(seen).toEqual([...placed].reverse());
    expect(pages).toBe(3);
    // The bets placed meanwhile come first on a fresh first page.
    const fresh = await myBets({ status: 'open', limit: '3' });
    expect(fresh.items.map((bet) => bet.id)).toEqual(placedMeanwhile.slice(-3).reverse());
  });

  it('bets placed at the same instant page by id, none twice and none missing', async () => {
    const { home } = await match();
    const placed = await placeBets(home, 5);
    await server.db
      .update(sportsBets)
      .set({ createdAt: new Date('2026-11-25T10:05:00.123Z') })
      .where(inArray(sportsBets.id, placed));
    const { seen } = await readAll('open', () => placeBets(home, 1));
    expect(seen).toEqual([...placed].sort((a, b) => b - a));
  });

  it('the settled tab holds settled and cashed-out bets, not open ones', async () => {
    const first = await match();
    const [won = 0, cashed = 0] = await placeBets(first.home, 2);
    const second = await match();
    const [open = 0] = await placeBets(second.home, 1);
    const cashOut = await server.api({
      method: 'POST',
      url: pathOf(SPORTS_API.cashOut.path, { id: cashed }),
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '9.50' },
    });
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    feed.result(first.external, { kind: 'score', home: 1, away: 0 });
    await tick();
    expect((await readAll('settled')).seen).toEqual([cashed, won]);
    expect((await readAll('open')).seen).toEqual([open]);
  });

  it('refuses a cursor it did not give', async () => {
    const res = await server.api({
      method: 'GET',
      url: SPORTS_API.myBets.path,
      query: { status: 'open', cursor: '2026-11-25T10:05:00Z~1' },
      headers: player.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cursor).toBeDefined();
  });
});

describe('a corrected result in My bets', () => {
  it('shows the result it replaced and what the return moved by; a first settlement shows none', async () => {
    const { external, home } = await match();
    const [bet] = await placeBets(home, 1);
    feed.result(external, { kind: 'score', home: 2, away: 1 });
    await tick();
    const settled = (await myBets({ status: 'settled' })).items[0];
    expect(settled).toMatchObject({ id: bet, result: 'won', paid: '20.00', resettlement: null });

    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, external));
    const corrected = await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorResult.path, { id: event?.id ?? 0 }),
      headers: operator,
      payload: { result: { kind: 'score', home: 0, away: 1 } },
    });
    expect(corrected.json().data).toMatchObject({ changed: true, bets_resettled: 1 });
    expect((await myBets({ status: 'settled' })).items[0]).toMatchObject({
      id: bet,
      result: 'lost',
      paid: '0.00',
      resettlement: { previous_result: 'won', difference: '-20.00' },
    });

    await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorResult.path, { id: event?.id ?? 0 }),
      headers: operator,
      payload: { result: { kind: 'abandoned' } },
    });
    expect((await myBets({ status: 'settled' })).items[0]).toMatchObject({
      result: 'void',
      paid: '10.00',
      resettlement: { previous_result: 'lost', difference: '10.00' },
    });
  });
});
