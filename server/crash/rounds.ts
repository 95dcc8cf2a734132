import { sql } from 'drizzle-orm';
import { crashPoint } from '../../contract/fairness/crash';
import { bustAfterMs, crashPayout, multiplierAt } from '../../contract/games/rules/crash';
import type { BonusService } from '../bonus/service';
import type { Db, Tx } from '../db/types';
import { rowsOf } from '../wallet/ledger';
import type { Posting, Runner, WalletService } from '../wallet/service';
import { type Chain, ensureChain, gameHash } from './chain';
import { type CrashService, winPostings } from './service';
import { BET_COLUMNS, type BetRow, betView, ROUND_COLUMNS, type RoundRow, roundView } from './views';

export interface RoundSettings {
  chainLength: number;
  bettingMs: number;
  salt: string | undefined;
}

/**
 * What only the leader does, one step at a time (`advance`): generate the chain once, open each round with its
 * predetermined bust and times, start the curve, pay automatic cash-outs as the curve passes their targets, and at
 * the bust instant settle every bet left (an automatic target below the bust wins it; the rest lose) and open the
 * next round. Every step reads the round from the database and is safe to repeat, so a new leader picks up any
 * round where the last one stopped, and it still ends at its stored bust instant.
 */
export function createCrashRounds(
  {
    db,
    wallet,
    crash,
    bonus,
  }: { db: Db; wallet: WalletService; crash: CrashService; bonus?: Pick<BonusService, 'sharePostings'> },
  settings: RoundSettings,
) {
  let chain: Chain | null = null;
  const rows = async <T>(runner: Runner, query: ReturnType<typeof sql>) => rowsOf<T>(await runner.execute(query));

  async function open(now: number): Promise<RoundRow | null> {
    chain ??= await ensureChain(db, settings.chainLength, settings.salt);
    const [last] = await rows<{ game: number }>(
      db,
      sql`SELECT game FROM crash_rounds WHERE chain_id = ${chain.id} ORDER BY game DESC LIMIT 1`,
    );
    const game = Number(last?.game ?? 0) + 1;
    if (game > chain.length) return null;
    const hash = await gameHash(db, chain, game);
    const bust = await crashPoint(hash, chain.salt as string);
    const runningAt = now + settings.bettingMs;
    const [round] = await rows<RoundRow>(
      db,
      sql`INSERT INTO crash_rounds (chain_id, game, hash, bust, phase, opened_at, running_at, bust_at)
          VALUES (${chain.id}, ${game}, ${hash}, ${bust}, 'betting', ${now}, ${runningAt}, ${runningAt + bustAfterMs(bust)})
          ON CONFLICT DO NOTHING RETURNING ${sql.raw(ROUND_COLUMNS)}`,
    );
    if (round) void crash.publish({ type: 'opened', round: roundView(round) });
    return round ?? null;
  }

  /** Pays, under their row locks, the active bets `chosen` picks, each at its automatic target. */
  async function payTargets(runner: Tx, round: RoundRow, chosen: ReturnType<typeof sql>): Promise<BetRow[]> {
    const bets = await rows<BetRow>(
      runner,
      sql`SELECT ${sql.raw(BET_COLUMNS)} FROM crash_bets b JOIN users u ON u.id = b.user_id
          WHERE b.round_id = ${round.id} AND b.status = 'active' AND b.auto_cashout IS NOT NULL AND ${chosen}
          ORDER BY b.id FOR UPDATE OF b`,
    );
    if (bets.length === 0) return [];
    const paid = bets.map((bet) => {
      const target = Number(bet.auto_cashout);
      return {
        ...bet,
        status: 'cashed_out' as const,
        cashout: target,
        payout_minor: crashPayout(BigInt(bet.amount_minor), target).toString(),
      };
    });
    await runner.execute(
      sql`UPDATE crash_bets b SET status = 'cashed_out', cashout = b.auto_cashout,
            payout_minor = (b.amount_minor * b.auto_cashout) / 100, settled_at = now()
          WHERE b.id IN (${sql.join(
            paid.map((bet) => sql`${bet.id}`),
            sql`, `,
          )})`,
    );
    const postings: Posting[] = [];
    for (const bet of paid) postings.push(...(await winPostings(runner, wallet, bonus, bet, BigInt(bet.payout_minor))));
    if (postings.length > 0) await wallet.post(postings, runner);
    return paid;
  }

  /** The automatic cash-outs the curve has passed by `now` (never at or past the bust). */
  async function payReachedTargets(round: RoundRow, now: number): Promise<void> {
    const reached = Math.min(multiplierAt(now - Number(round.running_at)), Number(round.bust) - 1);
    if (reached < 101) return;
    const paid = await db.transaction((tx) => payTargets(tx, round, sql`b.auto_cashout <= ${reached}`));
    for (const bet of paid) void crash.publish({ type: 'cashed_out', bet: betView(bet, null) });
    crash.settled(paid.map((bet) => Number(bet.id)));
  }

  /** The bust: targets below it win them, every other bet still active loses; the round is closed. Once. */
  async function bust(round: RoundRow, now: number): Promise<void> {
    const result = await db.transaction(async (tx) => {
      const [locked] = await rows<RoundRow>(
        tx,
        sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM crash_rounds WHERE id = ${round.id} FOR UPDATE`,
      );
      if (!locked || locked.phase === 'busted') return null;
      const paid = await payTargets(tx, locked, sql`b.auto_cashout < ${Number(locked.bust)}`);
      const lost = await rows<{ id: number }>(
        tx,
        sql`UPDATE crash_bets SET status = 'lost', settled_at = now() WHERE round_id = ${locked.id} AND status = 'active'
            RETURNING id`,
      );
      const [busted] = await rows<RoundRow>(
        tx,
        sql`UPDATE crash_rounds SET phase = 'busted', busted_at = ${Math.max(now, Number(locked.bust_at))}
            WHERE id = ${locked.id} RETURNING ${sql.raw(ROUND_COLUMNS)}`,
      );
      return { paid, lost, busted: busted as RoundRow };
    });
    if (!result) return;
    for (const bet of result.paid) void crash.publish({ type: 'cashed_out', bet: betView(bet, null) });
    void crash.publish({ type: 'busted', round: roundView(result.busted) });
    crash.settled([...result.paid, ...result.lost].map((bet) => Number(bet.id)));
  }

  /**
   * One step of the round at `now`; answers when the next step is due (ms from now). Ticks go out while running.
   */
  async function advance(now: number): Promise<number> {
    let round = await crash.currentRound();
    if (!round || round.phase === 'busted') {
      round = await open(now);
      if (!round) return 1000;
    }
    if (round.phase === 'betting') {
      if (now < Number(round.running_at)) return Math.min(100, Number(round.running_at) - now);
      // Waits for the bets in flight (they hold the row FOR SHARE) before the curve starts.
      await db.execute(sql`UPDATE crash_rounds SET phase = 'running' WHERE id = ${round.id} AND phase = 'betting'`);
      round = { ...round, phase: 'running' };
      void crash.publish({ type: 'running', round_id: Number(round.id), running_at: Number(round.running_at) });
    }
    if (now >= Number(round.bust_at)) {
      await bust(round, now);
      return 0;
    }
    // The tick goes out before this tick's automatic cash-outs are written: its lag is the fan-out, not that
    // transaction (the cash-outs' own events follow it).
    void crash.publish({
      type: 'tick',
      r: Number(round.id),
      m: multiplierAt(now - Number(round.running_at)),
      t: now,
    });
    await payReachedTargets(round, now);
    return Math.min(100, Number(round.bust_at) - now);
  }

  return { advance, open, bust };
}

export type CrashRounds = ReturnType<typeof createCrashRounds>;
