import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_API, PLAY_API } from '../../contract/api/games';
import { PROFILE_API } from '../../contract/api/profile';
import { REALTIME_SOCKET_PATH } from '../../contract/api/realtime';
import { toMinor } from '../../contract/money';
import { FeedEntry, FeedSnapshot, MyFeedSnapshot } from '../../contract/realtime/feed';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../contract/realtime/messages';
import { startSiblingApp, startTestServer, type TestServer } from '../test/harness';
import { freePort, startRedis, type TestRedis } from '../test/redis';
import { type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { openTestSocket, portOf } from './socket.testing';

let server: TestServer;
/** A second API process on the same database (PostgreSQL: its own pool and its own LISTEN connection). */
let other: Awaited<ReturnType<typeof startSiblingApp>> | null = null;

beforeAll(async () => {
  server = await startTestServer({ realtimeHeartbeatMs: 200 });
  if (server.config.databaseUrl) other = await startSiblingApp(server);
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

async function player(name: string): Promise<Player> {
  const created = await registerPlayer(server, 'RUB');
  await server.db.execute(sql`UPDATE users SET name = ${name} WHERE id = ${created.userId}`);
  await createWalletService(server.db).credit({
    userId: created.userId,
    currency: 'RUB',
    amountMinor: toMinor('1000', 'RUB'),
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return created;
}

/** An original's round in the feed. */
const feedId = (betId: number) => `originals:${betId}`;

const diceBet = async (who: Player) => {
  const res = await server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...who.auth, 'idempotency-key': randomUUID() },
    payload: { amount: '10', target: 5000, direction: 'under' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return feedId((res.json() as { data: { bet: { id: number } } }).data.bet.id);
};

/** Round `id` in the feed's snapshot from `app`, subscribing again (for up to a second) until `ready` holds. */
async function snapshotRow(
  app: TestServer['app'],
  id: string,
  ready: (row: FeedEntry | undefined) => boolean,
): Promise<FeedEntry | undefined> {
  const socket = await openTestSocket(app);
  let row: FeedEntry | undefined;
  for (let tries = 0; tries < 20; tries++) {
    socket.send({ type: 'subscribe', topic: 'feed' });
    row = FeedSnapshot.parse((await socket.next('snapshot')).data).all.find((entry) => entry.id === id);
    if (ready(row)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  socket.close();
  return row;
}

describe('the live bets feed over the socket', () => {
  it('a bet settled through one API process reaches a guest socket of the other within a second, named', async () => {
    const alice = await player('Alice');
    const watcher = await openTestSocket((other ?? server).app);
    await watcher.next('hello');
    watcher.send({ type: 'subscribe', topic: 'feed' });
    FeedSnapshot.parse((await watcher.next('snapshot', (m) => m.topic === 'feed')).data);

    const started = Date.now();
    const id = await diceBet(alice);
    const event = await watcher.next('event', (m) => (m.data as { id: string }).id === id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    const entry = FeedEntry.parse(event.data);
    expect(entry).toMatchObject({ id, game: 'dice', currency: 'RUB', amount: '10.00', big: false });
    expect(entry.player).toEqual({ hidden: false, name: 'Alice', avatar: { image: null } });

    // A socket that subscribes now (a fresh process's cache or not) gets the bet in its snapshot, from the database.
    const late = await openTestSocket(server.app);
    late.send({ type: 'subscribe', topic: 'feed' });
    const snapshot = FeedSnapshot.parse((await late.next('snapshot')).data);
    expect(snapshot.all.map((row) => row.id)).toContain(id);
    watcher.close();
    late.close();
  });

  it('hides the name of a player who hides their statistics, and the picture of one who hides their avatar; their own feed shows them', async () => {
    const bob = await player('Bob');
    for (const setting of [{ is_statistics_hidden: true }, { is_avatar_hidden: true }]) {
      const res = await server.api({
        method: 'PUT',
        url: PROFILE_API.settings.path,
        headers: bob.auth,
        payload: setting,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const watcher = await openTestSocket((other ?? server).app);
    watcher.send({ type: 'subscribe', topic: 'feed' });
    await watcher.next('snapshot');
    const own = await openTestSocket(server.app);
    own.send({ type: 'auth', token: bob.token });
    own.send({ type: 'subscribe', topic: 'feed:mine' });
    expect((await own.next('session')).session).toBe('player');
    MyFeedSnapshot.parse((await own.next('snapshot', (m) => m.topic === 'feed:mine')).data);

    const id = await diceBet(bob);
    const seen = FeedEntry.parse((await watcher.next('event', (m) => (m.data as { id: string }).id === id)).data);
    expect(seen.player).toEqual({ hidden: true, name: null, avatar: null });
    expect(JSON.stringify(watcher.received)).not.toContain('Bob');
    const mine = await own.next('event', (m) => m.topic === 'feed:mine');
    expect(FeedEntry.parse(mine.data)).toMatchObject({ id, player: { hidden: false, name: 'Bob' } });

    const late = await openTestSocket(server.app);
    late.send({ type: 'subscribe', topic: 'feed' });
    const snapshot = FeedSnapshot.parse((await late.next('snapshot')).data);
    expect(snapshot.all.find((row) => row.id === id)?.player).toEqual({ hidden: true, name: null, avatar: null });
    for (const socket of [watcher, own, late]) socket.close();
  });

  it('a player who hides their statistics after betting is hidden in the next snapshot of every process at once', async () => {
    const gina = await player('Gina');
    const id = await diceBet(gina);
    // Both processes have read (and cached) the feed with Gina's name (the bus brings the bet a moment later).
    for (const app of [server.app, (other ?? server).app]) {
      expect((await snapshotRow(app, id, (row) => row?.player.name === 'Gina'))?.player.name).toBe('Gina');
    }
    const res = await server.api({
      method: 'PUT',
      url: PROFILE_API.settings.path,
      headers: gina.auth,
      payload: { is_statistics_hidden: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [server.app, (other ?? server).app]) {
      const row = await snapshotRow(app, id, (entry) => entry?.player.hidden === true);
      expect(row?.player).toEqual({ hidden: true, name: null, avatar: { image: null } });
    }
  });

  it("another player's own bets never reach a player's feed:mine", async () => {
    const carol = await player('Carol');
    const dave = await player('Dave');
    const socket = await openTestSocket(server.app);
    socket.send({ type: 'auth', token: carol.token });
    socket.send({ type: 'subscribe', topic: 'feed:mine' });
    socket.send({ type: 'subscribe', topic: 'feed' });
    await socket.next('snapshot', (m) => m.topic === 'feed');
    const daves = await diceBet(dave);
    await socket.next('event', (m) => m.topic === 'feed' && (m.data as { id: string }).id === daves);
    const carols = await diceBet(carol);
    const mine = await socket.next('event', (m) => m.topic === 'feed:mine');
    expect((mine.data as { id: string }).id).toBe(carols);
    socket.close();
  });
});

describe('every original reaches the feed when its round ends', () => {
  const post = (who: Player, url: string, payload: object, key: string | null = randomUUID()) =>
    server.api({
      method: 'POST',
      url,
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const betOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { bet: { id: number; status: string } } }).data.bet;
  };

  it('a coinflip, a case opening and a miner round that ended; not a miner round still open', async () => {
    const frank = await player('Frank');
    const socket = await openTestSocket(server.app);
    socket.send({ type: 'subscribe', topic: 'feed' });
    await socket.next('snapshot');
    const ids = (game: string) =>
      socket.received
        .filter((m) => m.type === 'event' && (m.data as { game: string }).game === game)
        .map((m) => (m as { data: { id: string } }).data.id);

    const flip = betOf(await post(frank, PLAY_API.coinflip.bet.path, { amount: '5', side: 'heads' }));
    const opened = betOf(await post(frank, GAMES_API.casesOpen.path, { case_id: 'starter' }));
    const miner = betOf(await post(frank, PLAY_API.miner.start.path, { amount: '5', mines: 3 }));
    expect(miner.status).toBe('active');
    await socket.next('event', (m) => (m.data as { id: string }).id === feedId(flip.id));
    await socket.next('event', (m) => (m.data as { id: string }).id === feedId(opened.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids('miner')).toEqual([]);

    const cashed = await post(frank, PLAY_API.miner.cashout.path, { version: 0 }, null);
    // A cash-out before any step is refused: step once on a tile, whatever it holds, which ends or continues it.
    expect(cashed.statusCode).toBe(409);
    const stepped = betOf(await post(frank, PLAY_API.miner.step.path, { tile: 0, version: 0 }, null));
    if (stepped.status === 'active') betOf(await post(frank, PLAY_API.miner.cashout.path, { version: 1 }, null));
    await socket.next('event', (m) => (m.data as { id: string }).id === feedId(miner.id));
    expect(ids('miner')).toEqual([feedId(miner.id)]);
    socket.close();
  });
});

describe('the socket protocol', () => {
  it('answers a ping with the server time, and refuses bad messages without closing', async () => {
    const socket = await openTestSocket(server.app);
    const before = Date.now();
    socket.send({ type: 'ping', id: 7, client_time: 123 });
    const pong = await socket.next('pong');
    expect(pong).toMatchObject({ id: 7, client_time: 123 });
    expect(pong.server_time).toBeGreaterThanOrEqual(before);
    expect(pong.server_time).toBeLessThanOrEqual(Date.now());

    socket.send('not json');
    expect((await socket.next('error')).code).toBe('message_invalid');
    socket.send('{"type":"subscribe","topic":"fe\\u0000ed"}');
    expect((await socket.next('error')).code).toBe('message_invalid');
    socket.send('{"type":"subscribe","topic":"\\ud800feed"}');
    expect((await socket.next('error')).code).toBe('message_invalid');
    socket.send({ type: 'subscribe', topic: 'nothing' });
    expect(await socket.next('error')).toMatchObject({ code: 'topic_unknown', topic: 'nothing' });
    socket.send({ type: 'subscribe', topic: 'feed:mine' });
    expect(await socket.next('error')).toMatchObject({ code: 'auth_required', topic: 'feed:mine' });
    socket.send({ type: 'ping', id: 8, client_time: 1 });
    expect((await socket.next('pong')).id).toBe(8);
    socket.close();
  });

  it('a token refresh signs the socket in again without reconnecting; a bad token leaves it a guest without its player topics', async () => {
    const erin = await player('Erin');
    const socket = await openTestSocket(server.app);
    socket.send({ type: 'auth', token: erin.token });
    socket.send({ type: 'subscribe', topic: 'feed:mine' });
    await socket.next('snapshot');
    socket.send({ type: 'auth', token: erin.token });
    expect((await socket.next('session')).session).toBe('player');
    expect((await socket.next('session')).session).toBe('player');
    expect(socket.received.some((m) => m.type === 'unsubscribed')).toBe(false);

    socket.send({ type: 'auth', token: 'not-a-token' });
    expect((await socket.next('error')).code).toBe('token_invalid');
    expect((await socket.next('session')).session).toBe('guest');
    expect(await socket.next('unsubscribed')).toMatchObject({ topic: 'feed:mine' });
    await diceBet(erin);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.received.filter((m) => m.type === 'event')).toEqual([]);
    socket.close();
  });

  it(`closes a socket that sends more than ${MAX_CLIENT_MESSAGE_BYTES} bytes at once (1009)`, async () => {
    const socket = await openTestSocket(server.app);
    socket.send({ type: 'auth', token: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) });
    expect(await socket.closed).toBe(1009);
  });

  it('a plain GET of the socket address is a 426 in the error shape', async () => {
    const res = await server.api({ method: 'GET', url: REALTIME_SOCKET_PATH });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 'upgrade_required' });
  });

  it('drops a socket that stops answering the heartbeat', async () => {
    const port = await portOf(server.app);
    const raw = connect(port, '127.0.0.1');
    raw.on('error', () => {});
    // A client that opens the socket and then never answers a ping (nothing reads its frames).
    raw.write(
      `GET ${REALTIME_SOCKET_PATH} HTTP/1.1\r\nHost: api.localhost:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    let answer = '';
    raw.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const started = Date.now();
    await new Promise((resolve) => raw.on('close', resolve));
    expect(answer).toContain('101 Switching Protocols');
    // Heartbeat every 200 ms here: a ping, then dropped at the next beat without a pong.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('REDIS_URL: the feed crosses API processes through Redis pub/sub', () => {
  let redis: TestRedis;
  let first: TestServer;
  let second: Awaited<ReturnType<typeof startSiblingApp>>;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
    first = await startTestServer({ redisUrl: redis.url });
    second = await startSiblingApp(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  it('a bet through the first process reaches a socket of the second', async () => {
    const who = await registerPlayer(first, 'RUB');
    await createWalletService(first.db).credit({
      userId: who.userId,
      currency: 'RUB',
      amountMinor: toMinor('100', 'RUB'),
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    const socket = await openTestSocket(second.app);
    socket.send({ type: 'subscribe', topic: 'feed' });
    await socket.next('snapshot');
    const res = await first.api({
      method: 'POST',
      url: PLAY_API.dice.bet.path,
      headers: { ...who.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '10', target: 5000, direction: 'under' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = feedId((res.json() as { data: { bet: { id: number } } }).data.bet.id);
    const event = await socket.next('event', (m) => (m.data as { id: string }).id === id, 1000);
    expect(FeedEntry.parse(event.data).id).toBe(id);
    socket.close();
  });
});
