import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrashStateAnswer } from '../../contract/api/crash';
import { LiveListAnswer } from '../../contract/api/live';
import { RoomsListAnswer } from '../../contract/api/rooms';
import { CRASH_TOPIC, CrashEvent } from '../../contract/realtime/crash';
import { LIVE_TOPIC, LiveEvent } from '../../contract/realtime/live';
import { ROOMS_TOPIC } from '../../contract/realtime/rooms';
import { startTestServer, type TestServer } from '../test/harness';
import { createLocalBus } from './bus';
import { openTestSocket } from './socket.testing';

const bus = createLocalBus();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { bus });
});
afterAll(async () => {
  await server?.close();
});

describe('the shared rounds on the socket', () => {
  it('a crash subscriber gets the state, then every crash event any process publishes', async () => {
    const socket = await openTestSocket(server.app);
    await socket.next('hello');
    socket.send({ type: 'subscribe', topic: CRASH_TOPIC });
    const snapshot = await socket.next('snapshot', (message) => message.topic === CRASH_TOPIC);
    expect(CrashStateAnswer.shape.data.parse(snapshot.data).bets).toEqual([]);
    const tick: CrashEvent = { type: 'tick', r: 7, m: 123, t: Date.now() };
    await bus.publish(CRASH_TOPIC, tick);
    const event = await socket.next('event', (message) => message.topic === CRASH_TOPIC);
    expect(CrashEvent.parse(event.data)).toEqual(tick);
    socket.close();
  });

  it('a rooms subscriber gets the three rooms in its currency', async () => {
    const socket = await openTestSocket(server.app);
    await socket.next('hello');
    socket.send({ type: 'subscribe', topic: ROOMS_TOPIC });
    const snapshot = await socket.next('snapshot', (message) => message.topic === ROOMS_TOPIC);
    const rooms = RoomsListAnswer.shape.data.parse(snapshot.data);
    expect(rooms.map((room) => [room.room, room.currency])).toEqual([
      ['red', 'RUB'],
      ['yellow', 'RUB'],
      ['purple', 'RUB'],
    ]);
    socket.close();
  });

  it('a live subscriber gets both tables, then the bets’ totals any process publishes', async () => {
    const socket = await openTestSocket(server.app);
    await socket.next('hello');
    socket.send({ type: 'subscribe', topic: LIVE_TOPIC });
    const snapshot = await socket.next('snapshot', (message) => message.topic === LIVE_TOPIC);
    expect(LiveListAnswer.shape.data.parse(snapshot.data).tables.map((table) => table.table)).toEqual([
      'roulette',
      'money-wheel',
    ]);
    const bet: LiveEvent = {
      type: 'bet',
      table: 'roulette',
      round_id: 3,
      totals: [{ currency: 'RUB', amount: '12.00', bets: 2, players: 2 }],
    };
    await bus.publish(LIVE_TOPIC, bet);
    const event = await socket.next('event', (message) => message.topic === LIVE_TOPIC);
    expect(LiveEvent.parse(event.data)).toEqual(bet);
    socket.close();
  });
});
