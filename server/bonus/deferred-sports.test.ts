import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { SPORTS_API } from '../../contract/api/sports';
import { bonusGrants, sportsBets } from '../db/schema';
import { ABANDONED, AWAY_WINS, bookMatch, HOME_WINS, placeBet, setResult } from '../sports/bets/book.testing';
import { setMargin } from '../sports/book/settings';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: a sports bet takes real money first, then bonus money; its win, cash-out, void refund and corrected
 * result pay the bonus share by the state of the bonus that funded it (contract/bonus/wagering.ts rule 8).
 */

let server: TestServer;
let bonus: BonusService;
/** A bonus of 100 to wager 10 times, max bet 50. */
let offerId: number;
/** A bonus of 100 to wager once, max bet 100: one bet of 100 converts it. */
let quickOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  bonus = createBonusService({ db: server.db, wallet: createWalletService(server.db) });
  await setMargin(server.db, 'default', 0);
  const offer = (wager: number, maxBet: string) => createRubOffer(server, 'Sports', wager, maxBet);
  offerId = await offer(10, '50');
  quickOfferId = await offer(1, '100');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function playerWithBonus(cash: string, offer = offerId): Promise<Player> {
  const player = await playerWithOffer(server, cash, offer);
  expect(await balanceOf(server, player)).toMatchObject({ balance: cash, bonus_balance: '100.00' });
  return player;
}

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

/** A 1X2 market at 2.00 / 3.50 / 2.00. */
const evenMatch = () => bookMatch(server, { home: 2000, draw: 3500, away: 2000 });

describe('a sports bet of bonus money', () => {
  it('with no real money the stake is bonus money; the win goes to the bonus balance, once', async () => {
    const player = await playerWithBonus('0.00');
    const game = await evenMatch();
    const bet = await placeBet(server, player, [game.pick('home')], '40.00');
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '60.00' });
    const [row] = await server.db.select().from(sportsBets).where(eq(sportsBets.id, bet));
    expect(row).toMatchObject({ stakeBonusMinor: 4000n, bonusGrantId: expect.any(Number) });

    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '140.00' });
    // The same result again moves nothing.
    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '140.00' });
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'active', wagered: '40.00' });
  });

  it('a stake of real and bonus money splits its win in the same proportion', async () => {
    const player = await playerWithBonus('10.00');
    const game = await evenMatch();
    await placeBet(server, player, [game.pick('home')], '40.00');
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '70.00' });
    // 80 won on 10 real + 30 bonus: 20 real, 60 bonus.
    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '20.00', bonus: '130.00' });
  });

  it('a bonus that converted between the stake and the win: the win is real money', async () => {
    const player = await playerWithBonus('0.00', quickOfferId);
    const game = await evenMatch();
    await placeBet(server, player, [game.pick('home')], '100.00');
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'completed' });
    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '200.00', bonus: '0.00' });
  });

  it('a bonus forfeited between the stake and the win: its share is not paid, the real share is', async () => {
    const player = await playerWithBonus('10.00');
    const game = await evenMatch();
    const bet = await placeBet(server, player, [game.pick('home')], '40.00');
    // A withdrawal request forfeits the bonus (the 70 left goes back).
    await server.db.transaction((tx) => bonus.forfeitAll(tx, player.userId, 'payout:test'));
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '0.00' });

    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '20.00', bonus: '0.00' });
    const events = (await bonusesOf(server, player)).events;
    expect(events[0]).toMatchObject({ kind: 'forfeit_share', amount: '60.00', reference: `sports_bet:${bet}` });
  });

  it('a void bet returns its bonus part to the bonus balance while the bonus is active, and not after it expired', async () => {
    const player = await playerWithBonus('0.00');
    const first = await evenMatch();
    await placeBet(server, player, [first.pick('home')], '40.00');
    await setResult(server, first.id, ABANDONED);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '100.00' });

    const second = await evenMatch();
    const bet = await placeBet(server, player, [second.pick('home')], '40.00');
    await server.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bonusGrants.userId, player.userId));
    await setResult(server, second.id, ABANDONED);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '0.00' });
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]).toMatchObject({ status: 'expired' });
    expect(mine.events[0]).toMatchObject({ kind: 'forfeit_share', amount: '40.00', reference: `sports_bet:${bet}` });
  });

  it('a cash-out pays its bonus share to the bonus balance; resent, it pays once', async () => {
    const player = await playerWithBonus('0.00');
    const game = await evenMatch();
    const bet = await placeBet(server, player, [game.pick('away')], '40.00');
    const quote = await server.api({
      method: 'GET',
      url: pathOf(SPORTS_API.cashOutQuote.path, { id: bet }),
      headers: player.auth,
    });
    const amount: string = quote.json().data.amount;
    expect(Number(amount)).toBeGreaterThan(0);
    const key = randomUUID();
    const cashOut = () =>
      server.api({
        method: 'POST',
        url: pathOf(SPORTS_API.cashOut.path, { id: bet }),
        headers: { ...player.auth, 'idempotency-key': key },
        payload: { amount },
      });
    expect((await cashOut()).statusCode).toBe(200);
    const paid = (60 + Number(amount)).toFixed(2);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: paid });
    expect((await cashOut()).statusCode).toBe(200);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: paid });
  });

  it('a corrected result takes the bonus share back from the bonus balance', async () => {
    const player = await playerWithBonus('0.00');
    const game = await evenMatch();
    await placeBet(server, player, [game.pick('home')], '40.00');
    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '140.00' });
    await setResult(server, game.id, AWAY_WINS);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '60.00' });
    await setResult(server, game.id, HOME_WINS);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '140.00' });
  });
});
