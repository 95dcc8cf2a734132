import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BetAnswer, CaseOpenAnswer, CaseSellAnswer, GAMES_API, PLAY_API } from '../../contract/api/games';
import { splitWin } from '../../contract/bonus/wagering';
import { fromMinor, toMinor } from '../../contract/money';
import { createGamesService, type GamesService } from '../games/service';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: the multi-step originals (miner, hilo) and cases take real money first, then bonus money; the win that
 * ends a round, and a case item's sale, pay the bonus share by the state of the bonus that funded the stake
 * (contract/bonus/wagering.ts rule 8).
 */

let server: TestServer;
let bonus: BonusService;
let games: GamesService;
/** A bonus of 100 to wager 10 times, max bet 100. */
let offerId: number;
/** A bonus of 100 to wager once, max bet 100: one stake of 100 converts it. */
let quickOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  const wallet = createWalletService(server.db);
  bonus = createBonusService({ db: server.db, wallet });
  games = createGamesService({ db: server.db, wallet });
  const offer = (wager: number) => createRubOffer(server, 'Originals', wager, '100');
  offerId = await offer(10);
  quickOfferId = await offer(1);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const playerWithBonus = (cash: string, offer = offerId) => playerWithOffer(server, cash, offer);

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

const post = (player: Player, url: string, payload: object, key: string | null = randomUUID()) =>
  server.api({
    method: 'POST',
    url,
    headers: { ...player.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, schema: { parse(x: unknown): T }) {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

/** Starts a miner round of `amount` with 3 mines, opens one safe tile and cashes out under `key`: the payout. */
async function minerWin(player: Player, amount: string, key = randomUUID()) {
  await ok(await post(player, PLAY_API.miner.start.path, { amount, mines: 3 }), BetAnswer);
  const rows = await games.storedBets(player.userId);
  const mines = (rows.at(-1)?.state as { mines: number[] } | undefined)?.mines ?? [];
  const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t));
  await ok(await post(player, PLAY_API.miner.step.path, { tile: safe, version: 0 }, null), BetAnswer);
  const out = await ok(await post(player, PLAY_API.miner.cashout.path, { version: 1 }, key), BetAnswer);
  return { out, payout: toMinor(out.data.bet.payout, 'RUB') };
}

describe('miner, hilo and cases with bonus money', () => {
  it('miner with no real money: the stake is bonus money and the cash-out pays the bonus balance, once', async () => {
    const player = await playerWithBonus('0.00');
    const key = randomUUID();
    const { out, payout } = await minerWin(player, '40', key);
    const bonusAfter = fromMinor(6000n + payout, 'RUB');
    expect(out.data).toMatchObject({ balance: '0.00', bonus_balance: bonusAfter });
    expect(await money(player)).toEqual({ balance: '0.00', bonus: bonusAfter });
    // The cash-out resent under its key: the same answer, nothing moves.
    const again = await ok(await post(player, PLAY_API.miner.cashout.path, { version: 1 }, key), BetAnswer);
    expect(again.data).toEqual(out.data);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: bonusAfter });
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'active', wagered: '40.00' });
  });

  it('miner with a stake of real and bonus money splits the win in the same proportion', async () => {
    const player = await playerWithBonus('10.00');
    const { payout } = await minerWin(player, '40');
    const share = splitWin(payout, { cash: 1000n, bonus: 3000n });
    expect(await money(player)).toEqual({
      balance: fromMinor(share.cash, 'RUB'),
      bonus: fromMinor(7000n + share.bonus, 'RUB'),
    });
  });

  it('miner after the bonus converted: the win is real money', async () => {
    const player = await playerWithBonus('0.00', quickOfferId);
    const { payout } = await minerWin(player, '100');
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'completed' });
    expect(await money(player)).toEqual({ balance: fromMinor(payout, 'RUB'), bonus: '0.00' });
  });

  it('hilo after the bonus was forfeited: the bonus share of the cash-out is not paid', async () => {
    const player = await playerWithBonus('0.00');
    await ok(await post(player, PLAY_API.hilo.start.path, { amount: '40' }), BetAnswer);
    await server.db.transaction((tx) => bonus.forfeitAll(tx, player.userId, 'payout:test'));
    const out = await ok(await post(player, PLAY_API.hilo.cashout.path, { version: 0 }, null), BetAnswer);
    expect(out.data.bet.payout).toBe('40.00');
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '0.00' });
    const events = (await bonusesOf(server, player)).events;
    expect(events[0]).toMatchObject({
      kind: 'forfeit_share',
      amount: '40.00',
      reference: `round:hilo:${out.data.bet.id}`,
    });
  });

  it('a case paid with bonus money: its item sells to the bonus balance while the bonus is active, once', async () => {
    const player = await playerWithBonus('0.00');
    const opened = await ok(await post(player, GAMES_API.casesOpen.path, { case_id: 'starter' }), CaseOpenAnswer);
    expect(opened.data).toMatchObject({ balance: '0.00', bonus_balance: '0.00' });
    const sell = () => post(player, GAMES_API.casesSell.path, { item_id: opened.data.item.id }, null);
    const value = toMinor(opened.data.item.value, 'RUB');
    const sold = await ok(await sell(), CaseSellAnswer);
    expect(sold.data).toMatchObject({ balance: '0.00', bonus_balance: fromMinor(value, 'RUB') });
    expect((await ok(await sell(), CaseSellAnswer)).data).toEqual(sold.data);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: fromMinor(value, 'RUB') });
  });
});
