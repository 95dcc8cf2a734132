import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { type Bus, createLocalBus } from './bus';
import { type BusLog, openPostgresBus } from './postgres-bus';
import { openRedisBus } from './redis-bus';

/** The one place the bus is chosen: Redis when REDIS_URL is set, else PostgreSQL with DATABASE_URL, else in-process (PGlite: one process). */
export function openBus(options: {
  db: Db;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  log: BusLog;
}): Promise<Bus> {
  if (options.redisUrl) return openRedisBus(options.redisUrl, options.log);
  if (options.databaseUrl) {
    const { db } = options;
    return openPostgresBus({
      databaseUrl: options.databaseUrl,
      log: options.log,
      notifier: {
        async notify(channel, payloads) {
          if (payloads.length === 1) {
            await db.execute(sql`SELECT pg_notify(${channel}, ${payloads[0]})`);
            return;
          }
          // Parts of one message in one transaction: delivered together and in order, or not at all.
          await db.transaction(async (tx) => {
            for (const payload of payloads) await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
          });
        },
      },
    });
  }
  return Promise.resolve(createLocalBus());
}
