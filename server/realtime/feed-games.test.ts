import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashBetAnswer } from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { LIVE_API, LiveBetAnswer, LiveStateAnswer } from '../../contract/api/live';
import { PROFILE_API } from '../../contract/api/profile';
import { ROOMS_API, RoomStateAnswer } from '../../contract/api/rooms';
import { SIGNATURE_HEADER, SLOTS_API, WalletAnswer } from '../../contract/api/slots';
import { SPORTS_API } from '../../contract/api/sports';
import { formatMultiplier } from '../../contract/games/multiplier';
import { toMinor } from '../../contract/money';
import { FeedEntry, FeedSnapshot, MyFeedSnapshot } from '../../contract/realtime/feed';
import { createCrashRounds } from '../crash/rounds';
import { createCrashService } from '../crash/service';
import type { RoundRow } from '../crash/views';
import { providerRounds, providerSessions, slotGames, sportsEvents } from '../db/schema';
import { createLiveRounds } from '../live/rounds';
import { createLiveService } from '../live/service';
import { createRoomsRounds } from '../rooms/rounds';
import { createRoomsService } from '../rooms/service';
import { providerSecret, STUDIO_PROVIDER, signBody } from '../slots/providers';
import { createSettlement } from '../sports/bets/settle';
import { setMargin } from '../sports/book/settings';
import { createBookSync } from '../sports/book/sync';
import { createFakeFeed } from '../sports/feed/fake.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { createLocalBus } from './bus';
import { createFeed } from './feed';
import { createHub } from './hub';
import { openTestSocket, type TestSocket } from './socket.testing';

/**
 * The live feed beyond the originals: a crash cash-out and bust, a room's draw, a live table's draw, a slot round
 * won or lost, a sports settlement and a sports cash-out reach another client's socket, named as each game,
 * honouring what each player hides, and stay in the next snapshot.
 * The rounds are driven here as their leaders drive them (crash, rooms, the sports settlement), publishing through a
 * feed of their own on the app's bus, as another API process would.
 */
let now = 1_800_000_000_000;
const LIVE_SETTINGS = { bettingMs: 20_000, resultMs: 8000 };
const clock = () => now;
const bus = createLocalBus();
let server: TestServer;
let wallet: WalletService;
let publisher: ReturnType<typeof createFeed>;
let watcher: TestSocket;

beforeAll(async () => {
  server = await startTestServer(
    {
      rooms: { commissionBp: 500, countdownMs: 10_000, rounds: false },
      live: { ...LIVE_SETTINGS, rounds: false },
    },
    { crashClock: clock, roomsClock: clock, liveClock: clock, bus },
  );
  wallet = createWalletService(server.db);
  publisher = createFeed({ db: server.db, bus, hub: createHub(), log: { warn: () => {} } });
  watcher = await openTestSocket(server.app);
  watcher.send({ type: 'subscribe', topic: 'feed' });
  await watcher.next('snapshot');
}, 180_000);
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  watcher?.close();
  publisher?.close();
  await server?.close();
});

