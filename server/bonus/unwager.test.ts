import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { SPORTS_API } from '../../contract/api/sports';
import { bonusGrants, sportsEvents } from '../db/schema';
import { slotWallet } from '../slots/wallet-calls.testing';
import { setMargin } from '../sports/book/settings';
import { createBookSync } from '../sports/book/sync';
import { createFakeFeed } from '../sports/feed/fake.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { createBonusService } from './service';

/** Issue 15: a stake given back (a void sports bet, a rolled-back slot bet) no longer counts towards the bonus. */

let server: TestServer;
/** The studio's signed wallet calls. */
let slots: Awaited<ReturnType<typeof slotWallet>>;
/** A bonus of 100 to wager 10 times (1000), max bet 50. */
let offerId: number;
/** A bonus of 100 to wager once (100), max bet 100: one bet of 100 converts it. */
let quickOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  slots = await slotWallet(server);
  await setMargin(server.db, 'default', 0);
  const offer = (wager: number, maxBet: string) => createRubOffer(server, 'Unwager', wager, maxBet);
  offerId = await offer(10, '50');
  quickOfferId = await offer(1, '100');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const playerWithBonus = (cash: string, offer = offerId) => playerWithOffer(server, cash, offer);

const activeBonus = async (player: Player) => (await bonusesOf(server, player)).bonuses[0];
/** The wagering steps of one stake, oldest first: [kind, amount]. */
const stepsOf = async (player: Player, reference: string) =>
  (await bonusesOf(server, player)).events
    .filter((e) => e.reference === reference && (e.kind === 'wager' || e.kind === 'unwager'))
    .map((e) => [e.kind, e.amount])
    .reverse();

describe('a sports bet given back', () => {
  /** A match with 1X2 at 2.00 / 3.50 / 1.30 in the book; its event id and how to pick a selection. */
  async function match() {
    const feed = createFakeFeed();
    const external = `m-${randomUUID()}`;
    feed.match(external, [feed.market('match_result', 'match_result', { home: 2000, draw: 3500, away: 1300 })]);
    await createBookSync(server.db, feed.adapter).sync(new Date('2026-11-25T10:10:00Z'));
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, external));
    const id = event?.id ?? 0;
    const book = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id }) });
    const selections: { id: number; key: string; odds: string }[] = book.json().data.markets[0].selections;
    const pick = (key: string) => {
      const found = selections.find((s) => s.key === key);
      if (!found) throw new Error(`no ${key}`);
      return { selection_id: found.id, odds: found.odds };
    };
    return { id, pick };
  }

  async function place(player: Player, legs: { selection_id: number; odds: string }[], stake: string) {
    const res = await server.api({
      method: 'POST',
      url: SPORTS_API.placeBet.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { legs, stake, odds_policy: 'ask' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return `sports_bet:${res.json().data.bet.id}`;
  }

  /** The operator sets (or corrects) an event's result; the app's settlement runs in the same call. */
  async function result(eventId: number, outcome: object) {
    const res = await server.api({
      method: 'PUT',
      url: pathOf(SPORTS_API.operatorResult.path, { id: eventId }),
      headers: operator,
      payload: { result: outcome },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const abandoned = { kind: 'abandoned' };
  const homeWins = { kind: 'score', home: 2, away: 0 };

  it('a voided single takes its stake off the wagering, and the refund is real money', async () => {
    const player = await playerWithBonus('500.00');
    const game = await match();
    const bet = await place(player, [game.pick('home')], '40.00');
    expect(await activeBonus(player)).toMatchObject({ status: 'active', wagered: '40.00' });

    await result(game.id, abandoned);
    expect(await activeBonus(player)).toMatchObject({ status: 'active', wagered: '0.00' });
    expect(await stepsOf(player, bet)).toEqual([
      ['wager', '40.00'],
      ['unwager', '40.00'],
    ]);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '100.00' });
  });

  it('a resettlement from won to void and back counts once each way; the same result again moves nothing', async () => {
    const player = await playerWithBonus('500.00');
    const game = await match();
    const bet = await place(player, [game.pick('home')], '40.00');

    await result(game.id, homeWins);
    expect(await activeBonus(player)).toMatchObject({ wagered: '40.00' });
    await result(game.id, abandoned);
    await result(game.id, abandoned);
    expect(await activeBonus(player)).toMatchObject({ wagered: '0.00' });
    await result(game.id, homeWins);
    await result(game.id, homeWins);
    expect(await activeBonus(player)).toMatchObject({ wagered: '40.00' });
    await result(game.id, abandoned);
    expect(await stepsOf(player, bet)).toEqual([
      ['wager', '40.00'],
      ['unwager', '40.00'],
      ['wager', '40.00'],
      ['unwager', '40.00'],
    ]);
    expect(await activeBonus(player)).toMatchObject({ wagered: '0.00' });
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '100.00' });
  });

  it('an accumulator with a void leg counts by the odds of the legs that stood', async () => {
    const player = await playerWithBonus('500.00');
    const a = await match();
    const b = await match();
    // 2.00 × 1.30 = 2.60 counts; B's 1.30 alone would not.
    const lowLeft = await place(player, [a.pick('home'), b.pick('away')], '40.00');
    const c = await match();
    const d = await match();
    // 2.00 × 1.30 again; without D's 1.30 leg, C's 2.00 still counts.
    const highLeft = await place(player, [c.pick('home'), d.pick('away')], '30.00');
    expect(await activeBonus(player)).toMatchObject({ wagered: '70.00' });

    await result(a.id, abandoned);
    await result(b.id, { kind: 'score', home: 0, away: 1 });
    await result(d.id, abandoned);
    await result(c.id, homeWins);
    expect(await stepsOf(player, lowLeft)).toEqual([
      ['wager', '40.00'],
      ['unwager', '40.00'],
    ]);
    expect(await stepsOf(player, highLeft)).toEqual([['wager', '30.00']]);
    expect(await activeBonus(player)).toMatchObject({ wagered: '30.00' });
  });

  it('a void after the bet converted the bonus leaves the conversion alone', async () => {
    const player = await playerWithBonus('500.00', quickOfferId);
    const game = await match();
    const bet = await place(player, [game.pick('home')], '100.00');
    // The requirement (100) is met: the bonus is real money.
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '0.00' });

    await result(game.id, abandoned);
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'completed', wagered: '100.00' });
    expect(await stepsOf(player, bet)).toEqual([['wager', '100.00']]);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '600.00', bonus_balance: '0.00' });
  });
});

