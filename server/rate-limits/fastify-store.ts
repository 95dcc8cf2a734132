import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

/**
 * A store for @fastify/rate-limit on the shared counters, so its per-IP limits hold across processes. Each limited
 * route counts apart (`ip:<METHOD><url>:<ip>`), as the plugin's own in-memory store does. A failure of the
 * counters reaches the error handler as it is (LimitsUnavailable: 503).
 */
export function rateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    readonly prefix: string;

    /** The plugin constructs the root store with its options; children get their route's prefix. */
    constructor(_options?: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      counters.hit(this.prefix + key, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes its merged options with `routeInfo` (the route's method and url); the types say otherwise.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new SharedStore(undefined, `ip:${String(route.method ?? '')}${String(route.url ?? '')}:`);
    }
  }
  return SharedStore;
}
