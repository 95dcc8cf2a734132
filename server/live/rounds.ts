import { sql } from 'drizzle-orm';
import { liveOutcome } from '../../contract/fairness/live';
import { LIVE_RULES, LIVE_TABLES, type LiveTable } from '../../contract/live/tables';
import type { BonusService } from '../bonus/service';
import type { Db } from '../db/types';
import { type Leader, startLeader } from '../lib/leader';
import type { FeedPublisher } from '../realtime/feed';
import { rowsOf } from '../wallet/ledger';
import type { Posting, Runner, WalletService } from '../wallet/service';
import type { LiveService } from './service';
import { currencyOf, ROUND_COLUMNS, type RoundRow, roundView } from './views';

/** The advisory locks whose holders drive each live table's rounds (unique in the database): "live" + the table's index. */
export const LIVE_LEADER_LOCK = 0x6c697665; // "live"
export const liveLeaderLock = (table: LiveTable) => LIVE_LEADER_LOCK + LIVE_TABLES.indexOf(table);

/** A bet the draw settled, with what its win is paid by. */
interface WonRow {
  id: number;
  user_id: number;
  currency: string;
  amount_minor: string;
  payout_minor: string;
  stake_bonus_minor: string;
  bonus_grant_id: number | null;
}

/** Wins posted per wallet statement when a round is settled. */
const POSTINGS_PER_STATEMENT = 500;

/**
 * What only a table's leader does, one step at a time (`advance`): draw each round whose betting has closed, and open a
 * table's next round `resultMs` after its last draw. A draw runs once, under the round's row lock: the outcome from
 * the round's seed, every open bet of the round marked won or lost in one statement (only `open` ones: a second
 * run finds none), each win posted through the wallet (`live:bet:<id>:win`, reference `round:live:<round>`), the
 * round marked settled. Safe to repeat, so a new leader resumes any round from the database.
 */
export function createLiveRounds({
  db,
  wallet,
  live,
  feed,
  bonus,
}: {
  db: Db;
  wallet: WalletService;
  live: LiveService;
  /** The live bets feed: every bet of a round once it is drawn. */
  feed?: FeedPublisher;
  /** The bonus engine: a win of a stake with bonus money in it is paid by rule 8. */
  bonus?: Pick<BonusService, 'sharePostings'>;
}) {
  const rows = async <T>(query: ReturnType<typeof sql>, runner: Runner = db) => rowsOf<T>(await runner.execute(query));

  async function settle(roundId: number, now: number): Promise<void> {
    const settled = await db.transaction(async (tx) => {
      const [round] = await rows<RoundRow>(
        sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM live_rounds WHERE id = ${roundId} FOR UPDATE`,
        tx,
      );
      if (round?.phase !== 'betting' || now < Number(round.closes_at)) return null;
      const table = round.live_table;
      const outcome = await liveOutcome(table, roundId, round.server_seed);
      const rules = LIVE_RULES[table];
      const winning = rules.spots.filter((spot) => rules.covers(spot, outcome));
      const payoutCase = winning.length
        ? sql`CASE spot ${sql.join(
            winning.map((spot) => sql`WHEN ${spot} THEN amount_minor * ${rules.paysToOne(spot) + 1}`),
            sql` `,
          )} ELSE 0 END`
        : sql`0`;
      const won = await rows<WonRow>(
        sql`UPDATE live_bets SET payout_minor = ${payoutCase},
              status = CASE WHEN ${payoutCase} > 0 THEN 'won' ELSE 'lost' END
            WHERE round_id = ${roundId} AND status = 'open'
            RETURNING id::float8 AS id, user_id, currency, amount_minor::text AS amount_minor,
              payout_minor::text AS payout_minor, stake_bonus_minor::text AS stake_bonus_minor,
              bonus_grant_id::int AS bonus_grant_id`,
        tx,
      );
      const postings: Posting[] = [];
      for (const bet of won) {
        const payout = BigInt(bet.payout_minor);
        if (payout === 0n) continue;
        const win = {
          userId: Number(bet.user_id),
          currency: currencyOf(bet.currency),
          amountMinor: payout,
          kind: 'win' as const,
          idempotencyKey: `live:bet:${bet.id}:win`,
          reference: `round:live:${roundId}`,
        };
        // A stake with bonus money in it: the win is paid share by share (contract/bonus/wagering.ts rule 8).
        const split = {
          stake: BigInt(bet.amount_minor),
          bonusMinor: BigInt(bet.stake_bonus_minor),
          grantId: bet.bonus_grant_id,
        };
        if (bonus && split.bonusMinor > 0n)
          postings.push(...(await bonus.sharePostings(tx, { ...win, split, amount: payout })));
        else postings.push(wallet.creditPosting(win));
      }
      for (let i = 0; i < postings.length; i += POSTINGS_PER_STATEMENT) {
        await wallet.post(postings.slice(i, i + POSTINGS_PER_STATEMENT), tx);
      }
      const [done] = await rows<RoundRow>(
        sql`UPDATE live_rounds SET phase = 'settled', outcome = ${outcome}, settled_at = ${now}
            WHERE id = ${roundId} RETURNING ${sql.raw(ROUND_COLUMNS)}`,
        tx,
      );
      return { round: done as RoundRow, totals: await live.totalsOf(tx, roundId) };
    });
    if (!settled) return;
    void live.publish({ type: 'settled', round: roundView(settled.round), totals: settled.totals });
    void feed?.published('live', [roundId]);
  }

  /** One table's step at `now`; answers when its next is due (ms from now). */
  async function step(table: LiveTable, now: number): Promise<number> {
    const round = await live.latestRound(db, table);
    if (round?.phase === 'betting') {
      const left = Number(round.closes_at) - now;
      if (left > 0) return left;
      await settle(Number(round.id), now);
      return live.settings.resultMs;
    }
    const due = round ? Number(round.settled_at) + live.settings.resultMs - now : 0;
    if (due > 0) return due;
    const opened = await live.openRound(db, table, now);
    if (opened) void live.publish({ type: 'opened', round: roundView(opened) });
    return live.settings.bettingMs;
  }

  /** One step of the tables given (default: all) at `now`; answers when the next is due (ms from now, at most 250). */
  async function advance(now: number, tables: readonly LiveTable[] = LIVE_TABLES): Promise<number> {
    let wait = 250;
    for (const table of tables) wait = Math.min(wait, await step(table, now));
    return Math.max(0, wait);
  }

  return { advance, settle };
}

export type LiveRounds = ReturnType<typeof createLiveRounds>;

/**
 * Each live table's rounds in whichever process holds that table's lock (server/lib/leader.ts): a leader per table,
 * so the tables' leaders may run in different processes.
 */
export function startLiveLeaders(options: {
  rounds: LiveRounds;
  databaseUrl: string | undefined;
  log: (message: string) => void;
}): Leader[] {
  const { rounds, ...rest } = options;
  return LIVE_TABLES.map((table) =>
    startLeader({
      name: `live ${table}`,
      lock: liveLeaderLock(table),
      rounds: { advance: (now) => rounds.advance(now, [table]) },
      ...rest,
    }),
  );
}
