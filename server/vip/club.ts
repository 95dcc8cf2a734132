import { and, eq } from 'drizzle-orm';
import type { VipLevelStatusData, VipReward } from '../../contract/api/vip';
import { type Currency, fromMinor } from '../../contract/money';
import { ladderIn, levelOf, rakebackBpOf } from '../../contract/vip-ladder';
import { vipClaims, vipRequests, vipWagers } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { userCurrency } from '../wallet/currency';
import type { Posting, Runner, WalletService } from '../wallet/service';
import { periodOf } from './periods';

interface Due {
  /** The vip_claims rows a claim writes (one per level for level-up rewards). */
  rows: { period: string; amount: bigint }[];
  claimed: boolean;
}

const BP = 10_000n;

/**
 * The VIP club's rules over the summary (`vip_wagers`) and the claims: a player's level and what each reward would
 * pay now; a claim writes its `vip_claims` rows and the ledger credit in one transaction.
 */
export function createVipClub(db: Db, wallet: WalletService, now: () => Date = () => new Date()) {
  async function wagersOf(runner: Runner, userId: number, currency: Currency, lock = false) {
    const query = runner
      .select()
      .from(vipWagers)
      .where(and(eq(vipWagers.userId, userId), eq(vipWagers.currency, currency)));
    const [row] = await (lock ? query.for('update') : query);
    return row ?? { wageredMinor: 0n, edgeBpMinor: 0n, edgeClaimedBpMinor: 0n };
  }

  async function claimedPeriods(runner: Runner, userId: number, currency: Currency): Promise<Set<string>> {
    const rows = await runner
      .select({ reward: vipClaims.reward, period: vipClaims.period })
      .from(vipClaims)
      .where(and(eq(vipClaims.userId, userId), eq(vipClaims.currency, currency)));
    return new Set(rows.map((row) => `${row.reward}:${row.period}`));
  }

  async function dues(runner: Runner, userId: number, currency: Currency, lock = false) {
    const wagers = await wagersOf(runner, userId, currency, lock);
    const claimed = await claimedPeriods(runner, userId, currency);
    const level = levelOf(wagers.wageredMinor, currency);
    const ladder = ladderIn(currency);
    const current = ladder.find((l) => l.level === level);
    const at = now();
    const periodic = (reward: 'rakeback' | 'weekly' | 'monthly', amount: bigint): Due => {
      const period = periodOf(reward, at);
      const done = claimed.has(`${reward}:${period}`);
      return { rows: !done && amount > 0n ? [{ period, amount }] : [], claimed: done };
    };
    const unpaidEdge = wagers.edgeBpMinor - wagers.edgeClaimedBpMinor;
    const byReward: Record<VipReward, Due> = {
      rakeback: periodic('rakeback', (unpaidEdge * BigInt(rakebackBpOf(level))) / BP / BP),
      level_up: {
        rows: ladder
          .filter((l) => l.level <= level && l.levelUp > 0n && !claimed.has(`level_up:level-${l.level}`))
          .map((l) => ({ period: `level-${l.level}`, amount: l.levelUp })),
        claimed: false,
      },
      weekly: periodic('weekly', current?.weekly ?? 0n),
      monthly: periodic('monthly', current?.monthly ?? 0n),
    };
    return { wagers, level, ladder, current, byReward };
  }

  async function status(runner: Runner, userId: number): Promise<VipLevelStatusData> {
    const currency = await userCurrency(db, userId);
    const { wagers, level, ladder, current, byReward } = await dues(runner, userId, currency);
    const [request] = await runner.select().from(vipRequests).where(eq(vipRequests.userId, userId));
    const next = ladder.find((l) => l.level === level + 1);
    const claimable = (due: Due) => ({
      amount: fromMinor(
        due.rows.reduce((sum, row) => sum + row.amount, 0n),
        currency,
      ),
      claimed: due.claimed,
    });
    return {
      currency,
      wagered: fromMinor(wagers.wageredMinor, currency),
      level,
      next_threshold: next ? fromMinor(next.threshold, currency) : null,
      claimable: {
        rakeback: claimable(byReward.rakeback),
        level_up: claimable(byReward.level_up),
        weekly: claimable(byReward.weekly),
        monthly: claimable(byReward.monthly),
      },
      premium: { eligible: current?.premium ?? false, status: request?.status === 'accepted' },
    };
  }

  /**
   * Pays `reward` if anything is due: under the player's `vip_wagers` row lock, the claim rows (unique per reward and
   * period) and the credit (ledger key per reward and period) in one transaction. A repeat pays 0.
   */
  async function claim(userId: number, reward: VipReward): Promise<{ paid: bigint; currency: Currency }> {
    const currency = await userCurrency(db, userId);
    return db.transaction(async (tx) => {
      // The row lock orders concurrent claims of one player; a player who never bet has no row and nothing due.
      const { wagers, byReward } = await dues(tx, userId, currency, true);
      const due = byReward[reward];
      if (due.claimed || due.rows.length === 0) {
        if (due.claimed) return { paid: 0n, currency };
        throw new HttpError(422, 'nothing_to_claim', 'Nothing to claim yet');
      }
      const written = await tx
        .insert(vipClaims)
        .values(due.rows.map((row) => ({ userId, currency, reward, period: row.period, amountMinor: row.amount })))
        .onConflictDoNothing()
        .returning();
      if (written.length === 0) return { paid: 0n, currency };
      if (reward === 'rakeback') {
        await tx
          .update(vipWagers)
          .set({ edgeClaimedBpMinor: wagers.edgeBpMinor })
          .where(and(eq(vipWagers.userId, userId), eq(vipWagers.currency, currency)));
      }
      const postings: Posting[] = written.map((row) =>
        wallet.creditPosting({
          userId,
          currency,
          amountMinor: row.amountMinor,
          kind: 'bonus_grant',
          idempotencyKey: `vip:${reward}:${currency}:${row.period}`,
          reference: `vip:${reward}:${row.id}`,
          account: 'cash',
          counterparty: 'bonus_pool',
        }),
      );
      await wallet.post(postings, tx);
      return { paid: written.reduce((sum, row) => sum + row.amountMinor, 0n), currency };
    });
  }

  return { status, claim };
}

export type VipClub = ReturnType<typeof createVipClub>;
