import { sql } from 'drizzle-orm';
import type { LiveBetAnswer, LiveBetBody, LiveList, LiveState, LiveTableInfo } from '../../contract/api/live';
import { hashServerSeed, newServerSeed } from '../../contract/fairness/seeds';
import { parseStake } from '../../contract/games/game';
import { BetRefused } from '../../contract/games/refusal';
import { LIVE_RULES, LIVE_TABLES, type LiveTable, liveChips, liveLimits } from '../../contract/live/tables';
import { type Currency, fromMinor } from '../../contract/money';
import { LIVE_TOPIC, type LiveEvent } from '../../contract/realtime/live';
import { type BonusService, keptSplit, postDeferredStake } from '../bonus/service';
import type { Db } from '../db/types';
import { checkLimit } from '../games/service';
import { HttpError, pgErrorCode, ValidationError } from '../lib/http-error';
import type { Bus } from '../realtime/bus';
import { rowsOf } from '../wallet/ledger';
import {
  IdempotencyConflict,
  InsufficientFunds,
  LedgerRejected,
  type Runner,
  type WalletService,
} from '../wallet/service';
import {
  BET_COLUMNS,
  type BetRow,
  betView,
  currencyOf,
  ROUND_COLUMNS,
  type RoundRow,
  roundView,
  type TotalRow,
  totalView,
} from './views';

export interface LiveSettings {
  /** How long each round takes bets (ms). */
  bettingMs: number;
  /** From a draw to the next round's opening (ms): the wheel spins and the result shows. */
  resultMs: number;
}

export interface LiveDeps {
  db: Db;
  wallet: WalletService;
  bus: Bus;
  /** An active bonus: max bet, real money then bonus money, wagering (live counts a tenth: contract/bonus/wagering.ts). */
  bonus?: Pick<BonusService, 'stake' | 'wagered'>;
  settings: LiveSettings;
  /** The server's clock (epoch ms): it alone decides whether a bet came before the round closed. */
  clock?: () => number;
}

/** Results shown in each table's history. */
export const HISTORY_LENGTH = 20;
const RETRYABLE = new Set(['40P01', '40001']);
const closed = () => new HttpError(409, 'betting_closed', 'Bets are closed for this round: wait for the next one');

/**
 * The live tables as every API process serves them: bets decided in the database under the round's row lock
 * (shared: the leader's draw takes it exclusively, so it waits for the bets in flight and a later bet finds the
 * round drawn), by the server's clock against the round's stored `closes_at`. No state lives in a process.
 */
