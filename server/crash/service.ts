import { sql } from 'drizzle-orm';
import type { CrashBetAnswer, CrashBetBody, CrashCheckpoint, CrashState } from '../../contract/api/crash';
import { CHECKPOINT_GAMES, formatBust } from '../../contract/fairness/crash';
import { parseStake } from '../../contract/games/game';
import { BetRefused } from '../../contract/games/refusal';
import { cashoutMultiplier, crashPayout, multiplierAt } from '../../contract/games/rules/crash';
import { type Currency, fromMinor } from '../../contract/money';
import { CRASH_TOPIC, type CrashEvent } from '../../contract/realtime/crash';
import { type BonusService, keptSplit, postDeferredStake } from '../bonus/service';
import type { Db, Tx } from '../db/types';
import { checkLimit } from '../games/service';
import { HttpError, pgErrorCode, ValidationError } from '../lib/http-error';
import type { Bus } from '../realtime/bus';
import type { FeedPublisher } from '../realtime/feed';
import { rowsOf } from '../wallet/ledger';
import {
  IdempotencyConflict,
  InsufficientFunds,
  LedgerRejected,
  type Posting,
  type Runner,
  type WalletService,
} from '../wallet/service';
import { readChain } from './chain';
import { BET_COLUMNS, type BetRow, betView, currencyOf, ROUND_COLUMNS, type RoundRow, roundView } from './views';

export interface CrashDeps {
  db: Db;
  wallet: WalletService;
  bus: Bus;
  /**
   * The bonus engine: while a bonus is active a bet obeys its max bet, takes bonus money after real money and counts
   * towards its wagering; its cash-out pays the bonus share by rule 8.
   */
  bonus?: Pick<BonusService, 'stake' | 'wagered' | 'sharePostings'>;
  /** The server's clock (epoch ms): it alone decides whether a bet or cash-out came in time. */
  clock?: () => number;
  /** The live bets feed: each bet once it is cashed out or lost. */
  feed?: FeedPublisher;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);
const RETRYABLE = new Set(['40P01', '40001']);

/** The hundredths of a "2.35" multiplier. */
const hundredthsOf = (value: string) => Math.round(Number(value) * 100);

/**
 * The win of a crash bet (one per bet, whoever settles it, under one ledger key): to cash, or share by share when its
 * stake took bonus money (contract/bonus/wagering.ts rule 8).
 */
export async function winPostings(
  tx: Tx,
  wallet: WalletService,
  bonus: Pick<BonusService, 'sharePostings'> | undefined,
  bet: BetRow,
  payout: bigint,
): Promise<Posting[]> {
  const payment = {
    userId: Number(bet.user_id),
    currency: currencyOf(bet.currency),
    amountMinor: payout,
    kind: 'win' as const,
    idempotencyKey: `crash:bet:${bet.id}:win`,
    reference: `round:crash:${bet.id}`,
  };
  const split = {
    stake: BigInt(bet.amount_minor),
    bonusMinor: BigInt(bet.stake_bonus_minor),
    grantId: bet.bonus_grant_id,
  };
  if (bonus && split.bonusMinor > 0n) return bonus.sharePostings(tx, { ...payment, split, amount: payout });
  return payout > 0n ? [wallet.creditPosting(payment)] : [];
}

/**
 * Crash as every API process serves it: the state, bets and cash-outs, decided in the database by the server's
 * clock against the round's stored times (any process can answer; none keeps state another could disagree on).
 */
