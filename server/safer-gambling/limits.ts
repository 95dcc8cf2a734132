import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LIMIT_COOLING_OFF_HOURS,
  type LimitKind,
  type LimitPeriod,
  PERIOD_HOURS,
} from '../../contract/api/safer-gambling';
import { type Currency, fromMinor } from '../../contract/money';
import { type PlayerLimitRow, playerLimits } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { Runner } from '../wallet/ledger';

const HOUR_MS = 3_600_000;

/** The start of a period's rolling window ending at `at`. */
export const windowStart = (period: LimitPeriod, at: Date): Date =>
  new Date(at.getTime() - PERIOD_HOURS[period] * HOUR_MS);

/** When a waiting increase or removal may be confirmed. */
export const confirmableAt = (row: PlayerLimitRow): Date | null =>
  row.pendingSince ? new Date(row.pendingSince.getTime() + LIMIT_COOLING_OFF_HOURS * HOUR_MS) : null;

const hasPending = (row: PlayerLimitRow) => row.pendingSince !== null;

/** A player's limits in force of some kinds (locked `FOR UPDATE` when `lock`: stakes or deposits queue on them). */
export async function limitsInForce(
  runner: Runner,
  userId: number,
  kinds: readonly LimitKind[],
  lock = false,
): Promise<PlayerLimitRow[]> {
  const query = runner
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.userId, userId),
        inArray(playerLimits.kind, [...kinds]),
        sql`${playerLimits.amountMinor} IS NOT NULL`,
      ),
    );
  return lock ? query.for('update') : query;
}

/** What a limit still allows in its period (never below zero). */
export const allowance = (limit: bigint, used: bigint): bigint => (limit > used ? limit - used : 0n);

/**
 * The refusal of an amount over a limit: 422 on `amount`, with what the period still allows
 * (`deposit_limit_reached: Your day deposit limit allows 50.00 RUB more`).
 */
export function overLimit(kind: LimitKind, period: LimitPeriod, left: bigint, currency: Currency): ValidationError {
  return new ValidationError({
    amount: [
      `${kind}_limit_reached: Your ${period} ${kind} limit allows ${fromMinor(left, currency)} ${currency} more`,
    ],
  });
}

/**
 * Sets or removes one limit by the RTS 12 rules: a new or lower limit applies at once (and drops a waiting change);
 * a higher one or a removal waits: the player confirms it 24 hours later at the earliest. Asking the same again
 * keeps the waiting change's time.
 */
export async function setLimit(
  db: Db,
  userId: number,
  currency: Currency,
  kind: LimitKind,
  period: LimitPeriod,
  amount: bigint | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)))
      .for('update');
    const current = row?.amountMinor ?? null;
    const tightens = amount !== null && (current === null || amount <= current);
    if (tightens) {
      const values = { amountMinor: amount, pendingAmountMinor: null, pendingRemove: false, pendingSince: null };
      await tx
        .insert(playerLimits)
        .values({ userId, kind, period, currency, ...values })
        .onConflictDoUpdate({
          target: [playerLimits.userId, playerLimits.kind, playerLimits.period],
          set: { ...values, updatedAt: now },
        });
      return;
    }
    if (!row || current === null) return; // Removing a limit that is not there.
    const same =
      row.pendingSince !== null && row.pendingRemove === (amount === null) && row.pendingAmountMinor === amount;
    if (same) return;
    await tx
      .update(playerLimits)
      .set({ pendingAmountMinor: amount, pendingRemove: amount === null, pendingSince: now, updatedAt: now })
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)));
  });
}

/**
 * Applies a waiting increase or removal once its 24 hours have passed (409 `limit_cooling_off` before, with the
 * time it may be confirmed). Nothing waiting: nothing to do (a confirmation sent twice).
 */
export async function confirmLimit(db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)))
      .for('update');
    if (!row || !hasPending(row)) return;
    const from = confirmableAt(row);
    if (from && from.getTime() > now.getTime()) {
      throw new HttpError(409, 'limit_cooling_off', `This change can be confirmed from ${from.toISOString()}`);
    }
    await tx
      .update(playerLimits)
      .set({
        amountMinor: row.pendingRemove ? null : row.pendingAmountMinor,
        pendingAmountMinor: null,
        pendingRemove: false,
        pendingSince: null,
        updatedAt: now,
      })
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)));
  });
}
