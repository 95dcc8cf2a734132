import { Redis } from 'ioredis';
import { type Count, type CounterStore, LimitsUnavailable } from './counter-store';

const PREFIX = 'lucky:rate:';

/** INCR, and the window's expiry when the key is new (a missing expiry, -1, is set too). */
const HIT = `local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const PEEK = `local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** How long a command may wait for Redis; beyond it the limited call answers 503 rather than hang. */
const COMMAND_TIMEOUT_MS = 1000;
/** How long opening waits for the first connection before serving anyway (the limited calls answer 503 until then). */
const FIRST_CONNECT_WAIT_MS = 2000;
/** At most one log line about Redis per this long. */
const LOG_EVERY_MS = 30_000;

export interface RedisLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * The counters in Redis: one key per counter, expiring with its window (Redis's clock decides the windows, so `now`
 * is not used). Commands fail at once while Redis is unreachable (no offline queue) and become LimitsUnavailable;
 * ioredis reconnects by itself with backoff and jitter, and its errors are logged, never thrown at the process.
 */
export async function openRedisCounterStore(url: string, log: RedisLog): Promise<CounterStore> {
  let lastLog = 0;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000) + Math.floor(Math.random() * 250),
  });
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLog < LOG_EVERY_MS) return;
    lastLog = Date.now();
    log.warn({ err: error }, 'Redis (rate limits) is unreachable: limited calls answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (lastLog) log.info('Redis (rate limits) is reachable again');
    lastLog = 0;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  async function run(script: string, key: string, ...args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.eval(script, 1, PREFIX + key, ...args);
    } catch {
      throw new LimitsUnavailable();
    }
  }
  const countOf = (reply: unknown, now: number): Count => {
    const [count, ttl] = reply as [number, number];
    return { count, resetAt: new Date(now + Math.max(ttl, 0)) };
  };

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      return countOf(await run(HIT, key, windowMs), Date.now());
    },
    async peek(key) {
      return countOf(await run(PEEK, key), Date.now());
    },
    async giveBack(key) {
      await run(GIVE_BACK, key);
    },
    async clear(key) {
      try {
        await redis.del(PREFIX + key);
      } catch {
        throw new LimitsUnavailable();
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