export function createCrashService({ db, wallet, bus, bonus, clock = Date.now, feed }: CrashDeps) {
  async function rows<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await runner.execute(query));
  }

  const publish = (event: CrashEvent) => bus.publish(CRASH_TOPIC, event).catch(() => undefined);
  /** Bets that ended (cashed out or lost), to the live feed once their transaction committed. */
  const settled = (betIds: readonly number[]) => void feed?.published('crash', betIds);

  async function betRow(runner: Runner, where: ReturnType<typeof sql>, lock = false): Promise<BetRow | undefined> {
    const [row] = await rows<BetRow>(
      runner,
      sql`SELECT ${sql.raw(BET_COLUMNS)} FROM crash_bets b JOIN users u ON u.id = b.user_id WHERE ${where}
          ${lock ? sql`FOR UPDATE OF b` : sql``}`,
    );
    return row;
  }

  async function cash(userId: number, currency: Currency, runner: Runner = db): Promise<string> {
    return fromMinor((await wallet.balances(userId, currency, runner)).cash, currency);
  }

  /** The answer's balances when the bet touched bonus money: the cash and the bonus balance. */
  async function withBonus(userId: number, currency: Currency, runner: Runner) {
    const { cash, bonus } = await wallet.balances(userId, currency, runner);
    return { balance: fromMinor(cash, currency), bonus_balance: fromMinor(bonus, currency) };
  }

  /** The round being played (betting or running), else the last one; null before the first. */
  async function currentRound(runner: Runner = db): Promise<RoundRow | null> {
    const [row] = await rows<RoundRow>(
      runner,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM crash_rounds ORDER BY id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** A replayed bet key: the first bet, or 409 if the key placed a different bet. */
  async function replayBet(userId: number, key: string, stake: bigint, auto: number | null): Promise<CrashBetAnswer> {
    const row = await betRow(db, sql`b.user_id = ${userId} AND b.idempotency_key = ${key}`);
    if (!row || BigInt(row.amount_minor) !== stake || (row.auto_cashout ?? null) !== auto) {
      throw new IdempotencyConflict();
    }
    return { bet: betView(row, userId), balance: await cash(userId, currencyOf(row.currency)) };
  }

  async function placeBet(userId: number, key: string, body: CrashBetBody): Promise<CrashBetAnswer> {
    const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${userId}`);
    const currency = currencyOf(user?.currency ?? '');
    let stake: bigint;
    try {
      stake = parseStake(body.amount, currency);
    } catch (error) {
      if (error instanceof BetRefused) throw new ValidationError({ [error.field]: [`${error.code}: ${error.text}`] });
      throw error;
    }
    checkLimit(currency, 'crash', stake);
    const auto = body.auto_cashout ? hundredthsOf(body.auto_cashout) : null;
    if (await betRow(db, sql`b.user_id = ${userId} AND b.idempotency_key = ${key}`)) {
      return replayBet(userId, key, stake, auto);
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const placed = await db.transaction(async (tx) => {
          // FOR SHARE: the leader's start of the curve (an UPDATE of this row) waits for the bets in flight.
          const [round] = await rows<RoundRow>(
            tx,
            sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM crash_rounds WHERE phase = 'betting'
                ORDER BY id DESC LIMIT 1 FOR SHARE`,
          );
          if (!round || clock() >= Number(round.running_at)) {
            throw conflict('betting_closed', 'Bets are closed for this round: wait for the next one');
          }
          // Real money first, then bonus money; the split stays on the bet for its cash-out (rule 8).
          const bonusStake = bonus ? await bonus.stake(tx, { userId, currency, stake, category: 'original' }) : null;
          const split = keptSplit(stake, bonusStake);
          const [inserted] = await rows<{ id: number }>(
            tx,
            sql`INSERT INTO crash_bets (round_id, user_id, currency, amount_minor, auto_cashout, idempotency_key,
                  stake_bonus_minor, bonus_grant_id)
                VALUES (${round.id}, ${userId}, ${currency}, ${stake.toString()}::bigint, ${auto}, ${key},
                  ${split.bonusMinor.toString()}::bigint, ${split.grantId})
                ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
          );
          if (!inserted) return null;
          const posted = await postDeferredStake(
            tx,
            { wallet, bonus },
            {
              userId,
              currency,
              split,
              bonusStake,
              idempotencyKey: `crash:bet:${inserted.id}`,
              reference: `round:crash:${inserted.id}`,
            },
          );
          const row = (await betRow(tx, sql`b.id = ${inserted.id}`)) as BetRow;
          // A completed wagering converted bonus money to cash: the cash as the transaction leaves it.
          if (bonusStake) return { row, ...(await withBonus(userId, currency, tx)) };
          return { row, balance: fromMinor(posted.balances.get(`${userId}:cash`) ?? 0n, currency) };
        });
        if (!placed) return replayBet(userId, key, stake, auto);
        void publish({ type: 'bet', bet: betView(placed.row, null) });
        const { row, ...balances } = placed;
        return { bet: betView(row, userId), ...balances };
      } catch (error) {
        if (error instanceof LedgerRejected) {
          if (RETRYABLE.has(pgErrorCode(error.dbError) ?? '') && attempt < 3) continue;
          const explained = await wallet.explain(error.postings, error.dbError);
          if (explained instanceof InsufficientFunds) {
            throw new ValidationError({ amount: [`insufficient_funds: ${explained.message}`] });
          }
          throw explained;
        }
        if (pgErrorCode(error) === '23505') return replayBet(userId, key, stake, auto);
        if (RETRYABLE.has(pgErrorCode(error) ?? '') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /**
   * A manual cash-out, under the bet's row lock: paid at the curve's multiplier at the server's clock when the
   * request arrived, if that read strictly before the bust instant (the automatic target instead, when the curve had
   * passed it), else refused. One that arrived in time but reached the bet after the leader settled the bust as lost
   * still wins: arrival decides, not the order of the two transactions. The same key again answers it again.
   */
  async function cashOut(userId: number, key: string, betId: number): Promise<CrashBetAnswer> {
    const arrived = clock();
    const cashed = await db.transaction(async (tx) => {
      const bet = await betRow(tx, sql`b.id = ${betId} AND b.user_id = ${userId}`, true);
      if (!bet) throw new HttpError(404, 'bet_not_found', 'No such bet');
      const currency = currencyOf(bet.currency);
      // A stake with bonus money in it answers the bonus balance too.
      const balances = async (cashAfter: bigint | null) =>
        BigInt(bet.stake_bonus_minor) > 0n
          ? withBonus(userId, currency, tx)
          : { balance: cashAfter === null ? await cash(userId, currency, tx) : fromMinor(cashAfter, currency) };
      if (bet.status === 'cashed_out' && bet.cashout_key === key) {
        return { bet, balances: await balances(null), fresh: false };
      }
      if (bet.status === 'cashed_out') throw conflict('bet_settled', 'This bet has already ended');
      const [round] = await rows<RoundRow>(
        tx,
        sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM crash_rounds WHERE id = ${bet.round_id}`,
      );
      if (!round) throw new HttpError(404, 'bet_not_found', 'No such bet');
      const elapsed = arrived - Number(round.running_at);
      if (elapsed < 0) throw conflict('round_not_running', 'The round has not started yet');
      const multiplier = cashoutMultiplier(elapsed, Number(round.bust), bet.auto_cashout);
      if (multiplier === null) {
        if (bet.status === 'lost') throw conflict('bet_settled', 'This bet has already ended');
        throw conflict('round_busted', 'Too late: the round busted before the cash-out');
      }
      const payout = crashPayout(BigInt(bet.amount_minor), multiplier);
      await tx.execute(
        sql`UPDATE crash_bets SET status = 'cashed_out', cashout = ${multiplier}, payout_minor = ${payout.toString()}::bigint,
              cashout_key = ${key}, settled_at = now() WHERE id = ${bet.id}`,
      );
      const postings = await winPostings(tx, wallet, bonus, bet, payout);
      const posted = postings.length > 0 ? await wallet.post(postings, tx) : null;
      const cashAfter = posted ? (posted.balances.get(`${userId}:cash`) ?? 0n) : null;
      const row: BetRow = {
        ...bet,
        status: 'cashed_out',
        cashout: multiplier,
        payout_minor: payout.toString(),
        cashout_key: key,
      };
      return { bet: row, balances: await balances(cashAfter), fresh: true };
    });
    if (cashed.fresh) {
      void publish({ type: 'cashed_out', bet: betView(cashed.bet, null) });
      settled([Number(cashed.bet.id)]);
    }
    return { bet: betView(cashed.bet, userId), ...cashed.balances };
  }

  async function state(callerId: number | null): Promise<CrashState> {
    const now = clock();
    const round = await currentRound();
    const bets = round
      ? await rows<BetRow>(
          db,
          sql`SELECT ${sql.raw(BET_COLUMNS)} FROM crash_bets b JOIN users u ON u.id = b.user_id
              WHERE b.round_id = ${round.id} ORDER BY b.id`,
        )
      : [];
    let multiplier = 100;
    if (round?.phase === 'busted') multiplier = Number(round.bust);
    else if (round && now >= Number(round.running_at)) {
      multiplier = Math.min(multiplierAt(now - Number(round.running_at)), Number(round.bust));
    }
    return {
      round: round ? roundView(round) : null,
      server_time: now,
      multiplier: formatBust(multiplier),
      bets: bets.map((bet) => betView(bet, callerId)),
    };
  }

  /** The last busted rounds, newest first, with their hashes and busts. */
  async function recentRounds(limit: number) {
    const found = await rows<RoundRow>(
      db,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM crash_rounds WHERE phase = 'busted' ORDER BY id DESC LIMIT ${limit}`,
    );
    return found.map(roundView);
  }

  async function fairness() {
    const chain = await readChain(db);
    if (!chain) return null;
    return {
      terminating_hash: chain.terminatingHash,
      committed_at: chain.committedAt.toISOString(),
      salt: chain.salt,
      salt_fixed_at: chain.saltFixedAt?.toISOString() ?? null,
      chain_length: chain.length,
    };
  }

  /** The played games' hashes at every CHECKPOINT_GAMES-th game (public once played, like every round's). */
  async function checkpoints(): Promise<CrashCheckpoint[]> {
    const found = await rows<{ game: number; hash: string }>(
      db,
      sql`SELECT r.game, r.hash
          FROM generate_series(${CHECKPOINT_GAMES}::int, (SELECT coalesce(max(game), 0) FROM crash_rounds),
                               ${CHECKPOINT_GAMES}::int) g
          JOIN crash_rounds r ON r.game = g AND r.phase = 'busted'
          ORDER BY r.game`,
    );
    return found.map((row) => ({ game: Number(row.game), hash: row.hash }));
  }

  return { placeBet, cashOut, state, recentRounds, fairness, checkpoints, currentRound, publish, settled, clock };
}

export type CrashService = ReturnType<typeof createCrashService>;
