import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { createPostgresCounterStore, pruneCounters } from './postgres-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;

describe('the database counters', () => {
  it('count in fixed windows, give back never below 0, and clear', async () => {
    const counters = createPostgresCounterStore(server.db);
    const start = new Date('2026-01-01T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit('k', MINUTE, start)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await counters.peek('k', MINUTE, at(30_000))).toEqual({ count: 20, resetAt: at(MINUTE) });
    expect((await counters.hit('k', MINUTE, at(MINUTE))).count).toBe(1);
    await counters.giveBack('k');
    await counters.giveBack('k');
    expect((await counters.peek('k', MINUTE, at(MINUTE))).count).toBe(0);
    await counters.clear('k');
    expect(await server.db.$count(rateCounters, eq(rateCounters.key, 'k'))).toBe(0);
  });

  it('prune deletes the counters a day past their window and keeps the live ones', async () => {
    const now = new Date();
    await server.db.insert(rateCounters).values([
      { key: 'old', windowStart: new Date(now.getTime() - 2 * 86400_000), count: 1 },
      { key: 'live', windowStart: now, count: 1 },
    ]);
    await pruneCounters(server.db, now);
    expect(await server.db.$count(rateCounters, eq(rateCounters.key, 'old'))).toBe(0);
    expect(await server.db.$count(rateCounters, eq(rateCounters.key, 'live'))).toBe(1);
  });
});
