import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb } from '../db/open';
import { freePort, startRedis, type TestRedis } from '../test/redis';
import { type Bus, createLocalBus } from './bus';
import { openBus } from './open';

const silent = { warn() {}, info() {} };

/** Two processes' buses on one engine, and a way to cut every connection it has (as a restart or failover would). */
interface Engine {
  name: string;
  open(): Promise<{ first: Bus; second: Bus; cut(): Promise<void>; close(): Promise<void> }>;
}

const local: Engine = {
  name: 'in-process',
  async open() {
    const bus = createLocalBus();
    return { first: bus, second: bus, cut: async () => {}, close: () => bus.close() };
  },
};

const redisEngine: Engine = {
  name: 'Redis pub/sub',
  async open() {
    const redis: TestRedis = await startRedis(await freePort());
    const db = (await openDb({})).db;
    const first = await openBus({ db, databaseUrl: undefined, redisUrl: redis.url, log: silent });
    const second = await openBus({ db, databaseUrl: undefined, redisUrl: redis.url, log: silent });
    const { Redis } = await import('ioredis');
    return {
      first,
      second,
      async cut() {
        const admin = new Redis(redis.url);
        await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
        await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
        admin.disconnect();
      },
      async close() {
        await first.close();
        await second.close();
        await redis.stop();
      },
    };
  },
};

const postgresEngine = (adminUrl: string): Engine => ({
  name: 'PostgreSQL LISTEN/NOTIFY',
  async open() {
    const one = await openDb({ databaseUrl: adminUrl, poolSize: 2 });
    const two = await openDb({ databaseUrl: adminUrl, poolSize: 2 });
    const first = await openBus({ db: one.db, databaseUrl: adminUrl, redisUrl: undefined, log: silent });
    const second = await openBus({ db: two.db, databaseUrl: adminUrl, redisUrl: undefined, log: silent });
    return {
      first,
      second,
      async cut() {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE query = 'LISTEN lucky_bus'`,
        );
        await admin.end();
        expect(rows.length).toBeGreaterThanOrEqual(2);
      },
      async close() {
        await first.close();
        await second.close();
        await one.close();
        await two.close();
      },
    };
  },
});

const adminUrl = inject('pgAdminUrl');
// The server-pg project runs the PostgreSQL engine; the server project the two that need no PostgreSQL.
const engines: Engine[] = adminUrl ? [postgresEngine(adminUrl)] : [local, redisEngine];

/** Collects what a subscriber receives. */
function inbox(bus: Bus, topic: string) {
  const messages: unknown[] = [];
  const stop = bus.subscribe(topic, (message) => messages.push(message));
  return { messages, stop };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(engines)('the bus on $name', (engine) => {
  let buses: Awaited<ReturnType<Engine['open']>>;
  beforeAll(async () => {
    buses = await engine.open();
  });
  afterAll(async () => {
    await buses?.close();
  });

  it("each process receives the other's messages and its own, once, in order, on its topic only", async () => {
    const mine = inbox(buses.first, 'feed');
    const theirs = inbox(buses.second, 'feed');
    const other = inbox(buses.second, 'crash');
    for (let i = 0; i < 5; i++) await buses.first.publish('feed', { i, text: 'Привет' });
    await buses.second.publish('feed', { i: 5 });
    const expected = [0, 1, 2, 3, 4].map((i) => ({ i, text: 'Привет' })).concat([{ i: 5 }] as never);
    await until(() => mine.messages.length >= 6 && theirs.messages.length >= 6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.messages).toEqual(expected);
    expect(theirs.messages).toEqual(expected);
    expect(other.messages).toEqual([]);
    for (const box of [mine, theirs, other]) box.stop();
  });

  it('an unsubscribed handler receives nothing more', async () => {
    const gone = inbox(buses.second, 'u');
    const kept = inbox(buses.second, 'u');
    gone.stop();
    await buses.first.publish('u', 1);
    await until(() => kept.messages.length === 1);
    expect(gone.messages).toEqual([]);
    kept.stop();
  });

  it('a message far beyond NOTIFY’s 8000 bytes arrives whole', async () => {
    const box = inbox(buses.second, 'big');
    const big = { rows: Array.from({ length: 600 }, (_, i) => ({ i, name: `Игрок ${i} 🎲`, amount: '123.45' })) };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(20_000);
    await buses.first.publish('big', big);
    await until(() => box.messages.length === 1);
    expect(box.messages[0]).toEqual(big);
    box.stop();
  });

  it('survives losing its connections: messages flow again after the reconnect', async () => {
    const box = inbox(buses.second, 'after');
    await buses.cut();
    let sent = 0;
    await until(() => {
      if (box.messages.length > 0) return true;
      buses.first.publish('after', { n: sent++ }).catch(() => {});
      return false;
    }, 15_000);
    const before = box.messages.length;
    await buses.first.publish('after', { n: 'last' });
    await until(() => box.messages.length > before);
    expect(box.messages.at(-1)).toEqual({ n: 'last' });
    box.stop();
  });
});
