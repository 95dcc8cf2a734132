import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, RoomStateAnswer } from '../../contract/api/rooms';
import { toMinor } from '../../contract/money';
import { ROOMS_TOPIC, RoomEvent } from '../../contract/realtime/rooms';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The app's own rooms leader on real timers (the loop shared with crash): in-process on PGlite, by advisory lock on
// PostgreSQL.
describe('the rooms leader of one process', () => {
  let server: TestServer;
  const events: RoomEvent[] = [];
  const bus = createLocalBus();
  bus.subscribe(ROOMS_TOPIC, (message) => events.push(RoomEvent.parse(message)));

  beforeAll(async () => {
    server = await startTestServer(
      { rooms: { commissionBp: 1000, countdownMs: 1000, rounds: true } },
      { bus, runRoomsRounds: true },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens every room before anyone joins, runs the countdown and draws', async () => {
    const url = pathOf(ROOMS_API.state.path, { room: 'red' });
    let state = null;
    for (let i = 0; i < 50 && !state?.round; i++) {
      state = RoomStateAnswer.parse((await server.api({ method: 'GET', url })).json()).data;
      if (!state.round) await sleep(100);
    }
    expect(state?.round).toMatchObject({ phase: 'waiting' });
    const wallet = createWalletService(server.db);
    for (let i = 0; i < 2; i++) {
      const player = await registerPlayer(server);
      await wallet.credit({
        userId: player.userId,
        currency: 'RUB',
        amountMinor: toMinor('10', 'RUB'),
        kind: 'adjustment',
        idempotencyKey: `fund:${randomUUID()}`,
        counterparty: 'adjustments',
      });
      const res = await server.api({
        method: 'POST',
        url: pathOf(ROOMS_API.join.path, { room: 'red' }),
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '5' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const roundId = state?.round?.id;
    for (let i = 0; i < 40 && !events.some((e) => e.type === 'drawn' && e.round.id === roundId); i++) await sleep(100);
    const drawn = events.find((e) => e.type === 'drawn' && e.round.id === roundId);
    expect(drawn?.round).toMatchObject({ phase: 'drawn', pot: '10.00', commission: '1.00', payout: '9.00' });
    expect(events.some((e) => e.type === 'opened' && e.round.room === 'red' && e.round.id !== roundId)).toBe(true);
    await expectBooksBalanced(server);
  });
});
