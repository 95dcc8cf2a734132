import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, RoomJoinAnswer, RoomStateAnswer } from '../../contract/api/rooms';
import { createLocalBus } from '../realtime/bus';
import { createRoomsRounds, type RoomsRounds } from '../rooms/rounds';
import { createRoomsService } from '../rooms/service';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createRubOffer, playerWithOffer } from './offers.testing';
import { type BonusService, createBonusService } from './service';

/**
 * Issue 15: a private room's stake takes real money first, then bonus money; the pot is paid to the winner by the
 * winner's stakes and the state of the bonus that funded them (contract/bonus/wagering.ts rule 8).
 */

let now = 1_800_000_000_000;
const clock = () => now;
const bus = createLocalBus();
const settings = { commissionBp: 500, countdownMs: 10_000 };
let server: TestServer;
let bonus: BonusService;
let rounds: RoomsRounds;
/** A bonus of 100 to wager 10 times, max bet 50. */
let offerId: number;

beforeAll(async () => {
  server = await startTestServer(
    { operatorToken: OPERATOR_TOKEN, rooms: { ...settings, rounds: false } },
    { roomsClock: clock, bus },
  );
  const wallet = createWalletService(server.db);
  bonus = createBonusService({ db: server.db, wallet });
  const rooms = createRoomsService({ db: server.db, wallet, bus, settings, clock });
  rounds = createRoomsRounds({ db: server.db, wallet, rooms, bonus });
  offerId = await createRubOffer(server, 'Rooms', 10, '50');
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const playerWithBonus = (cash: string) => playerWithOffer(server, cash, offerId);

const money = async (player: Player) => {
  const { balance, bonus_balance } = await balanceOf(server, player);
  return { balance, bonus: bonus_balance };
};

async function join(player: Player, amount: string) {
  const res = await server.api({
    method: 'POST',
    url: pathOf(ROOMS_API.join.path, { room: 'red' }),
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return RoomJoinAnswer.parse(res.json()).data;
}

/** Runs the red room's countdown out and draws it: the winner of the round. */
async function draw(players: Player[]): Promise<{ winner: Player; loser: Player }> {
  const res = await server.api({ method: 'GET', url: pathOf(ROOMS_API.state.path, { room: 'red' }) });
  const round = RoomStateAnswer.parse(res.json()).data.round;
  expect(round?.phase).toBe('countdown');
  now = Number(round?.closes_at) + 1;
  await rounds.advance(now);
  const [won] = rowsOf<{ user_id: number }>(
    await server.db.execute(
      sql`SELECT e.user_id FROM room_rounds r JOIN room_entries e ON e.id = r.winner_entry_id WHERE r.id = ${round?.id}`,
    ),
  );
  const winner = players.find((p) => p.userId === Number(won?.user_id));
  const loser = players.find((p) => p !== winner);
  if (!winner || !loser) throw new Error('no winner');
  return { winner, loser };
}

describe('a private room with bonus money', () => {
  it('stakes of real and bonus money: the winner is paid the pot in the proportion of their stakes', async () => {
    const alice = await playerWithBonus('10.00');
    const bob = await playerWithBonus('10.00');
    expect(await join(alice, '40')).toMatchObject({ balance: '0.00', bonus_balance: '70.00' });
    await join(bob, '40');
    const { winner, loser } = await draw([alice, bob]);
    // The pot 80 less 5 %: 76, on 10 real + 30 bonus: 19 real, 57 bonus.
    expect(await money(winner)).toEqual({ balance: '19.00', bonus: '127.00' });
    expect(await money(loser)).toEqual({ balance: '0.00', bonus: '70.00' });
  });

  it('a bonus forfeited before the draw: the winner’s bonus share is not paid', async () => {
    const alice = await playerWithBonus('0.00');
    const bob = await playerWithBonus('0.00');
    await join(alice, '40');
    await join(bob, '40');
    for (const p of [alice, bob]) {
      await server.db.transaction((tx) => bonus.forfeitAll(tx, p.userId, 'payout:test'));
    }
    const { winner } = await draw([alice, bob]);
    expect(await money(winner)).toEqual({ balance: '0.00', bonus: '0.00' });
    expect((await bonusesOf(server, winner)).events[0]).toMatchObject({ kind: 'forfeit_share', amount: '76.00' });
  });
});
