import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API } from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import {
  HISTORY_API,
  HistoryListAnswer,
  type HistoryListQuery,
  type HistoryRow,
  HistoryRowAnswer,
} from '../../contract/api/history';
import { LIVE_API, type LiveRound, LiveStateAnswer } from '../../contract/api/live';
import { ROOMS_API, RoomStateAnswer } from '../../contract/api/rooms';
import { SIGNATURE_HEADER, SLOTS_API, WalletAnswer } from '../../contract/api/slots';
import { verifyLiveRound } from '../../contract/fairness/live';
import { verifyRoomRound } from '../../contract/fairness/rooms';
import { toMinor } from '../../contract/money';
import { type CrashRounds, createCrashRounds } from '../crash/rounds';
import { createCrashService } from '../crash/service';
import { providerSessions } from '../db/schema';
import { createLiveRounds, type LiveRounds } from '../live/rounds';
import { createLiveService } from '../live/service';
import { createLocalBus } from '../realtime/bus';
import { createRoomsRounds, type RoomsRounds } from '../rooms/rounds';
import { createRoomsService } from '../rooms/service';
import { providerSecret, STUDIO_PROVIDER, signBody } from '../slots/providers';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, fundedPlayer, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { type HistoryQuery, historyStatements } from './repository';

/**
 * Every game's rounds in the player's history (issue 13): a crash bet, a private-room entry, a live-table bet and a
 * slot (provider) round each appear as a row with its stake, payout, time and what verifies it, in the same
 * keyset-paged list as the originals' rounds, behind the game filter, and never in another player's history.
 */
let now = 1_900_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const LIVE = { bettingMs: 20_000, resultMs: 8000 };
const ROOMS = { commissionBp: 500, countdownMs: 10_000 };

let server: TestServer;
let crash: ReturnType<typeof createCrashService>;
let crashRounds: CrashRounds;
let roomsRounds: RoomsRounds;
let liveRounds: LiveRounds;
let secret: string;

