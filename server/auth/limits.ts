import { lt } from 'drizzle-orm';
import { authTickets, oneTimeCodes } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { CounterStore } from '../rate-limits/counter-store';
import type { Runner } from './repository';

/**
 * The per-address and per-account limits of the auth flows, on the shared counters (server/rate-limits: the
 * database, or Redis with REDIS_URL), so every API process sees the same counts. The per-IP request limits of
 * @fastify/rate-limit sit in front of these, on the same counters.
 */
export interface Window {
  max: number;
  ms: number;
}

export const LIMITS = {
  /** Wrong passwords on one account before it is locked for the rest of the window. */
  loginFailuresPerAccount: { max: 10, ms: 15 * 60_000 },
  /** Wrong codes for one address (all codes together) before its code logins are locked. */
  codeFailuresPerTarget: { max: 15, ms: 60 * 60_000 },
  /** Codes sent to one address. */
  codeSendsPerTarget: { max: 5, ms: 60 * 60_000 },
} satisfies Record<string, Window>;

/** Codes sent on behalf of one IP, and code checks from it (right or wrong): CODE_SENDS_PER_IP_PER_HOUR. */
export const ipCodeLimits = (sendsPerHour: number) => ({
  sends: { max: sendsPerHour, ms: 60 * 60_000 },
  checks: { max: 2 * sendsPerHour, ms: 60 * 60_000 },
});

const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** 429 `rate_limited` unless the count (after this hit) is within the window's max. */
export async function limit(counters: CounterStore, key: string, window: Window, now: Date): Promise<void> {
  const { count, resetAt } = await counters.hit(key, window.ms, now);
  if (count > window.max) {
    throw new HttpError(429, 'rate_limited', `Too many attempts. Try again in ${minutesUntil(resetAt, now)} min.`);
  }
}

/**
 * Takes one attempt at a secret (a password, a code) BEFORE it is checked: the count is taken atomically, so
 * parallel attempts cannot all pass a read of the old count. Past the window's max: 423 `account_locked`, and the
 * secret is not checked. A right secret gives its attempt back (`counters.giveBack`), so only wrong ones count.
 */
export async function takeAttempt(counters: CounterStore, key: string, window: Window, now: Date): Promise<void> {
  const { count, resetAt } = await counters.hit(key, window.ms, now);
  if (count > window.max) throw accountLocked(minutesUntil(resetAt, now));
}

/** 423 `account_locked` while `key` has reached the window's max (for calls that check no secret themselves). */
export async function assertNotLocked(counters: CounterStore, key: string, window: Window, now: Date): Promise<void> {
  const { count, resetAt } = await counters.peek(key, window.ms, now);
  if (count >= window.max) throw accountLocked(minutesUntil(resetAt, now));
}

const accountLocked = (minutes: number) =>
  new HttpError(
    423,
    'account_locked',
    `Too many failed attempts: sign-in to this account is locked for ${minutes} min. Wait, or restore your password.`,
  );

/** Deletes codes and tickets more than a day past their time (the counters expire in their store). */
export async function prune(db: Runner, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, dayAgo));
  await db.delete(authTickets).where(lt(authTickets.expiresAt, dayAgo));
}