async function player(name: string, hidden = false): Promise<Player> {
  const created = await registerPlayer(server, 'RUB');
  await server.db.execute(sql`UPDATE users SET name = ${name} WHERE id = ${created.userId}`);
  if (hidden) {
    const res = await server.api({
      method: 'PUT',
      url: PROFILE_API.settings.path,
      headers: created.auth,
      payload: { is_statistics_hidden: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await wallet.credit({
    userId: created.userId,
    currency: 'RUB',
    amountMinor: toMinor('1000', 'RUB'),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return created;
}

/** The entry `id` as the watching guest's socket receives it. */
async function seen(id: string): Promise<FeedEntry> {
  return FeedEntry.parse((await watcher.next('event', (m) => (m.data as { id: string }).id === id, 5000)).data);
}

async function snapshotIds(): Promise<string[]> {
  const late = await openTestSocket(server.app);
  late.send({ type: 'subscribe', topic: 'feed' });
  const snapshot = FeedSnapshot.parse((await late.next('snapshot')).data);
  late.close();
  return snapshot.all.map((entry) => entry.id);
}

const post = (who: Player, url: string, payload?: object) =>
  server.api({
    method: 'POST',
    url,
    headers: { ...who.auth, 'idempotency-key': randomUUID() },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('the live feed across the games', () => {
  it('crash: a cash-out when it is made, a lost bet at the bust', async () => {
    const crash = createCrashService({ db: server.db, wallet, bus, clock, feed: publisher });
    const rounds = createCrashRounds({ db: server.db, wallet, crash }, { chainLength: 60, bettingMs: 5000, salt: 's' });
    let round: RoundRow | null = null;
    while (!round || Number(round.bust) < 150) {
      if (round) {
        now = Math.max(now, Number(round.bust_at)) + 1;
        await rounds.advance(now);
      }
      now += 1000;
      await rounds.advance(now);
      round = await crash.currentRound();
    }
    const alice = await player('Alice');
    const bob = await player('Bob');
    const betOf = async (who: Player) => {
      const res = await post(who, CRASH_API.bet.path, { amount: '10' });
      expect(res.statusCode, res.body).toBe(200);
      return CrashBetAnswer.parse(res.json()).data.bet.id;
    };
    const alicesBet = await betOf(alice);
    const bobsBet = await betOf(bob);
    now = Number(round.running_at) + 1000;
    await rounds.advance(now);
    const cashed = await post(alice, pathOf(CRASH_API.cashout.path, { id: alicesBet }));
    expect(cashed.statusCode, cashed.body).toBe(200);
    const multiplier = CrashBetAnswer.parse(cashed.json()).data.bet.cashout as string;

    expect(await seen(`crash:${alicesBet}`)).toMatchObject({
      game: 'crash',
      detail: null,
      player: { hidden: false, name: 'Alice' },
      amount: '10.00',
      multiplier,
      payout: (Number(multiplier) * 10).toFixed(2),
    });
    now = Number(round.bust_at);
    await rounds.advance(now);
    expect(await seen(`crash:${bobsBet}`)).toMatchObject({
      game: 'crash',
      player: { name: 'Bob' },
      amount: '10.00',
      payout: '0.00',
      multiplier: '0.00',
    });
    expect(await snapshotIds()).toEqual(expect.arrayContaining([`crash:${alicesBet}`, `crash:${bobsBet}`]));
  });

  it('rooms: every player of a round at its draw, the winner with the pot less the commission, a hidden name hidden', async () => {
    const rooms = createRoomsService({
      db: server.db,
      wallet,
      bus,
      settings: { commissionBp: 500, countdownMs: 10_000 },
      clock,
    });
    const rounds = createRoomsRounds({ db: server.db, wallet, rooms, feed: publisher });
    await rounds.advance(now);
    const carol = await player('Carol', true);
    const dave = await player('Dave');
    const own = await openTestSocket(server.app);
    own.send({ type: 'auth', token: carol.token });
    own.send({ type: 'subscribe', topic: 'feed:mine' });
    await own.next('snapshot');
    for (const who of [carol, dave]) {
      const res = await post(who, pathOf(ROOMS_API.join.path, { room: 'red' }), { amount: '1' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const state = RoomStateAnswer.parse(
      (
        await server.api({ method: 'GET', url: pathOf(ROOMS_API.state.path, { room: 'red' }), headers: carol.auth })
      ).json(),
    ).data;
    const roundId = state.round?.id as number;
    now = Number(state.round?.closes_at) + 1;
    await rounds.advance(now);

    const carols = await seen(`rooms:${roundId}:${carol.userId}`);
    const daves = await seen(`rooms:${roundId}:${dave.userId}`);
    expect(carols).toMatchObject({
      game: 'rooms',
      detail: 'red',
      amount: '1.00',
      player: { hidden: true, name: null },
    });
    expect(daves).toMatchObject({
      game: 'rooms',
      detail: 'red',
      amount: '1.00',
      player: { hidden: false, name: 'Dave' },
    });
    // One of the two won the pot of 2.00 less 5%: 1.90, a 1.90× multiplier; the other lost their stake.
    expect([carols.payout, daves.payout].sort()).toEqual(['0.00', '1.90']);
    expect([carols.multiplier, daves.multiplier].sort()).toEqual(['0.00', '1.90']);
    expect(JSON.stringify(watcher.received)).not.toContain('Carol');
    // Carol's own list names her.
    const mine = await own.next('event', (m) => m.topic === 'feed:mine');
    expect(FeedEntry.parse(mine.data)).toMatchObject({ id: carols.id, player: { hidden: false, name: 'Carol' } });
    own.send({ type: 'subscribe', topic: 'feed:mine' });
    const again = MyFeedSnapshot.parse((await own.next('snapshot', (m) => m.topic === 'feed:mine')).data);
    expect(again.mine.map((entry) => entry.id)).toContain(carols.id);
    own.close();
    expect(await snapshotIds()).toEqual(expect.arrayContaining([carols.id, daves.id]));
  });

  it('live tables: each bet when its round is drawn, named by its table', async () => {
    const live = createLiveService({ db: server.db, wallet, bus, settings: LIVE_SETTINGS, clock });
    const rounds = createLiveRounds({ db: server.db, wallet, live, feed: publisher });
    now += LIVE_SETTINGS.bettingMs + LIVE_SETTINGS.resultMs + 1;
    await rounds.advance(now);
    const table = async () =>
      LiveStateAnswer.parse(
        (await server.api({ method: 'GET', url: pathOf(LIVE_API.state.path, { table: 'roulette' }) })).json(),
      ).data.round;
    const round = await table();
    const frank = await player('Frank');
    const placed = await post(frank, pathOf(LIVE_API.bet.path, { table: 'roulette' }), {
      round_id: round?.id,
      spot: 'red',
      amount: '10',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = LiveBetAnswer.parse(placed.json()).data.bet.id;
    now = Number(round?.closes_at);
    await rounds.advance(now);
    const entry = await seen(`live:${betId}`);
    expect(entry).toMatchObject({ game: 'live', detail: 'roulette', amount: '10.00', player: { name: 'Frank' } });
    // Red pays even money: 20.00 at 2.00×, or nothing.
    expect([
      ['20.00', '2.00'],
      ['0.00', '0.00'],
    ]).toContainEqual([entry.payout, entry.multiplier]);
  });

  it('slots: a round once its win call ends it, a lost one (a win of 0) as well as a won one, and not before', async () => {
    const grace = await player('Grace');
    const session = randomUUID();
    await server.db.insert(providerSessions).values({
      token: session,
      provider: STUDIO_PROVIDER,
      userId: grace.userId,
      gameId: 'mirror-fortune',
      currency: 'RUB',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const secret = await providerSecret(server.db, STUDIO_PROVIDER);
    const call = async (name: 'bet' | 'win', round: string, amount: string) => {
      const raw = JSON.stringify({
        session,
        transaction_id: `${name}-${round}`,
        round_id: round,
        game_id: 'mirror-fortune',
        amount,
        currency: 'RUB',
      });
      const res = await server.api({
        method: 'POST',
        url: pathOf(SLOTS_API[name].path, { provider: STUDIO_PROVIDER }),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
        payload: raw,
      });
      expect(WalletAnswer.parse(res.json()).status).toBe('OK');
    };
    const own = await openTestSocket(server.app);
    own.send({ type: 'auth', token: grace.token });
    const mine = async () => {
      own.send({ type: 'subscribe', topic: 'feed:mine' });
      const snapshot = await own.next('snapshot', (m) => m.topic === 'feed:mine');
      return MyFeedSnapshot.parse(snapshot.data).mine.map((entry) => entry.id);
    };
    const lost = `lost-${randomUUID()}`;
    const won = `won-${randomUUID()}`;
    await call('bet', lost, '1000');
    await call('bet', won, '500');
    const keyOf = async (round: string) => {
      const [row] = await server.db.select().from(providerRounds).where(eq(providerRounds.roundId, round));
      return `slots:${row?.id}`;
    };
    const lostKey = await keyOf(lost);
    const wonKey = await keyOf(won);
    // Staked, not ended: in no list yet.
    expect(await mine()).not.toEqual(expect.arrayContaining([lostKey]));
    expect(await mine()).not.toEqual(expect.arrayContaining([wonKey]));

    await call('win', lost, '0');
    await call('win', won, '1500');
    const [game] = await server.db.select().from(slotGames).where(eq(slotGames.gameId, 'mirror-fortune'));
    const detail = game?.title ?? 'mirror-fortune';
    expect(await seen(lostKey)).toMatchObject({
      game: 'slots',
      detail,
      player: { name: 'Grace' },
      amount: '10.00',
      payout: '0.00',
      multiplier: '0.00',
      big: false,
    });
    expect(await seen(wonKey)).toMatchObject({
      game: 'slots',
      detail,
      amount: '5.00',
      payout: '15.00',
      multiplier: '3.00',
    });
    expect(await mine()).toEqual(expect.arrayContaining([lostKey, wonKey]));
    own.close();
    expect(await snapshotIds()).toEqual(expect.arrayContaining([lostKey, wonKey]));
  });

  /** A live match with its 1X2 market in the book; `who` backs the home side at 2.00 for 100.00. */
  async function sportsBet(who: Player) {
    await setMargin(server.db, 'default', 0);
    const odds = createFakeFeed();
    const book = createBookSync(server.db, odds.adapter);
    const settlement = createSettlement(server.db, wallet, undefined, publisher);
    const at = new Date('2026-11-25T10:10:00Z');
    const tick = async () => {
      const { settledEvents } = await book.sync(at);
      await settlement.settleEvents(settledEvents);
    };
    const match = `m-${randomUUID()}`;
    odds.match(match, [odds.market('match_result', 'match_result', { home: 2000, draw: 3500, away: 4000 })]);
    await tick();
    const [event] = await server.db.select().from(sportsEvents).where(eq(sportsEvents.externalId, match));
    const markets = (
      await server.api({ method: 'GET', url: pathOf(SPORTS_API.event.path, { id: event?.id ?? 0 }) })
    ).json().data.markets as { kind: string; selections: { key: string; id: number }[] }[];
    const home = markets.find((m) => m.kind === 'match_result')?.selections.find((s) => s.key === 'home')?.id;
    const placed = await post(who, SPORTS_API.placeBet.path, {
      legs: [{ selection_id: home, odds: '2.00' }],
      stake: '100.00',
      odds_policy: 'ask',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { betId: placed.json().data.bet.id as number, odds, match, tick };
  }

  it('sports: a bet at its settlement, at what it paid', async () => {
    const erin = await player('Erin');
    const { betId, odds, match, tick } = await sportsBet(erin);
    odds.result(match, { kind: 'score', home: 2, away: 1 });
    await tick();
    await tick();
    expect(await seen(`sports:${betId}`)).toMatchObject({
      game: 'sports',
      detail: null,
      player: { name: 'Erin' },
      amount: '100.00',
      payout: '200.00',
      multiplier: '2.00',
    });
    expect(await snapshotIds()).toContain(`sports:${betId}`);
  });

  it('sports: a bet when it is cashed out, at what the cash-out paid', async () => {
    const henry = await player('Henry');
    const { betId } = await sportsBet(henry);
    const quote = await server.api({
      method: 'GET',
      url: pathOf(SPORTS_API.cashOutQuote.path, { id: betId }),
      headers: henry.auth,
    });
    const amount = quote.json().data.amount as string;
    expect(amount).not.toBeNull();
    const cashed = await post(henry, pathOf(SPORTS_API.cashOut.path, { id: betId }), { amount });
    expect(cashed.statusCode, cashed.body).toBe(200);
    const entry = await seen(`sports:${betId}`);
    expect(entry).toMatchObject({ game: 'sports', player: { name: 'Henry' }, amount: '100.00', payout: amount });
    // At a stake of 100.00 (10,000 minor units) the multiplier in basis points is the payout in minor units.
    expect(entry.multiplier).toBe(formatMultiplier(Number(toMinor(amount, 'RUB'))));
    expect(await snapshotIds()).toContain(`sports:${betId}`);
  });
});