describe('a slot bet rolled back', () => {
  async function playerWithSession(): Promise<Player & { session: string }> {
    const player = await playerWithBonus('500.00');
    return { ...player, session: await slots.session(player) };
  }
  const bet = async (session: string, tx: string, round: string, amount: string) => {
    const answer = await slots.bet(session, tx, round, amount);
    expect(answer.status).toBe('OK');
    return `slot_bet:${answer.casino_transaction_id}`;
  };

  it('takes that bet’s stake off the wagering once, however often the rollback comes, and no other bet’s', async () => {
    const p = await playerWithSession();
    const round = randomUUID();
    const first = await bet(p.session, `a-${round}`, round, '3000');
    const second = await bet(p.session, `b-${round}`, round, '2000');
    expect(await activeBonus(p)).toMatchObject({ wagered: '50.00' });

    const undone = await slots.rollback(p.session, `r-${round}`, round, `a-${round}`);
    expect(undone.status).toBe('OK');
    expect(await slots.rollback(p.session, `r-${round}`, round, `a-${round}`)).toEqual(undone);
    expect((await slots.rollback(p.session, `r2-${round}`, round, `a-${round}`)).status).toBe('OK');

    expect(await activeBonus(p)).toMatchObject({ status: 'active', wagered: '20.00' });
    expect(await stepsOf(p, first)).toEqual([
      ['wager', '30.00'],
      ['unwager', '30.00'],
    ]);
    expect(await stepsOf(p, second)).toEqual([['wager', '20.00']]);
    expect(await balanceOf(server, p)).toMatchObject({ balance: '480.00', bonus_balance: '100.00' });
  });
});

describe('recount', () => {
  it('is a state, not a step: what a stake counts now, so running it again moves nothing and never below zero', async () => {
    const wallet = createWalletService(server.db);
    const bonus = createBonusService({ db: server.db, wallet });
    const p = await playerWithBonus('500.00');
    const round = randomUUID();
    const session = await slots.session(p);
    const placed = await slots.bet(session, `a-${round}`, round, '4000');
    const reference = `slot_bet:${placed.casino_transaction_id}`;
    for (let i = 0; i < 2; i++) {
      await server.db.transaction((tx) => bonus.recount(tx, p.userId, reference, 1000n));
    }
    expect(await activeBonus(p)).toMatchObject({ wagered: '10.00' });
    // However the total came to be below this stake's count, taking the stake back stops at zero.
    await server.db.update(bonusGrants).set({ wageredMinor: 500n }).where(eq(bonusGrants.userId, p.userId));
    for (let i = 0; i < 2; i++) {
      await server.db.transaction((tx) => bonus.recount(tx, p.userId, reference, 0n));
    }
    expect(await activeBonus(p)).toMatchObject({ wagered: '0.00' });
    expect(await stepsOf(p, reference)).toEqual([
      ['wager', '40.00'],
      ['unwager', '30.00'],
      ['unwager', '5.00'],
    ]);
    // A stake that never counted (no bonus then, or another reference) moves nothing.
    await server.db.transaction((tx) => bonus.recount(tx, p.userId, 'slot_bet:0', 0n));
    expect(await activeBonus(p)).toMatchObject({ wagered: '0.00' });
  });
});
