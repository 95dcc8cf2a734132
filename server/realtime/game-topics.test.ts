import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrashStateAnswer } from '../../contract/api/crash';
import { RoomsListAnswer } from '../../contract/api/rooms';
import { CRASH_TOPIC, CrashEvent } from '../../contract/realtime/crash';
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
});
