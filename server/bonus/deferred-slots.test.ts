import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants } from '../db/schema';
import { slotWallet } from '../slots/wallet-calls.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: a slot's bet takes real money first, then bonus money; the round's wins and a bet's rollback pay the
 * bonus share by the state of the bonus that funded it (contract/bonus/wagering.ts rule 8).
 */

let server: TestServer;
let bonus: BonusService;
let slots: Awaited<ReturnType<typeof slotWallet>>;
/** A bonus of 100 to wager 10 times, max bet 50. */
let offerId: number;
/** A bonus of 100 to wager once, max bet 100: one bet of 100 converts it. */
let quickOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  bonus = createBonusService({ db: server.db, wallet: createWalletService(server.db) });
  slots = await slotWallet(server);
  const offer = (wager: number, maxBet: string) => createRubOffer(server, 'Slot', wager, maxBet);
  offerId = await offer(10, '50');
  quickOfferId = await offer(1, '100');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function playerWithBonus(cash: string, offer = offerId): Promise<Player & { session: string }> {
  const player = await playerWithOffer(server, cash, offer);
  return { ...player, session: await slots.session(player) };
}

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

describe('a slot bet of bonus money', () => {
  it('with no real money the bet is bonus money; its win goes to the bonus balance, once however often it is sent', async () => {
    const p = await playerWithBonus('0.00');
    const spin = await slots.slotSpin(p.session, '4000', null);
    expect(spin.bet).toMatchObject({ status: 'OK', balance: '0', bonus_balance: '6000' });
    const paid = await slots.win(p.session, `w-${spin.round}`, spin.round, '8000');
    expect(paid).toMatchObject({ status: 'OK', balance: '0', bonus_balance: '14000' });
    expect(await slots.win(p.session, `w-${spin.round}`, spin.round, '8000')).toEqual(paid);
    expect(await money(p)).toEqual({ balance: '0.00', bonus: '140.00' });
    expect((await bonusesOf(server, p)).bonuses[0]).toMatchObject({ status: 'active', wagered: '40.00' });
  });

  it('a round of real and bonus money splits its wins in the same proportion', async () => {
    const p = await playerWithBonus('10.00');
    const spin = await slots.slotSpin(p.session, '4000', null);
    expect(await money(p)).toEqual({ balance: '0.00', bonus: '70.00' });
    // Two win calls of one round: 80 in all on 10 real + 30 bonus, 20 real and 60 bonus.
    await slots.win(p.session, `w1-${spin.round}`, spin.round, '3000');
    await slots.win(p.session, `w2-${spin.round}`, spin.round, '5000');
    expect(await money(p)).toEqual({ balance: '20.00', bonus: '130.00' });
  });

  it('a bonus that converted between the bet and the win: the win is real money', async () => {
    const p = await playerWithBonus('0.00', quickOfferId);
    const spin = await slots.slotSpin(p.session, '10000', null);
    expect((await bonusesOf(server, p)).bonuses[0]).toMatchObject({ status: 'completed' });
    await slots.win(p.session, `w-${spin.round}`, spin.round, '20000');
    expect(await money(p)).toEqual({ balance: '200.00', bonus: '0.00' });
  });

  it('a bonus forfeited between the bet and the win: its share is not paid', async () => {
    const p = await playerWithBonus('0.00');
    const spin = await slots.slotSpin(p.session, '4000', null);
    await server.db.transaction((tx) => bonus.forfeitAll(tx, p.userId, 'payout:test'));
    await slots.win(p.session, `w-${spin.round}`, spin.round, '8000');
    expect(await money(p)).toEqual({ balance: '0.00', bonus: '0.00' });
    const events = (await bonusesOf(server, p)).events;
    expect(events[0]).toMatchObject({ kind: 'forfeit_share', amount: '80.00' });
  });

  it('a rollback gives the bonus part back while the bonus is active, and not after it expired', async () => {
    const p = await playerWithBonus('0.00');
    const first = await slots.slotSpin(p.session, '4000', null);
    expect((await slots.rollback(p.session, `r-${first.round}`, first.round, first.betTx)).status).toBe('OK');
    expect((await slots.rollback(p.session, `r-${first.round}`, first.round, first.betTx)).status).toBe('OK');
    expect(await money(p)).toEqual({ balance: '0.00', bonus: '100.00' });

    const second = await slots.slotSpin(p.session, '4000', null);
    await server.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bonusGrants.userId, p.userId));
    expect((await slots.rollback(p.session, `r-${second.round}`, second.round, second.betTx)).status).toBe('OK');
    expect(await money(p)).toEqual({ balance: '0.00', bonus: '0.00' });
    expect((await bonusesOf(server, p)).events[0]).toMatchObject({ kind: 'forfeit_share', amount: '40.00' });
  });
});
