import { eq, lt, sql } from 'drizzle-orm';
import { authTickets, oneTimeCodes, rateCounters } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import type { Runner } from './repository';

/**
 * Fixed-window counters kept in the database (rate_counters), so every API process sees the same counts.
 * The per-IP request limits of @fastify/rate-limit sit in front of these.
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
  /** Codes sent on behalf of one IP. */
  codeSendsPerIp: { max: 30, ms: 60 * 60_000 },
  /** Code checks from one IP (right or wrong). */
  codeChecksPerIp: { max: 60, ms: 60 * 60_000 },
} satisfies Record<string, Window>;

/** Counts one event under `key` and answers the count in the current window and when that window ends. */
export async function hit(
  db: Runner,
  key: string,
  window: Window,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const windowStartIfNew = sql`CASE WHEN ${rateCounters.windowStart} <= ${new Date(now.getTime() - window.ms)} THEN`;
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
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + window.ms) };
}

/** The count under `key` in the current window (0 when the window is over), without counting. */
export async function peek(
  db: Runner,
  key: string,
  window: Window,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - window.ms) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + window.ms) };
}

export async function clear(db: Db | Runner, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** 429 `rate_limited` unless the count (after this hit) is within the window's max. */
export async function limit(db: Runner, key: string, window: Window, now: Date): Promise<void> {
  const { count, resetAt } = await hit(db, key, window, now);
  if (count > window.max) {
    throw new HttpError(429, 'rate_limited', `Too many attempts. Try again in ${minutesUntil(resetAt, now)} min.`);
  }
}

/** 423 `account_locked` while `key` has reached the window's max. */
export async function assertNotLocked(db: Runner, key: string, window: Window, now: Date): Promise<void> {
  const { count, resetAt } = await peek(db, key, window, now);
  if (count >= window.max) throw accountLocked(minutesUntil(resetAt, now));
}

export const accountLocked = (minutes: number) =>
  new HttpError(
    423,
    'account_locked',
    `Too many failed attempts: sign-in to this account is locked for ${minutes} min. Wait, or restore your password.`,
  );

/** Deletes what no longer matters: counters, codes and tickets more than a day past their time. */
export async function prune(db: Runner, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, dayAgo));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, dayAgo));
  await db.delete(authTickets).where(lt(authTickets.expiresAt, dayAgo));
}
