import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashBetAnswer } from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, RoomJoinAnswer } from '../../contract/api/rooms';
import { SPORTS_API } from '../../contract/api/sports';
import { type CrashRounds, createCrashRounds } from '../crash/rounds';
import { type CrashService, createCrashService } from '../crash/service';
import { sportsEvents } from '../db/schema';
import { createLocalBus } from '../realtime/bus';
import { setMargin } from '../sports/book/settings';
import { createBookSync } from '../sports/book/sync';
import { createFakeFeed } from '../sports/feed/fake.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, countRows, createRubOffer, playerWithOffer } from './offers.testing';

/** Issue 15: crash, private rooms and the sportsbook obey the active bonus's max bet and count towards its wagering. */

let now = 1_800_000_000_000;
const clock = () => now;
const bus = createLocalBus();
let server: TestServer;
let crash: CrashService;
let rounds: CrashRounds;
/** A bonus of 100 to wager 10 times (1000), max bet 50. */
let offerId: number;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN }, { crashClock: clock, roomsClock: clock, bus });
  const wallet = createWalletService(server.db);
  crash = createCrashService({ db: server.db, wallet, bus, clock });
  rounds = createCrashRounds({ db: server.db, wallet, crash }, { chainLength: 20, bettingMs: 5000, salt: 'salt' });
  await setMargin(server.db, 'default', 0);
  offerId = await createRubOffer(server, 'Stakes', 10, '50');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

/** A player with `cash` of real money and the 100 bonus active. */
async function playerWithBonus(cash: string): Promise<Player> {
  const player = await playerWithOffer(server, cash, offerId);
  expect(await balanceOf(server, player)).toMatchObject({ balance: cash, bonus_balance: '100.00' });
  return player;
}

/** Opens a crash round that takes bets now. */
async function openCrashRound() {
  const round = await crash.currentRound();
  if (round && round.phase !== 'busted') {
    now = Math.max(now, Number(round.bust_at));
    await rounds.advance(now);
    await rounds.advance(now);
  }
  now += 1000;
  await rounds.advance(now);
}

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  server.api({ method: 'POST', url, headers: { ...player.auth, 'idempotency-key': randomUUID() }, payload });

/** The rows a refused stake must not have written. */
const written = async (player: Player, table: string) => ({
  rows: await countRows(server, table, player.userId),
  ledger: await countRows(server, 'ledger_transactions', player.userId),
  bonuses: (await bonusesOf(server, player)).events.length,
});

describe('stakes in crash, rooms and sports while a bonus is active', () => {
  it('a crash bet counts in full, real money first; above the max bet it is refused with nothing written', async () => {
    const player = await playerWithBonus('500.00');
    await openCrashRound();
    const res = await post(player, CRASH_API.bet.path, { amount: '40' });
    expect(res.statusCode, res.body).toBe(200);
    const bet = CrashBetAnswer.parse(res.json()).data;
    expect(bet.balance).toBe('460.00');
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]).toMatchObject({ status: 'active', wagered: '40.00', required: '1000.00' });
    expect(mine.events[0]).toMatchObject({ kind: 'wager', amount: '40.00', reference: `round:crash:${bet.bet.id}` });
    expect(await balanceOf(server, player)).toMatchObject({ balance: '460.00', bonus_balance: '100.00' });

    const before = await written(player, 'crash_bets');
    const refused = await post(player, CRASH_API.bet.path, { amount: '50.01' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { amount: [expect.stringMatching(/^bonus_max_bet: /)] } });
    expect(await written(player, 'crash_bets')).toEqual(before);
    expect((await bonusesOf(server, player)).bonuses[0]?.wagered).toBe('40.00');
  });

  it('a room entry counts in full; above the max bet it is refused with nothing written', async () => {
    const player = await playerWithBonus('500.00');
    const res = await post(player, pathOf(ROOMS_API.join.path, { room: 'red' }), { amount: '40' });
    expect(res.statusCode, res.body).toBe(200);
    const joined = RoomJoinAnswer.parse(res.json()).data;
    expect(joined.balance).toBe('460.00');
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]).toMatchObject({ wagered: '40.00' });
    expect(mine.events[0]).toMatchObject({
      kind: 'wager',
      amount: '40.00',
      reference: `round:rooms:${joined.round.id}`,
    });

    const before = await written(player, 'room_entries');
    const refused = await post(player, pathOf(ROOMS_API.join.path, { room: 'red' }), { amount: '60' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { amount: [expect.stringMatching(/^bonus_max_bet: /)] } });
    expect(await written(player, 'room_entries')).toEqual(before);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '460.00', bonus_balance: '100.00' });
  });

  it('a sports bet counts by its odds (in full at 1.50 or more, nothing below); above the max bet it is refused', async () => {
    const feed = createFakeFeed();
    const match = `m-${randomUUID()}`;
    feed.match(match, [feed.market('match_result', 'match_result', { home: 1300, draw: 5000, away: 2000 })]);
    await createBookSync(server.db, feed.adapter).sync(new Date('2026-11-25T10:10:00Z'));
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const book = await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: event?.id ?? 0 }) });
    const selections: { id: number; key: string; odds: string }[] = book.json().data.markets[0].selections;
    const pick = (key: string) => {
      const found = selections.find((s) => s.key === key);
      if (!found) throw new Error(`no ${key}`);
      return { selection_id: found.id, odds: found.odds };
    };
    const player = await playerWithBonus('500.00');
    const place = (key: string, stake: string) =>
      post(player, SPORTS_API.placeBet.path, { legs: [pick(key)], stake, odds_policy: 'ask' });

    const away = await place('away', '40.00');
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json().data.balance).toBe('460.00');
    const home = await place('home', '30.00');
    expect(home.statusCode, home.body).toBe(200);
    const mine = await bonusesOf(server, player);
    // 2.00 counts 40 in full; 1.30 counts nothing (no wagering step at all).
    expect(mine.bonuses[0]).toMatchObject({ wagered: '40.00' });
    expect(mine.events.map((e) => [e.kind, e.amount, e.reference])).toEqual([
      ['wager', '40.00', `sports_bet:${away.json().data.bet.id}`],
      ['grant', '100.00', expect.any(String)],
    ]);

    const before = await written(player, 'sports_bets');
    const refused = await place('away', '50.01');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { stake: [expect.stringMatching(/^bonus_max_bet: /)] } });
    expect(await written(player, 'sports_bets')).toEqual(before);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '430.00', bonus_balance: '100.00' });
  });
});
