import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashBetAnswer } from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { type CrashRounds, createCrashRounds } from '../crash/rounds';
import { type CrashService, createCrashService } from '../crash/service';
import type { RoundRow } from '../crash/views';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: a crash bet takes real money first, then bonus money; its cash-out (by hand or automatic) pays the bonus
 * share by the state of the bonus that funded it (contract/bonus/wagering.ts rule 8).
 */

let now = 1_800_000_000_000;
const clock = () => now;
const bus = createLocalBus();
let server: TestServer;
let bonus: BonusService;
let crash: CrashService;
let rounds: CrashRounds;
/** A bonus of 100 to wager 10 times, max bet 50. */
let offerId: number;
/** A bonus of 100 to wager once, max bet 100: one bet of 100 converts it. */
let quickOfferId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN }, { crashClock: clock, bus });
  const wallet = createWalletService(server.db);
  bonus = createBonusService({ db: server.db, wallet });
  crash = createCrashService({ db: server.db, wallet, bus, clock });
  rounds = createCrashRounds({ db: server.db, wallet, crash, bonus }, { chainLength: 200, bettingMs: 5000, salt: 's' });
  const offer = (wager: number, maxBet: string) => createRubOffer(server, 'Crash', wager, maxBet);
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

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

/** Busts whatever round is open, then opens rounds until one busts at 2.00 or later; it takes bets now. */
async function openRound(): Promise<RoundRow> {
  for (;;) {
    let round = await crash.currentRound();
    if (round && round.phase !== 'busted') {
      now = Math.max(now, Number(round.bust_at));
      await rounds.advance(now);
      await rounds.advance(now);
    }
    now += 1000;
    await rounds.advance(now);
    round = (await crash.currentRound()) as RoundRow;
    if (Number(round.bust) >= 200) return round;
  }
}

/** The round's bust: automatic targets below it are paid, the rest lose. */
async function bust(round: RoundRow) {
  now = Math.max(now, Number(round.bust_at));
  await rounds.advance(now);
  await rounds.advance(now);
}

async function bet(player: Player, amount: string, auto: string | null = null): Promise<number> {
  const res = await server.api({
    method: 'POST',
    url: CRASH_API.bet.path,
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: auto === null ? { amount } : { amount, auto_cashout: auto },
  });
  expect(res.statusCode, res.body).toBe(200);
  return CrashBetAnswer.parse(res.json()).data.bet.id;
}

describe('a crash bet of bonus money', () => {
  it('with no real money the stake is bonus money; its automatic cash-out pays the bonus balance', async () => {
    const player = await playerWithBonus('0.00');
    const round = await openRound();
    await bet(player, '40', '2.00');
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '60.00' });
    await bust(round);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '140.00' });
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'active', wagered: '40.00' });
  });

  it('a cash-out by hand splits a mixed stake in proportion; resent, it pays once', async () => {
    const player = await playerWithBonus('10.00');
    const round = await openRound();
    const id = await bet(player, '40');
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '70.00' });
    now = Number(round.running_at);
    await rounds.advance(now);
    now = Number(round.running_at) + 1000;
    const key = randomUUID();
    const cashOut = () =>
      server.api({
        method: 'POST',
        url: pathOf(CRASH_API.cashout.path, { id }),
        headers: { ...player.auth, 'idempotency-key': key },
      });
    const out = await cashOut();
    expect(out.statusCode, out.body).toBe(200);
    // 1.06 × 40 = 42.40 on 10 real + 30 bonus: 31.80 bonus, 10.60 real.
    expect(CrashBetAnswer.parse(out.json()).data.bet).toMatchObject({ cashout: '1.06', payout: '42.40' });
    expect(await money(player)).toEqual({ balance: '10.60', bonus: '101.80' });
    expect((await cashOut()).statusCode).toBe(200);
    expect(await money(player)).toEqual({ balance: '10.60', bonus: '101.80' });
    await bust(round);
    expect(await money(player)).toEqual({ balance: '10.60', bonus: '101.80' });
  });

  it('a bonus that converted between the bet and the cash-out: the win is real money', async () => {
    const player = await playerWithBonus('0.00', quickOfferId);
    const round = await openRound();
    await bet(player, '100', '2.00');
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'completed' });
    await bust(round);
    expect(await money(player)).toEqual({ balance: '200.00', bonus: '0.00' });
  });

  it('a bonus forfeited between the bet and the cash-out: its share is not paid', async () => {
    const player = await playerWithBonus('0.00');
    const round = await openRound();
    const id = await bet(player, '40', '2.00');
    await server.db.transaction((tx) => bonus.forfeitAll(tx, player.userId, 'payout:test'));
    await bust(round);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '0.00' });
    const events = (await bonusesOf(server, player)).events;
    expect(events[0]).toMatchObject({ kind: 'forfeit_share', amount: '80.00', reference: `round:crash:${id}` });
  });
});
