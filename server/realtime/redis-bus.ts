import { Redis } from 'ioredis';
import type { Bus } from './bus';
import type { BusLog } from './postgres-bus';

const PREFIX = 'lucky:bus:';
const LOG_EVERY_MS = 30_000;

/**
 * The bus over Redis pub/sub (with REDIS_URL): one connection publishes, one of its own subscribes (a subscribed
 * Redis connection can do nothing else). ioredis reconnects both with backoff and jitter and subscribes again to
 * every channel by itself. A publish while Redis is away fails (no offline queue): the caller logs it.
 */
export async function openRedisBus(url: string, log: BusLog): Promise<Bus> {
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times: number) => Math.floor(Math.random() * Math.min(100 * 2 ** Math.min(times, 6), 5000)) + 50,
  };
  const publisher = new Redis(url, { ...options, commandTimeout: 1000 });
  // The subscriber queues its SUBSCRIBEs until connected, and ioredis resubscribes after a reconnect.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let lastLog = 0;
  const onError = (error: Error) => {
    if (Date.now() - lastLog < LOG_EVERY_MS) return;
    lastLog = Date.now();
    log.warn({ err: error }, 'Redis (bus) is unreachable; reconnecting');
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);

  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, payload: string) => {
    const set = handlers.get(channel.slice(PREFIX.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    for (const handler of set) {
      try {
        handler(message);
      } catch (error) {
        log.warn({ err: error }, 'A bus subscriber threw');
      }
    }
  });

  await Promise.race([
    Promise.all([publisher, subscriber].map((redis) => new Promise((resolve) => redis.once('ready', resolve)))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);

  return {
    async publish(topic, message) {
      await publisher.publish(PREFIX + topic, JSON.stringify(message));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        subscriber.subscribe(PREFIX + topic).catch((error: Error) => onError(error));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(topic) === set) {
          handlers.delete(topic);
          subscriber.unsubscribe(PREFIX + topic).catch(() => {});
        }
      };
    },
    async close() {
      handlers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