export function createLiveService({ db, wallet, bus, bonus, settings, clock = Date.now }: LiveDeps) {
  const rows = async <T>(runner: Runner, query: ReturnType<typeof sql>) => rowsOf<T>(await runner.execute(query));
  const publish = (event: LiveEvent) => bus.publish(LIVE_TOPIC, event).catch(() => undefined);

  /** Opens the table's next round unless one is taking bets: a fresh seed, its hash published from now. */
  async function openRound(runner: Runner, table: LiveTable, now: number): Promise<RoundRow | null> {
    const seed = newServerSeed();
    const [opened] = await rows<RoundRow>(
      runner,
      sql`INSERT INTO live_rounds (live_table, server_seed, server_seed_hash, opened_at, closes_at)
          VALUES (${table}, ${seed}, ${await hashServerSeed(seed)}, ${now}, ${now + settings.bettingMs})
          ON CONFLICT (live_table) WHERE phase = 'betting' DO NOTHING RETURNING ${sql.raw(ROUND_COLUMNS)}`,
    );
    return opened ?? null;
  }

  /** The table's newest round (taking bets, or the last drawn); null before the first. */
  async function latestRound(runner: Runner, table: LiveTable): Promise<RoundRow | null> {
    const [row] = await rows<RoundRow>(
      runner,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM live_rounds WHERE live_table = ${table} ORDER BY id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  const totalsOf = async (runner: Runner, roundId: number) =>
    (
      await rows<TotalRow>(
        runner,
        sql`SELECT currency, sum(amount_minor)::text AS amount_minor, count(*)::int AS bets,
              count(DISTINCT user_id)::int AS players
            FROM live_bets WHERE round_id = ${roundId} GROUP BY currency ORDER BY currency`,
      )
    ).map(totalView);

  async function historyOf(table: LiveTable) {
    const found = await rows<{ id: number; outcome: number }>(
      db,
      sql`SELECT id::float8 AS id, outcome FROM live_rounds WHERE live_table = ${table} AND phase = 'settled'
          ORDER BY id DESC LIMIT ${HISTORY_LENGTH}`,
    );
    return found.map((row) => ({ round_id: Number(row.id), outcome: Number(row.outcome) }));
  }

  async function info(table: LiveTable): Promise<LiveTableInfo> {
    const round = await latestRound(db, table);
    return {
      table,
      round: round ? roundView(round) : null,
      totals: round ? await totalsOf(db, Number(round.id)) : [],
      history: await historyOf(table),
    };
  }

  async function list(): Promise<LiveList> {
    return { tables: await Promise.all(LIVE_TABLES.map(info)), server_time: clock() };
  }

  async function currencyFor(callerId: number | null, asked: Currency | undefined): Promise<Currency> {
    if (callerId !== null) {
      const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${callerId}`);
      if (user) return currencyOf(user.currency);
    }
    return asked ?? currencyOf('');
  }

  async function state(table: LiveTable, callerId: number | null, asked?: Currency): Promise<LiveState> {
    const currency = await currencyFor(callerId, asked);
    const shown = await info(table);
    const mine =
      callerId === null || !shown.round
        ? []
        : await rows<BetRow>(
            db,
            sql`SELECT ${sql.raw(BET_COLUMNS)} FROM live_bets b JOIN live_rounds r ON r.id = b.round_id
                WHERE b.user_id = ${callerId} AND r.live_table = ${table}
                  AND b.round_id IN (SELECT id FROM live_rounds WHERE live_table = ${table} AND id <= ${shown.round.id}
                                     ORDER BY id DESC LIMIT 2)
                ORDER BY b.id`,
          );
    const { min, max } = liveLimits(table, currency);
    return {
      ...shown,
      server_time: clock(),
      currency,
      min_bet: min === null ? null : fromMinor(min, currency),
      max_bet: max === null ? null : fromMinor(max, currency),
      chips: liveChips(table, currency).map((chip) => fromMinor(chip, currency)),
      mine: mine.map(betView),
    };
  }

  const betByKey = (userId: number, key: string) =>
    rows<BetRow>(
      db,
      sql`SELECT ${sql.raw(BET_COLUMNS)} FROM live_bets b JOIN live_rounds r ON r.id = b.round_id
          WHERE b.user_id = ${userId} AND b.idempotency_key = ${key}`,
    ).then(([row]) => row);

  /** A replayed key: the first bet, or 409 if the key placed a different one. */
  async function replay(userId: number, key: string, table: LiveTable, body: LiveBetBody, stake: bigint) {
    const row = await betByKey(userId, key);
    if (
      !row ||
      row.live_table !== table ||
      Number(row.round_id) !== body.round_id ||
      row.spot !== body.spot ||
      BigInt(row.amount_minor) !== stake
    ) {
      throw new IdempotencyConflict();
    }
    const currency = currencyOf(row.currency);
    return {
      bet: betView(row),
      balance: fromMinor((await wallet.balances(userId, currency)).cash, currency),
      totals: await totalsOf(db, Number(row.round_id)),
    };
  }

  function stakeOf(table: LiveTable, body: LiveBetBody, currency: Currency): bigint {
    if (!LIVE_RULES[table].spots.includes(body.spot)) {
      throw new ValidationError({ spot: ['spot_invalid: No such bet on this table'] });
    }
    let stake: bigint;
    try {
      stake = parseStake(body.amount, currency);
    } catch (error) {
      if (error instanceof BetRefused) throw new ValidationError({ [error.field]: [`${error.code}: ${error.text}`] });
      throw error;
    }
    checkLimit(currency, LIVE_RULES[table].limit, stake);
    return stake;
  }

  /** One bet on one spot of the round the player saw, while it takes bets. */
  async function placeBet(userId: number, key: string, table: LiveTable, body: LiveBetBody): Promise<LiveBetAnswer> {
    const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${userId}`);
    const currency = currencyOf(user?.currency ?? '');
    const stake = stakeOf(table, body, currency);
    if (await betByKey(userId, key)) return replay(userId, key, table, body, stake);
    for (let attempt = 0; ; attempt++) {
      try {
        const placed = await db.transaction(async (tx) => {
          const [round] = await rows<RoundRow>(
            tx,
            sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM live_rounds WHERE id = ${body.round_id} AND live_table = ${table}
                FOR SHARE`,
          );
          if (round?.phase !== 'betting' || clock() >= Number(round.closes_at)) throw closed();
          // Real money first, then bonus money, wagering at live's weight; the bet keeps the split for its win (rule 8).
          const bonusStake = bonus ? await bonus.stake(tx, { userId, currency, stake, category: 'live' }) : null;
          const split = keptSplit(stake, bonusStake);
          const [inserted] = await rows<{ id: number }>(
            tx,
            sql`INSERT INTO live_bets (round_id, user_id, currency, spot, amount_minor, idempotency_key,
                  stake_bonus_minor, bonus_grant_id)
                VALUES (${round.id}, ${userId}, ${currency}, ${body.spot}, ${stake.toString()}::bigint, ${key},
                  ${split.bonusMinor.toString()}::bigint, ${split.grantId})
                ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id::float8 AS id`,
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
              idempotencyKey: `live:bet:${inserted.id}`,
              reference: `round:live:${round.id}`,
            },
          );
          const [row] = await rows<BetRow>(
            tx,
            sql`SELECT ${sql.raw(BET_COLUMNS)} FROM live_bets b JOIN live_rounds r ON r.id = b.round_id
                WHERE b.id = ${inserted.id}`,
          );
          // While a bonus is active: the balances as the transaction leaves them (a conversion moves bonus money too).
          const after = bonusStake ? await wallet.balances(userId, currency, tx) : null;
          return {
            bet: betView(row as BetRow),
            balance: fromMinor(after?.cash ?? posted.balances.get(`${userId}:cash`) ?? 0n, currency),
            ...(after ? { bonus_balance: fromMinor(after.bonus, currency) } : {}),
            totals: await totalsOf(tx, Number(round.id)),
          };
        });
        if (!placed) return replay(userId, key, table, body, stake);
        void publish({ type: 'bet', table, round_id: placed.bet.round_id, totals: placed.totals });
        return placed;
      } catch (error) {
        if (error instanceof LedgerRejected) {
          if (RETRYABLE.has(pgErrorCode(error.dbError) ?? '') && attempt < 3) continue;
          const explained = await wallet.explain(error.postings, error.dbError);
          if (explained instanceof InsufficientFunds) {
            throw new ValidationError({ amount: [`insufficient_funds: ${explained.message}`] });
          }
          throw explained;
        }
        if (pgErrorCode(error) === '23505') return replay(userId, key, table, body, stake);
        if (RETRYABLE.has(pgErrorCode(error) ?? '') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** The table's last drawn rounds, newest first, with their revealed seeds. */
  async function recentRounds(table: LiveTable, limit: number) {
    const found = await rows<RoundRow>(
      db,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM live_rounds WHERE live_table = ${table} AND phase = 'settled'
          ORDER BY id DESC LIMIT ${limit}`,
    );
    return found.map(roundView);
  }

  return { placeBet, list, state, recentRounds, openRound, latestRound, totalsOf, publish, settings, clock };
}

export type LiveService = ReturnType<typeof createLiveService>;
