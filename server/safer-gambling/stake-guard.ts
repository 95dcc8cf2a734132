import { sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../contract/api/safer-gambling';
import type { Currency } from '../../contract/money';
import type { PlayBlockRow } from '../db/schema';
import type { Db } from '../db/types';
import { type Runner, rowsOf } from '../wallet/ledger';
import { playTotalsSince } from '../wallet/play-totals';
import { blockedError } from './blocks';
import { allowance, limitsInForce, overLimit, windowStart } from './limits';

/**
 * The one rule every stake of every game passes (issue 19: dice to cases today; crash, slots and the sportsbook
 * later): no stake during a time-out or self-exclusion, and none that would take the player past a loss or wager
 * limit. Each refusal comes before any money moves.
 *
 * Two calls, so a player with no limits keeps the one-statement hot path:
 * - `screen` (one read, before the stake): refuses a blocked player; says whether loss or wager limits apply.
 * - `hold` (inside the stake's own transaction, before its write): locks the player's limits `FOR UPDATE`, so two
 *   stakes of one player queue here, then sums the stakes and wins of each period (a new statement, so it sees the
 *   stake committed before it) and refuses one that would pass a limit. The lock lasts until the stake commits.
 */
export function createStakeGuard(db: Db, now: () => Date = () => new Date()) {
  return {
    async screen(userId: number): Promise<{ limited: boolean }> {
      const [row] = rowsOf<{ kind: string | null; ends_at: Date | string | null; limited: boolean }>(
        await db.execute(
          sql`SELECT b.kind, b.ends_at, EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = ${userId}
                AND l.kind IN ('loss', 'wager') AND l.amount_minor IS NOT NULL) AS limited
              FROM (SELECT 1) one LEFT JOIN play_blocks b ON b.user_id = ${userId} AND b.ends_at > ${now()}`,
        ),
      );
      if (row?.kind && row.ends_at) {
        throw blockedError({ kind: row.kind, endsAt: new Date(row.ends_at) } as PlayBlockRow);
      }
      return { limited: row?.limited === true };
    },

    async hold(tx: Runner, userId: number, currency: Currency, stake: bigint): Promise<void> {
      const limits = await limitsInForce(tx, userId, ['loss', 'wager'], true);
      if (limits.length === 0) return;
      const at = now();
      const periods = [...new Set(limits.map((l) => l.period as LimitPeriod))];
      const totals = await playTotalsSince(
        tx,
        userId,
        currency,
        periods.map((p) => windowStart(p, at)),
      );
      for (const limit of limits) {
        const period = limit.period as LimitPeriod;
        const total = totals[periods.indexOf(period)] ?? { staked: 0n, won: 0n };
        const used = limit.kind === 'wager' ? total.staked : total.staked > total.won ? total.staked - total.won : 0n;
        const amount = limit.amountMinor ?? 0n;
        if (used + stake > amount)
          throw overLimit(limit.kind === 'wager' ? 'wager' : 'loss', period, allowance(amount, used), currency);
      }
    },
  };
}

export type StakeGuard = ReturnType<typeof createStakeGuard>;
