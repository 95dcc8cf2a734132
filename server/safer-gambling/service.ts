import { and, eq } from 'drizzle-orm';
import {
  type BlockBody,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type PlayBlockKind,
  type PlayerLimit,
  type PlaySession,
  type SaferGambling,
} from '../../contract/api/safer-gambling';
import { fromMinor, toMinor } from '../../contract/money';
import { depositTotalsSince } from '../billing/deposit-totals';
import { playerLimits, saferGamblingSettings, sessions } from '../db/schema';
import type { Db } from '../db/types';
import { unauthorized } from '../lib/http-error';
import { userCurrency } from '../wallet/currency';
import { playTotalsSince } from '../wallet/play-totals';
import { blockInForce, startBlock } from './blocks';
import { confirmableAt, confirmLimit, setLimit, windowStart } from './limits';

/** The player's safer-gambling tools (routes.ts): limits, blocks, reality checks and the session's net position. */
export function createSaferGamblingService(
  db: Db,
  { realityCheckMinuteS = 60, now = () => new Date() }: { realityCheckMinuteS?: number; now?: () => Date } = {},
) {
  async function realityCheckMinutes(userId: number): Promise<number | null> {
    const [row] = await db.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.userId, userId));
    return row?.realityCheckMinutes ?? null;
  }

  async function overview(userId: number): Promise<SaferGambling> {
    const at = now();
    const currency = await userCurrency(db, userId);
    const rows = await db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
    const since = LIMIT_PERIODS.map((p) => windowStart(p, at));
    const [deposits, play] = await Promise.all([
      depositTotalsSince(db, userId, since),
      playTotalsSince(db, userId, currency, since),
    ]);
    const usedOf = (kind: LimitKind, period: LimitPeriod): bigint => {
      const i = LIMIT_PERIODS.indexOf(period);
      if (kind === 'deposit') return deposits[i] ?? 0n;
      const { staked, won } = play[i] ?? { staked: 0n, won: 0n };
      return kind === 'wager' ? staked : staked > won ? staked - won : 0n;
    };
    const limits: PlayerLimit[] = LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const from = row ? confirmableAt(row) : null;
        return {
          kind,
          period,
          amount: row?.amountMinor == null ? null : fromMinor(row.amountMinor, currency),
          used: fromMinor(usedOf(kind, period), currency),
          pending:
            row && from
              ? {
                  amount: row.pendingAmountMinor == null ? null : fromMinor(row.pendingAmountMinor, currency),
                  confirmable_at: from.toISOString(),
                }
              : null,
        };
      }),
    );
    const block = await blockInForce(db, userId, at);
    return {
      currency,
      limits,
      block: block ? { kind: block.kind as PlayBlockKind, ends_at: block.endsAt.toISOString() } : null,
      reality_check_minutes: await realityCheckMinutes(userId),
    };
  }

  return {
    overview,

    async setLimit(userId: number, body: { kind: LimitKind; period: LimitPeriod; amount: string | null }) {
      const currency = await userCurrency(db, userId);
      const amount = body.amount === null ? null : toMinor(body.amount, currency);
      await setLimit(db, userId, currency, body.kind, body.period, amount, now());
      return overview(userId);
    },

    async confirmLimit(userId: number, body: { kind: LimitKind; period: LimitPeriod }) {
      await confirmLimit(db, userId, body.kind, body.period, now());
      return overview(userId);
    },

    async block(userId: number, body: BlockBody) {
      await startBlock(db, userId, body, now());
      return overview(userId);
    },

    async setRealityCheck(userId: number, minutes: number | null) {
      await db
        .insert(saferGamblingSettings)
        .values({ userId, realityCheckMinutes: minutes })
        .onConflictDoUpdate({
          target: saferGamblingSettings.userId,
          set: { realityCheckMinutes: minutes, updatedAt: now() },
        });
      return overview(userId);
    },

    /** The signed-in session (its start is the sign-in) and the net position of play since then. */
    async session(userId: number, sessionId: string): Promise<PlaySession> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      if (!row) throw unauthorized();
      const currency = await userCurrency(db, userId);
      const [totals] = await playTotalsSince(db, userId, currency, [row.createdAt]);
      const staked = totals?.staked ?? 0n;
      const won = totals?.won ?? 0n;
      const minutes = await realityCheckMinutes(userId);
      return {
        started_at: row.createdAt.toISOString(),
        net: fromMinor(won - staked, currency),
        wagered: fromMinor(staked, currency),
        currency,
        reality_check_minutes: minutes,
        reality_check_interval_s: minutes === null ? null : minutes * realityCheckMinuteS,
      };
    },
  };
}

export type SaferGamblingService = ReturnType<typeof createSaferGamblingService>;
