import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateCounters } from '../db/schema';
import type { Db } from '../db/types';
import type { Count, CounterStore } from './counter-store';

/** Windows are at most this long, so older rows count for nothing and are deleted now and then. */
const KEEP_MS = 24 * 3600_000;
/** One hit in this many also deletes the rows past KEEP_MS (no scheduler needed). */
const PRUNE_EVERY = 1000;

/** The counters in `rate_counters`: one row per key, upserted in one statement (so a hit is atomic). */
export function createPostgresCounterStore(db: Db): CounterStore {
  return {
    kind: 'postgres',

    async hit(key, windowMs, now) {
      const windowStartIfNew = sql`CASE WHEN ${rateCounters.windowStart} <= ${new Date(now.getTime() - windowMs)} THEN`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`${windowStartIfNew} 1 ELSE ${rateCounters.count} + 1 END`,
            windowStart: sql`${windowStartIfNew} ${now} ELSE ${rateCounters.windowStart} END`,
          },
        })
        .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
      if (!row) throw new Error('rate counter upsert returned nothing');
      if (Math.random() < 1 / PRUNE_EVERY) await pruneCounters(db, now);
      return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
    },

    async peek(key, windowMs, now): Promise<Count> {
      const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1);
      if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return { count: 0, resetAt: now };
      return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
    },

    async giveBack(key) {
      await db
        .update(rateCounters)
        .set({ count: sql`${rateCounters.count} - 1` })
        .where(and(eq(rateCounters.key, key), gt(rateCounters.count, 0)));
    },

    async clear(key) {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },

    async close() {},
  };
}

/** Deletes the counters whose window started more than a day ago. */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - KEEP_MS)));
}
