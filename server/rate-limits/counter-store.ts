import { HttpError } from '../lib/http-error';

export interface Count {
  /** Events counted in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Fixed-window counters that every API process shares: PostgreSQL's `rate_counters` by default, Redis when
 * REDIS_URL is set (chosen in open.ts). Both count atomically, so parallel requests never read a stale count.
 */
export interface CounterStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one event under `key` and answers the count in its window of `windowMs` (a new window starts at 1). */
  hit(key: string, windowMs: number, now: Date): Promise<Count>;
  /** The count in the current window without counting (0 when there is none). */
  peek(key: string, windowMs: number, now: Date): Promise<Count>;
  /** Takes one counted event back (never below 0). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Seconds a client is told to wait while the counters cannot be reached. */
export const LIMITS_RETRY_AFTER_S = 5;

/**
 * The counters cannot be reached (Redis down): the limited calls are refused, not let through, since letting them
 * through would lift the limits that protect accounts from guessing.
 */
export class LimitsUnavailable extends HttpError {
  constructor() {
    super(503, 'limits_unavailable', 'Sign-in is paused for a moment on our side. Try again in a few seconds.', {
      'retry-after': String(LIMITS_RETRY_AFTER_S),
    });
  }
}
