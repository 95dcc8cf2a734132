import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, RoomJoinAnswer, type RoomRound, RoomRoundsAnswer, RoomStateAnswer } from '../../contract/api/rooms';
import type { Room } from '../../contract/bet-limits';
import { nodeSha256Hex, referenceRoomWinner } from '../../contract/fairness/node-reference.testing';
import { verifyRoomRound } from '../../contract/fairness/rooms';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import { ROOMS_TOPIC, RoomEvent } from '../../contract/realtime/rooms';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, fundedPlayer, type Player } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { createRoomsRounds, type RoomsRounds } from './rounds';
import { createRoomsService } from './service';

let now = 1_800_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const events: RoomEvent[] = [];
bus.subscribe(ROOMS_TOPIC, (message) => events.push(RoomEvent.parse(message)));
const COMMISSION_BP = 500;
const COUNTDOWN_MS = 10_000;

let server: TestServer;
let wallet: WalletService;
let rounds: RoomsRounds;

beforeAll(async () => {
  server = await startTestServer(
    { rooms: { commissionBp: COMMISSION_BP, countdownMs: COUNTDOWN_MS, rounds: false } },
    { roomsClock: clock, bus },
  );
  wallet = createWalletService(server.db);
  const rooms = createRoomsService({
    db: server.db,
    wallet,
    bus,
    settings: { commissionBp: COMMISSION_BP, countdownMs: COUNTDOWN_MS },
    clock,
  });
  rounds = createRoomsRounds({ db: server.db, wallet, rooms });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const cashOf = async (player: Player, currency: Currency = 'RUB') =>
  fromMinor((await wallet.balances(player.userId, currency)).cash, currency);

function join(player: Player, room: Room, amount: string, key = randomUUID()) {
  return server.api({
    method: 'POST',
    url: pathOf(ROOMS_API.join.path, { room }),
    headers: { ...player.auth, 'idempotency-key': key },
    payload: { amount },
  });
}

async function state(room: Room, player?: Player) {
  const res = await server.api({
    method: 'GET',
    url: pathOf(ROOMS_API.state.path, { room }),
    headers: player?.auth ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return RoomStateAnswer.parse(res.json()).data;
}

async function lastDrawn(room: Room, currency: Currency = 'RUB'): Promise<RoomRound> {
  const res = await server.api({
    method: 'GET',
    url: `${pathOf(ROOMS_API.rounds.path, { room })}?currency=${currency}`,
  });
  const [round] = RoomRoundsAnswer.parse(res.json()).data;
  return round as RoomRound;
}

const entryCount = async () =>
  Number(rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM room_entries`))[0]?.n);

/** Runs the countdown out and the leader's step: the round is drawn. */
async function drawOpenRound(room: Room, player?: Player): Promise<RoomRound> {
  const open = await state(room, player);
  expect(open.round?.phase).toBe('countdown');
  now = Number(open.round?.closes_at) + 1;
  await rounds.advance(now);
  return lastDrawn(room, open.currency);
}

/** Checks a drawn round against the independent reference and the revealed seed against the hash shown. */
async function expectFairDraw(round: RoomRound, hashShown: string) {
  expect(round.server_seed).not.toBeNull();
  expect(await nodeSha256Hex(round.server_seed as string)).toBe(hashShown);
  const entries = round.entries.map((e) => ({ id: e.id, stake: toMinor(e.stake, round.currency) }));
  const reference = await referenceRoomWinner(round.server_seed as string, entries);
  expect(round.winner_entry_id).toBe(reference.id);
  expect(
    await verifyRoomRound({
      serverSeed: round.server_seed as string,
      serverSeedHash: hashShown,
      entries,
      winnerEntryId: round.winner_entry_id as number,
    }),
  ).toBe(true);
}

describe('private rooms', () => {
  it('plays a two-player round: shares, countdown, commission, the winner paid, the seed revealed', async () => {
    now += 60_000;
    await rounds.advance(now);
    const before = await state('yellow');
    expect(before.entry).toBe('10.00');
    expect(before.round).toMatchObject({ phase: 'waiting', server_seed: null, players: [] });
    const hashShown = before.round?.server_seed_hash as string;
    expect(hashShown).toMatch(/^[0-9a-f]{64}$/);

    const alice = await fundedPlayer(server, '100');
    const bob = await fundedPlayer(server, '100');
    const first = await join(alice, 'yellow', '10');
    expect(first.statusCode, first.body).toBe(200);
    expect((await state('yellow')).round?.phase).toBe('waiting');
    // A player adds to their stake: still one player, no countdown.
    const added = await join(alice, 'yellow', '10');
    expect(added.statusCode).toBe(200);
    expect((await state('yellow')).round).toMatchObject({ phase: 'waiting', closes_at: null });

    const second = await join(bob, 'yellow', '60');
    expect(second.statusCode, second.body).toBe(200);
    const joined = RoomJoinAnswer.parse(second.json()).data;
    expect(joined.balance).toBe('40.00');
    expect(joined.round).toMatchObject({ phase: 'countdown', closes_at: now + COUNTDOWN_MS, pot: '80.00' });
    expect(joined.round.server_seed_hash).toBe(hashShown);
    expect(joined.round.players.map((p) => [p.stake, p.chance, p.mine])).toEqual([
      ['20.00', '0.2500', false],
      ['60.00', '0.7500', true],
    ]);
    // Each entry names its player's seat (alice's two stakes: seat 0; bob's: seat 1), on the bus as well.
    expect(joined.round.entries.map((e) => e.seat)).toEqual([0, 0, 1]);
    const countdown = events.find((e) => e.type === 'countdown' && e.round.id === joined.round.id);
    expect(countdown?.round.entries.map((e) => [e.id, e.seat])).toEqual(
      joined.round.entries.map((e) => [e.id, e.seat]),
    );

    // Not drawn before the countdown ends; a stake at its end is refused and changes nothing.
    now = Number(joined.round.closes_at) - 1;
    await rounds.advance(now);
    expect((await state('yellow')).round?.phase).toBe('countdown');
    now += 1;
    const late = await join(alice, 'yellow', '10');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'round_closed' });
    expect(await cashOf(alice)).toBe('80.00');

    await rounds.advance(now);
    const drawn = await lastDrawn('yellow');
    expect(drawn).toMatchObject({ id: joined.round.id, phase: 'drawn', commission: '4.00', payout: '76.00' });
    await expectFairDraw(drawn, hashShown);
    const aliceEntries = [first, added].map((res) => RoomJoinAnswer.parse(res.json()).data.entry_id);
    const winnerIsAlice = aliceEntries.includes(drawn.winner_entry_id as number);
    expect(await cashOf(alice)).toBe(winnerIsAlice ? '156.00' : '80.00');
    expect(await cashOf(bob)).toBe(winnerIsAlice ? '40.00' : '116.00');

    // The next round is open with a new commitment; the drawn event revealed the seed.
    const next = await state('yellow');
    expect(next.round).toMatchObject({ phase: 'waiting', players: [] });
    expect(next.round?.server_seed_hash).not.toBe(hashShown);
    const drawnEvent = events.find((e) => e.type === 'drawn' && e.round.id === drawn.id);
    expect(drawnEvent?.round.server_seed).toBe(drawn.server_seed);
  });

  it('plays a twenty-player round with additions: one winner gets the pot less the commission', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(server, '1000')));
    for (const [i, player] of players.entries()) {
      const res = await join(player, 'purple', '50');
      expect(res.statusCode, res.body).toBe(200);
      if (i % 3 === 0) expect((await join(player, 'purple', String(50 + i))).statusCode).toBe(200);
    }
    const open = await state('purple', players[0]);
    const pot = players.reduce((sum, _, i) => sum + 50 + (i % 3 === 0 ? 50 + i : 0), 0);
    expect(open.round?.pot).toBe(`${pot}.00`);
    expect(open.round?.players).toHaveLength(20);
    expect(open.round?.players.filter((p) => p.mine)).toHaveLength(1);
    const hashShown = open.round?.server_seed_hash as string;

    const drawn = await drawOpenRound('purple');
    const commission = Math.floor((pot * 100 * COMMISSION_BP) / 10_000);
    expect(drawn.commission).toBe(fromMinor(BigInt(commission), 'RUB'));
    expect(drawn.payout).toBe(fromMinor(BigInt(pot * 100 - commission), 'RUB'));
    await expectFairDraw(drawn, hashShown);
    const balances = await Promise.all(players.map((player) => cashOf(player)));
    const total = balances.reduce((sum, cash) => sum + toMinor(cash, 'RUB'), 0n);
    expect(total).toBe(BigInt(20 * 100_000 - commission));
    // Exactly one player gained.
    const staked = players.map((_, i) => 50 + (i % 3 === 0 ? 50 + i : 0));
    const winners = balances.filter((cash, i) => Number(cash) > 1000 - (staked[i] as number));
    expect(winners).toHaveLength(1);
  });

  it('makes one stake per Idempotency-Key, sent again or at once', async () => {
    const carol = await fundedPlayer(server, '100');
    const key = randomUUID();
    const first = await join(carol, 'red', '5', key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await join(carol, 'red', '5', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.entry_id).toBe(first.json().data.entry_id);
    expect(await cashOf(carol)).toBe('95.00');
    const different = await join(carol, 'red', '6', key);
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ code: 'idempotency_conflict' });

    const before = await entryCount();
    const raceKey = randomUUID();
    const [a, b] = await Promise.all([join(carol, 'red', '3', raceKey), join(carol, 'red', '3', raceKey)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.entry_id).toBe(b.json().data.entry_id);
    expect(await entryCount()).toBe(before + 1);
    expect(await cashOf(carol)).toBe('92.00');
  });

  it('lets two players joining at once both in, and starts one countdown', async () => {
    const dan = await fundedPlayer(server, '100');
    const erin = await fundedPlayer(server, '100');
    const [a, b] = await Promise.all([join(dan, 'red', '2'), join(erin, 'red', '4')]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const open = await state('red');
    // The red round of the test before: Carol's 8 RUB.
    expect(open.round).toMatchObject({ phase: 'countdown', pot: '14.00' });
    expect(open.round?.players).toHaveLength(3);
    const countdowns = events.filter((e) => e.type === 'countdown' && e.round.id === open.round?.id);
    expect(countdowns).toHaveLength(1);
    const hashShown = open.round?.server_seed_hash as string;
    const drawn = await drawOpenRound('red');
    expect(drawn.payout).toBe('13.30');
    await expectFairDraw(drawn, hashShown);
  });

  it('holds each currency to its entry and maximum, and a short balance, changing nothing', async () => {
    const frank = await fundedPlayer(server, '10000');
    const stakes = await entryCount();
    const below = await join(frank, 'purple', '49.99');
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount[0]).toMatch(/^bet_below_min:/);
    const above = await join(frank, 'red', '100.01');
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.amount[0]).toMatch(/^bet_above_max:/);
    // The maximum is per player and round: additions count.
    expect((await join(frank, 'red', '60')).statusCode).toBe(200);
    expect((await join(frank, 'red', '41')).json().errors.amount[0]).toMatch(/^bet_above_max:/);
    const poor = await fundedPlayer(server, '5');
    const short = await join(poor, 'yellow', '10');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await cashOf(poor)).toBe('5.00');
    expect(await entryCount()).toBe(stakes + 1);

    // Tenge: the entries scaled ×5 (red 5 KZT), a room round of its own.
    const gulnara = await fundedPlayer(server, '1000', 'KZT');
    expect((await state('red', gulnara)).entry).toBe('5.00');
    expect((await join(gulnara, 'red', '4')).statusCode).toBe(422);
    const kzt = await join(gulnara, 'red', '5');
    expect(kzt.statusCode, kzt.body).toBe(200);
    expect(RoomJoinAnswer.parse(kzt.json()).data.round).toMatchObject({ currency: 'KZT', pot: '5.00' });
  });
});
