import type { Db } from '../db/types';
import type { CounterStore } from './counter-store';
import { createPostgresCounterStore } from './postgres-store';
import { openRedisCounterStore, type RedisLog } from './redis-store';

/** The one place the counters' home is chosen: Redis when REDIS_URL is set, else the database. */
export function openCounterStore(options: {
  db: Db;
  redisUrl: string | undefined;
  log: RedisLog;
}): Promise<CounterStore> {
  if (options.redisUrl) return openRedisCounterStore(options.redisUrl, options.log);
  return Promise.resolve(createPostgresCounterStore(options.db));
}