beforeAll(async () => {
  server = await startTestServer(
    { rooms: { ...ROOMS, rounds: false }, live: { ...LIVE, rounds: false } },
    { crashClock: clock, roomsClock: clock, liveClock: clock, bus },
  );
  const wallet = createWalletService(server.db);
  crash = createCrashService({ db: server.db, wallet, bus, clock });
  crashRounds = createCrashRounds({ db: server.db, wallet, crash }, { chainLength: 60, bettingMs: 5000, salt: 'salt' });
  const rooms = createRoomsService({ db: server.db, wallet, bus, settings: ROOMS, clock });
  roomsRounds = createRoomsRounds({ db: server.db, wallet, rooms });
  const live = createLiveService({ db: server.db, wallet, bus, settings: LIVE, clock });
  liveRounds = createLiveRounds({ db: server.db, wallet, live });
  secret = await providerSecret(server.db, STUDIO_PROVIDER);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const post = (player: Player, url: string, payload: object) =>
  server.api({ method: 'POST', url, headers: { ...player.auth, 'idempotency-key': randomUUID() }, payload });

async function page(player: Player, query: HistoryListQuery = {}) {
  const res = await server.api({
    method: 'GET',
    url: HISTORY_API.list.path,
    headers: player.auth,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return HistoryListAnswer.parse(res.json()).data;
}

async function allPages(player: Player, query: HistoryListQuery) {
  const rows: HistoryRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const next = await page(player, { ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...next.items);
    cursor = next.next_cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { rows, pages };
}

const keyOf = (row: HistoryRow) => `${row.kind}:${row.id}`;

/** A crash round opened, the player's bet in it (no cash-out), and the round busted: the bet is lost. */
async function crashBet(player: Player) {
  const open = async () => {
    const current = await crash.currentRound();
    if (current && current.phase !== 'busted') {
      now = Math.max(now, Number(current.bust_at));
      await crashRounds.advance(now);
      await crashRounds.advance(now);
    }
    now += 1000;
    await crashRounds.advance(now);
  };
  await open();
  const res = await post(player, CRASH_API.bet.path, { amount: '3' });
  expect(res.statusCode, res.body).toBe(200);
  const round = await crash.currentRound();
  now = Math.max(now, Number(round?.bust_at));
  await crashRounds.advance(now);
  await crashRounds.advance(now);
  return { roundId: Number(round?.id), game: Number(round?.game), hash: String(round?.hash) };
}

/** Two players in the yellow room and the draw. */
async function roomRound(player: Player) {
  now += 60_000;
  await roomsRounds.advance(now);
  const rival = await fundedPlayer(server, '100');
  const mine = await post(player, pathOf(ROOMS_API.join.path, { room: 'yellow' }), { amount: '10' });
  expect(mine.statusCode, mine.body).toBe(200);
  const theirs = await post(rival, pathOf(ROOMS_API.join.path, { room: 'yellow' }), { amount: '30' });
  expect(theirs.statusCode, theirs.body).toBe(200);
  const state = RoomStateAnswer.parse(
    (await server.api({ method: 'GET', url: pathOf(ROOMS_API.state.path, { room: 'yellow' }) })).json(),
  ).data;
  now = Number(state.round?.closes_at) + 1;
  await roomsRounds.advance(now);
  return { rival, roundId: Number(state.round?.id) };
}

/** A bet on red at the live roulette, and the draw. */
async function liveBet(player: Player) {
  now += LIVE.bettingMs + LIVE.resultMs + 1;
  await liveRounds.advance(now);
  now += 1;
  await liveRounds.advance(now);
  const state = LiveStateAnswer.parse(
    (await server.api({ method: 'GET', url: pathOf(LIVE_API.state.path, { table: 'roulette' }) })).json(),
  ).data;
  const round = state.round as LiveRound;
  const res = await post(player, pathOf(LIVE_API.bet.path, { table: 'roulette' }), {
    round_id: round.id,
    spot: 'red',
    amount: '2',
  });
  expect(res.statusCode, res.body).toBe(200);
  now = round.closes_at;
  await liveRounds.advance(now);
  return round;
}

/** A slot spin at the studio through the provider's signed wallet calls: a 10.00 bet and a 25.00 win. */
async function slotSpin(player: Player) {
  const session = randomUUID();
  await server.db.insert(providerSessions).values({
    token: session,
    provider: STUDIO_PROVIDER,
    userId: player.userId,
    gameId: 'mirror-fortune',
    currency: 'RUB',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const call = async (name: 'bet' | 'win', body: object) => {
    const raw = JSON.stringify(body);
    const res = await server.api({
      method: 'POST',
      url: pathOf(SLOTS_API[name].path, { provider: STUDIO_PROVIDER }),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
      payload: raw,
    });
    expect(WalletAnswer.parse(res.json())).toMatchObject({ status: 'OK' });
  };
  const round = `spin-${randomUUID()}`;
  const base = { session, round_id: round, game_id: 'mirror-fortune', currency: 'RUB' };
  await call('bet', { ...base, transaction_id: `b-${round}`, amount: '1000' });
  await call('win', { ...base, transaction_id: `w-${round}`, amount: '2500' });
  return round;
}

/** A player who played dice, crash, a room, the live roulette and a slot. */
async function playerOfEveryGame() {
  const player = await fundedPlayer(server, '500');
  const dice = await post(player, PLAY_API.dice.bet.path, { amount: '1', target: 5000, direction: 'over' });
  expect(dice.statusCode, dice.body).toBe(200);
  const crashed = await crashBet(player);
  const room = await roomRound(player);
  const live = await liveBet(player);
  const slot = await slotSpin(player);
  return { player, crashed, room, live, slot };
}

describe('every game in the history', () => {
  it('shows a crash bet, a room entry, a live bet and a slot spin, each with stake, payout and what verifies it', async () => {
    const { player, crashed, room, live, slot } = await playerOfEveryGame();
    const { items } = await page(player, { kind: 'rounds', limit: 50 });
    expect(items.map((row) => row.kind)).toEqual(['slot_round', 'live_bet', 'room_entry', 'crash_bet', 'round']);

    expect(items.find((row) => row.kind === 'crash_bet')).toMatchObject({
      currency: 'RUB',
      amount: '3.00',
      payout: '0.00',
      net: '-3.00',
      cashout: null,
      status: 'lost',
      round: { id: crashed.roundId, game: crashed.game, hash: crashed.hash },
    });

    const entry = items.find((row) => row.kind === 'room_entry');
    if (entry?.kind !== 'room_entry') throw new Error('no room entry');
    expect(entry).toMatchObject({ room: 'yellow', amount: '10.00', round: { id: room.roundId } });
    // The round's pot less 5%: 38.00 to the winning entry, nothing to the other.
    expect(entry.payout).toBe(entry.status === 'won' ? '38.00' : '0.00');
    expect(entry.round.entries).toHaveLength(2);
    expect(
      await verifyRoomRound({
        serverSeed: entry.round.server_seed as string,
        serverSeedHash: entry.round.server_seed_hash,
        entries: entry.round.entries.map((e) => ({ id: e.id, stake: toMinor(e.stake, 'RUB') })),
        winnerEntryId: entry.round.winner_entry_id as number,
      }),
    ).toBe(true);
    // The rival's history has the other side of the same round.
    const rivals = (await page(room.rival, { game: 'rooms' })).items;
    expect(rivals).toHaveLength(1);
    const rivalEntry = rivals[0];
    if (rivalEntry?.kind !== 'room_entry') throw new Error('no rival entry');
    expect([entry.status, rivalEntry.status].sort()).toEqual(['lost', 'won']);

    const bet = items.find((row) => row.kind === 'live_bet');
    if (bet?.kind !== 'live_bet') throw new Error('no live bet');
    expect(bet).toMatchObject({ table: 'roulette', spot: 'red', amount: '2.00', round: { id: live.id } });
    expect(bet.payout).toBe(bet.status === 'won' ? '4.00' : '0.00');
    expect(
      await verifyLiveRound({
        table: 'roulette',
        roundId: bet.round.id,
        serverSeed: bet.round.server_seed as string,
        serverSeedHash: live.server_seed_hash,
        outcome: bet.round.outcome as number,
      }),
    ).toBe(true);

    expect(items.find((row) => row.kind === 'slot_round')).toMatchObject({
      provider: STUDIO_PROVIDER,
      provider_name: 'Lucky Mirror Studio',
      provider_round_id: slot,
      slug: 'mirror-fortune',
      amount: '10.00',
      payout: '25.00',
      refunded: '0.00',
      net: '15.00',
      free_spins: false,
      status: 'ended',
    });
    // Everything (not only rounds) shows them too.
    expect((await page(player, { limit: 50 })).items.map(keyOf)).toEqual(expect.arrayContaining(items.map(keyOf)));
  });

  it('filters by each game, and shows none of it to another player', async () => {
    const { player } = await playerOfEveryGame();
    const kinds = async (game: HistoryListQuery['game']) => (await page(player, { game })).items.map((r) => r.kind);
    expect(await kinds('crash')).toEqual(['crash_bet']);
    expect(await kinds('rooms')).toEqual(['room_entry']);
    expect(await kinds('live')).toEqual(['live_bet']);
    expect(await kinds('slots')).toEqual(['slot_round']);
    expect(await kinds('dice')).toEqual(['round']);
    expect(await kinds('coinflip')).toEqual([]);

    const stranger = await fundedPlayer(server, '10');
    expect((await page(stranger, { limit: 100 })).items.map((r) => r.kind)).toEqual(['other']);
    expect((await page(stranger, { kind: 'rounds', limit: 100 })).items).toEqual([]);
    for (const game of ['crash', 'rooms', 'live', 'slots'] as const) {
      expect((await page(stranger, { game })).items).toEqual([]);
    }
  });

  it('pages across every source: each row once, in order, even when all share one instant', async () => {
    const { player } = await playerOfEveryGame();
    await playerOfEveryGame();
    for (let i = 0; i < 3; i += 1) {
      await crashBet(player);
      await liveBet(player);
      await slotSpin(player);
    }
    const whole = await page(player, { kind: 'rounds', limit: 100 });
    expect(whole.items).toHaveLength(14);
    for (const limit of [1, 2, 3, 5]) {
      const { rows, pages } = await allPages(player, { kind: 'rounds', limit });
      expect(rows.map(keyOf)).toEqual(whole.items.map(keyOf));
      expect(pages).toBe(Math.ceil(whole.items.length / limit));
    }

    // Every row of every game at the very same microsecond.
    const instant = sql`'2026-11-20T08:30:00.123456Z'::timestamptz`;
    for (const table of ['game_bets', 'crash_bets', 'room_entries', 'live_bets', 'provider_rounds']) {
      await server.db.execute(
        sql`UPDATE ${sql.identifier(table)} SET created_at = ${instant} WHERE user_id = ${player.userId}::int`,
      );
    }
    const same = await page(player, { kind: 'rounds', limit: 100 });
    expect(same.items.map((row) => row.created_at)).toEqual(Array(14).fill('2026-11-20T08:30:00.123Z'));
    for (const limit of [1, 4, 7]) {
      const { rows } = await allPages(player, { kind: 'rounds', limit });
      expect(rows.map(keyOf)).toEqual(same.items.map(keyOf));
      expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
    }
    const slots = await allPages(player, { game: 'slots', limit: 2 });
    expect(slots.rows.map((row) => row.kind)).toEqual(['slot_round', 'slot_round', 'slot_round', 'slot_round']);
  });
});

describe('one row of the history by its kind and id (a deep link beyond the pages loaded)', () => {
  const one = (player: Player, kind: string, id: number | string) =>
    server.api({ method: 'GET', url: pathOf(HISTORY_API.row.path, { kind, id }), headers: player.auth });

  it('answers each game’s round as the list shows it, to its player only', async () => {
    const { player, room } = await playerOfEveryGame();
    const { items } = await page(player, { kind: 'rounds', limit: 50 });
    expect(items.map((row) => row.kind).sort()).toEqual(['crash_bet', 'live_bet', 'room_entry', 'round', 'slot_round']);
    for (const row of items) {
      const res = await one(player, row.kind, row.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(HistoryRowAnswer.parse(res.json()).data).toEqual(row);
    }
    // The deposit-like rows too: the adjustment that funded the player.
    const [funding] = (await page(player, { kind: 'other' })).items;
    expect(HistoryRowAnswer.parse((await one(player, 'other', funding?.id ?? 0)).json()).data).toEqual(funding);

    // The rival sat in the same room's round: their own entry is theirs, the player's is not.
    const rivalEntry = (await page(room.rival, { game: 'rooms' })).items[0];
    expect((await one(room.rival, 'room_entry', rivalEntry?.id ?? 0)).statusCode).toBe(200);
    const stranger = await fundedPlayer(server, '10');
    for (const row of items) {
      const res = await one(stranger, row.kind, row.id);
      expect(res.statusCode, `${row.kind} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'history_row_not_found' });
    }
    const mine = items.find((row) => row.kind === 'room_entry');
    expect((await one(room.rival, 'room_entry', mine?.id ?? 0)).statusCode).toBe(404);
    expect((await one(player, 'crash_bet', 999_999_999)).statusCode).toBe(404);
  });

  it('answers 422 for an id or a kind that is not one, and 401 without a session', async () => {
    const player = await fundedPlayer(server, '10');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await one(player, 'crash_bet', id);
      expect(res.statusCode, `${id} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    const kind = await one(player, 'poker_hand', 1);
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toEqual(['kind']);
    const anonymous = await server.api({ method: 'GET', url: pathOf(HISTORY_API.row.path, { kind: 'round', id: 1 }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('every game’s source', () => {
  it('reads a deep page from its own (user, time, id) index, backwards, with no sort', async () => {
    const { player } = await playerOfEveryGame();
    const query: HistoryQuery = {
      userId: player.userId,
      kind: 'rounds',
      game: undefined,
      from: undefined,
      to: undefined,
      cursor: { at: '2030-01-01T00:00:00.000000Z', kind: 'round', id: 1 },
      limit: 21,
    };
    const indexes = {
      crash_bet: 'crash_bets_user_time_idx',
      room_entry: 'room_entries_user_time_idx',
      live_bet: 'live_bets_user_time_idx',
      slot_round: 'provider_rounds_user_time_idx',
    } as const;
    for (const { kind, statement } of historyStatements(query)) {
      if (!(kind in indexes)) continue;
      // With table scans priced out, only an index that holds the order avoids a sort.
      const plan = await server.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${statement}`));
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
      const index = indexes[kind as keyof typeof indexes];
      expect(plan, kind).toMatch(new RegExp(`Index Scan Backward using ${index}`));
      expect(plan, kind).not.toMatch(/Sort/);
    }
  });
});
