import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { LIVE_API, LiveBetAnswer, type LiveRound, LiveStateAnswer } from '../../contract/api/live';
import { createLiveRounds, type LiveRounds } from '../live/rounds';
import { createLiveService } from '../live/service';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: a live table's bet takes real money first, then bonus money; the draw pays its win by the state of the
 * bonus that funded it (contract/bonus/wagering.ts rule 8).
 */

let now = 1_900_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const SETTINGS = { bettingMs: 20_000, resultMs: 8000 };
let server: TestServer;
let bonus: BonusService;
let rounds: LiveRounds;
/** A bonus of 100 to wager 10 times, max bet 50. */
let offerId: number;
/** Every pocket of the roulette: one straight bet on each wins exactly once (1 → 36). */
const POCKETS = Array.from({ length: 37 }, (_, n) => `straight:${n}`);

beforeAll(async () => {
  server = await startTestServer(
    { live: { ...SETTINGS, rounds: false }, operatorToken: OPERATOR_TOKEN },
    { liveClock: clock, bus },
  );
  const wallet = createWalletService(server.db);
  bonus = createBonusService({ db: server.db, wallet });
  const live = createLiveService({ db: server.db, wallet, bus, settings: SETTINGS, clock });
  rounds = createLiveRounds({ db: server.db, wallet, live, bonus });
  offerId = await createRubOffer(server, 'Live', 10, '50');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const playerWithBonus = () => playerWithOffer(server, '0', offerId);

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

async function openRound(): Promise<LiveRound> {
  now += SETTINGS.bettingMs + SETTINGS.resultMs + 1;
  await rounds.advance(now);
  now += 1;
  await rounds.advance(now);
  const res = await server.api({ method: 'GET', url: pathOf(LIVE_API.state.path, { table: 'roulette' }) });
  return LiveStateAnswer.parse(res.json()).data.round as LiveRound;
}

/** 1 on every pocket of the round, all of it bonus money. */
async function betEveryPocket(player: Player, round: LiveRound) {
  let last = null;
  for (const spot of POCKETS) {
    const res = await server.api({
      method: 'POST',
      url: pathOf(LIVE_API.bet.path, { table: 'roulette' }),
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { round_id: round.id, spot, amount: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    last = LiveBetAnswer.parse(res.json()).data;
  }
  expect(last).toMatchObject({ balance: '0.00', bonus_balance: '63.00' });
}

describe('a live table with bonus money', () => {
  it('with no real money the bets are bonus money; the winning one pays the bonus balance, once', async () => {
    const player = await playerWithBonus();
    const round = await openRound();
    await betEveryPocket(player, round);
    now = round.closes_at;
    await rounds.advance(now);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '99.00' });
    await rounds.settle(round.id, now + 5);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '99.00' });
    // Live games count a tenth: 37 staked, 3.70 wagered.
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'active', wagered: '3.70' });
  });

  it('a bonus forfeited before the draw: the win’s bonus share is not paid', async () => {
    const player = await playerWithBonus();
    const round = await openRound();
    await betEveryPocket(player, round);
    await server.db.transaction((tx) => bonus.forfeitAll(tx, player.userId, 'payout:test'));
    now = round.closes_at;
    await rounds.advance(now);
    expect(await money(player)).toEqual({ balance: '0.00', bonus: '0.00' });
    expect((await bonusesOf(server, player)).events[0]).toMatchObject({
      kind: 'forfeit_share',
      amount: '36.00',
      reference: `round:live:${round.id}`,
    });
  });
});
