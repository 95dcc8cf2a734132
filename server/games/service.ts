import { and, desc, eq, sql } from 'drizzle-orm';
import type { GameBet, HeldItem } from '../../contract/api/games';
import { type BetLimitGame, checkStake } from '../../contract/bet-limits';
import { type StakeSplit, splitWin } from '../../contract/bonus/wagering';
import type { BetSeeds } from '../../contract/fairness/bytes';
import { createSeedPair, publicSeedPair, type SeedPair } from '../../contract/fairness/seeds';
import { type Bp, formatMultiplier } from '../../contract/games/multiplier';
import { ENGINE_VERSIONS, type GameName, type StepName } from '../../contract/games/registry';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import {
  type BonusRound,
  type BonusStake,
  type FreeBet,
  type FreeBetSpend,
  type KeptSplit,
  keptSplit,
  type LaterPayment,
} from '../bonus/service';
import { gameBets, gameCaseItems, gameSeedPairs } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, pgErrorCode, ValidationError } from '../lib/http-error';
import { createStakeGuard } from '../safer-gambling/stake-guard';
import { rowsOf } from '../wallet/ledger';
import {
  BatchRefused,
  IdempotencyConflict,
  InsufficientFunds,
  LedgerRejected,
  type Posting,
  type RoundMoney,
  type Runner,
  type WalletService,
} from '../wallet/service';
import { noRound, roundChanged, roundOpen } from './errors';
import { ROUND_BATCH_LEAD, type RoundRow, roundLead } from './round-lead';
import { type Rotation, rotateSeeds } from './seed-rotation';
import {
  createGameSettings,
  effectiveLimit,
  type GameConfig,
  type GameSettingsService,
  gameDisabled,
  SPEC_SETTINGS,
} from './settings';

type Json = Record<string, unknown>;

/** What an engine decided for a new round. */
export interface Decision {
  outcome: Json;
  multiplier: Bp;
  payout: bigint;
  /** Multi-step rounds start `active` with their private state. */
  status?: 'settled' | 'active';
  state?: Json;
}

/** A new round of a registry game (rounds.ts builds it from the game's module, contract/games/registry.ts). */
export interface NewRound {
  game: GameName;
  /** The stake in minor units of the player's currency (throws a ValidationError when malformed). */
  stake(currency: Currency): bigint;
  /** Limits of spec §9 (null: none, e.g. cases have a fixed price). */
  limit: BetLimitGame | null;
  params: Json;
  config(currency: Currency): Json;
  settle(seeds: BetSeeds, stake: bigint, currency: Currency): Promise<Decision>;
  /** The free-spins campaign (server/bonus) that pays this one-shot round's stake: a free bet. */
  freeBet?: number;
  /** More rows written in the round's transaction (a case item). */
  after?(runner: Runner, bet: { id: number; userId: number; currency: Currency }, decision: Decision): Promise<void>;
}

interface ActiveRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  currency: string;
}

interface BetRow {
  id: number;
  user_id: number;
  game: string;
  engine_version: number;
  status: string;
  currency: string;
  amount_minor: string;
  payout_minor: string;
  multiplier_bp: string;
  params: Json;
  config: Json;
  outcome: Json | null;
  state: Json | null;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string | null;
  pair_active: boolean;
  version: number;
  created_at: Date | string;
  /** The bonus money in the stake and the bonus that funded it (a later win or sale is paid by them, rule 8). */
  stake_bonus_minor: string;
  bonus_grant_id: number | null;
}

class StalePair extends Error {}

interface CachedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet of this process will claim. */
  nonce: number;
  currency: Currency;
}

/** A step or cash-out of a multi-step round: the version the player saw, the move, and its Idempotency-Key. */
interface StepRequest {
  version: number;
  move: Json;
  key: string | null;
}

/** The request is the step that moved `row` on from its version, resent: same version, move and key. */
function isResend(row: BetRow, request: StepRequest): boolean {
  const last = (row.state as { last_step?: { version: number; move: Json; key: string | null } } | null)?.last_step;
  return (
    request.key !== null &&
    last !== undefined &&
    last.key === request.key &&
    last.version === request.version &&
    Number(row.version) === request.version + 1 &&
    canonical(last.move) === canonical(request.move)
  );
}

/** The limits of `game` in `currency` (spec §9's, or the operator's: settings.ts): a 422 under `amount` outside them. */
export function checkLimit(
  currency: Currency,
  game: BetLimitGame,
  stake: bigint,
  config: GameConfig = SPEC_SETTINGS,
): void {
  const limit = effectiveLimit(game, config, currency);
  const verdict = checkStake(limit, stake);
  const { min, max } = limit;
  if (verdict === 'ok') return;
  if (verdict === 'above_max' && max !== null) {
    throw new ValidationError({
      amount: [`bet_above_max: The maximum bet is ${fromMinor(max, currency)} ${currency}`],
    });
  }
  throw new ValidationError({
    amount: [
      verdict === 'not_positive' || min === null
        ? 'amount_invalid: The bet must be positive'
        : `bet_below_min: The minimum bet is ${fromMinor(min, currency)} ${currency}`,
    ],
  });
}

/** JSON with sorted keys (jsonb does not keep the order keys were written in). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const asCurrency = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const RETRYABLE = new Set(['40P01', '40001']);

/** Stored row → the player's view. `hideState`: never send the private state (miner mines while active). */
export function betView(row: BetRow): GameBet {
  const currency = asCurrency(row.currency);
  return {
    id: Number(row.id),
    game: row.game as GameName,
    engine_version: Number(row.engine_version),
    status: row.status === 'active' ? 'active' : 'settled',
    currency,
    amount: fromMinor(BigInt(row.amount_minor), currency),
    payout: fromMinor(BigInt(row.payout_minor), currency),
    multiplier: formatMultiplier(Number(row.multiplier_bp)),
    params: row.params,
    outcome: row.outcome,
    nonce: Number(row.nonce),
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    server_seed: row.pair_active ? null : row.server_seed,
    version: Number(row.version),
    created_at: iso(row.created_at),
  };
}

const BET_COLUMNS = sql`b.id, b.user_id, b.game, b.engine_version, b.status, b.currency, b.amount_minor::text AS amount_minor,
  b.payout_minor::text AS payout_minor, b.multiplier_bp::text AS multiplier_bp, b.params, b.config, b.outcome, b.state,
  b.nonce, b.server_seed_hash, b.client_seed, p.server_seed, p.active AS pair_active, b.version, b.created_at,
  b.stake_bonus_minor::text AS stake_bonus_minor, b.bonus_grant_id::int AS bonus_grant_id`;

/** A round as played: its row, the cash after it and, when the round touched a bonus, the bonus balance. */
type PlayedRound = { row: BetRow; balance: string; bonusBalance?: string };

/** The bonus engine's part in a round (server/bonus): the stake's split and its wagering, in the round's transaction. */
interface RoundBonus {
  hasActive(userId: number): Promise<boolean>;
  stake(tx: Runner, round: BonusRound): Promise<BonusStake | null>;
  wagered(tx: Runner, stake: BonusStake, reference: string): Promise<void>;
  spendFreeBet(tx: Runner, spend: FreeBetSpend): Promise<FreeBet>;
  sharePostings(tx: Runner, payment: LaterPayment): Promise<Posting[]>;
  freeBetPlayed(tx: Runner, bet: FreeBet, win: bigint, reference: string): Promise<void>;
}

export function createGamesService({
  db,
  wallet,
  bonus,
  settings = createGameSettings(db),
}: {
  db: Db;
  wallet: WalletService;
  bonus?: RoundBonus;
  /** The operator's settings (enabled, limits; server/games/settings.ts): one per process, shared with the back office. */
  settings?: GameSettingsService;
}) {
  const batcher = wallet.roundBatcher(ROUND_BATCH_LEAD);
  const requireBonus = (): RoundBonus => {
    if (!bonus) throw new HttpError(422, 'free_bet_unavailable', 'Free bets are not available');
    return bonus;
  };
  const stakeGuard = createStakeGuard(db);
  async function rows<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await runner.execute(query));
  }

  async function ensurePair(userId: number): Promise<void> {
    const pair = await createSeedPair();
    await db
      .insert(gameSeedPairs)
      .values({
        userId,
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nextServerSeed: pair.nextServerSeed,
        nextServerSeedHash: pair.nextServerSeedHash,
      })
      .onConflictDoNothing();
  }

  async function activePair(userId: number, runner: Runner = db): Promise<(SeedPair & { id: number }) | null> {
    const [row] = await runner
      .select()
      .from(gameSeedPairs)
      .where(and(eq(gameSeedPairs.userId, userId), eq(gameSeedPairs.active, true)));
    if (!row) return null;
    return { ...row, id: row.id };
  }

  async function balanceOf(userId: number, currency: Currency, runner: Runner = db): Promise<string> {
    return fromMinor((await wallet.balances(userId, currency, runner)).cash, currency);
  }

  async function betByKey(userId: number, key: string): Promise<BetRow | undefined> {
    const [row] = await rows<BetRow>(
      db,
      sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.user_id = ${userId} AND b.idempotency_key = ${key}`,
    );
    return row;
  }

  /** The first answer to a replayed Idempotency-Key, or 409 if the key served another request. */
  async function replay(userId: number, key: string, round: NewRound): Promise<{ row: BetRow; balance: string }> {
    const row = await betByKey(userId, key);
    if (!row || row.game !== round.game || canonical(row.params) !== canonical(round.params)) {
      throw new IdempotencyConflict();
    }
    return { row, balance: await balanceOf(userId, asCurrency(row.currency)) };
  }

  /**
   * The active pairs of players who bet recently, with the nonce the next bet will claim. Only a guess: every bet
   * claims its nonce with a compare-and-set on the pair row (id, nonce, active), so a stale entry (another
   * process, a rotation, a refused bet) costs one retry, never a wrong or repeated nonce. Immutable otherwise
   * (a pair's seeds never change; a rotation makes a new row).
   */
  const pairs = new Map<number, CachedPair>();
  const PAIR_CACHE_MAX = 50_000;

  /** `beforeCreating` runs with the player's currency before a first pair is created (a refusal creates none). */
  async function cachedPair(userId: number, beforeCreating: (currency: Currency) => void): Promise<CachedPair> {
    const hit = pairs.get(userId);
    if (hit) return hit;
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await rows<ActiveRow>(
        db,
        sql`SELECT p.id, p.server_seed, p.server_seed_hash, p.client_seed, p.nonce, u.currency
            FROM game_seed_pairs p JOIN users u ON u.id = p.user_id WHERE p.user_id = ${userId} AND p.active`,
      );
      if (row) {
        const pair: CachedPair = {
          id: Number(row.id),
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: Number(row.nonce),
          currency: asCurrency(row.currency),
        };
        if (pairs.size >= PAIR_CACHE_MAX) pairs.delete(pairs.keys().next().value as number);
        pairs.set(userId, pair);
        return pair;
      }
      const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${userId}`);
      beforeCreating(asCurrency(user?.currency ?? DEFAULT_CURRENCY));
      await ensurePair(userId);
    }
    throw new Error('No seed pair after creating one');
  }

  const forget = (userId: number, pair: CachedPair) => {
    if (pairs.get(userId) === pair) pairs.delete(userId);
  };

  /**
   * A new round. Before any write: the limit check and the draw (nonce claimed from the cached pair). Then one
   * transaction: one statement claims the nonce (compare-and-set on the pair row, which also orders the player's
   * bets and rotations) and writes the round; one wallet statement moves the stake and the win. Any refusal rolls
   * everything back, so a refused bet writes nothing and takes no nonce.
   */
  /**
   * One player's new rounds run one after another in this process (a player's bets are sequential anyway; this
   * keeps two of them from claiming the same cached nonce). Across processes the compare-and-set decides.
   */
  const queues = new Map<number, Promise<unknown>>();
  function inTurn<T>(userId: number, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(userId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    queues.set(userId, tail);
    void tail.then(() => {
      if (queues.get(userId) === tail) queues.delete(userId);
    });
    return run;
  }

  function play(userId: number, key: string, round: NewRound): Promise<PlayedRound> {
    return inTurn(userId, () => playNow(userId, key, round));
  }

  async function playNow(userId: number, key: string, round: NewRound): Promise<PlayedRound> {
    // Safer gambling: a blocked player is refused here; one with loss or wager limits stakes inside a transaction.
    // The operator's settings in force (this process's copy): a closed game refuses; the limits and version apply.
    const config = await settings.of(round.game);
    if (!config.enabled) throw gameDisabled(round.game);
    const { limited } = await stakeGuard.screen(userId);
    const bonusActive = bonus ? await bonus.hasActive(userId) : false;
    for (let attempt = 0; ; attempt++) {
      const stakeOf = (currency: Currency) => {
        const stake = round.stake(currency);
        if (round.limit) checkLimit(currency, round.limit, stake, config);
        return stake;
      };
      const cached = await cachedPair(userId, stakeOf);
      let pair = cached;
      const currency = pair.currency;
      const stake = stakeOf(currency);
      // First try: the cached nonce, drawn before the transaction. After a stale guess: lock the pair row first.
      const locked = attempt > 0;
      let seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: locked ? -1 : pair.nonce++ };
      const freeBet = round.freeBet;
      /**
       * The round's money for the wallet: the stake (from cash, or split by the bonus rules), the win if any. A free
       * bet moves nothing here: its win is a bonus of its own (server/bonus), granted in the same transaction.
       */
      const money = (decision: Decision, split: StakeSplit = { cash: stake, bonus: 0n }): RoundMoney => {
        const win = (decision.status ?? 'settled') === 'settled' && freeBet === undefined ? decision.payout : 0n;
        return {
          userId,
          currency,
          stake: split,
          win,
          winBonus: splitWin(win, split).bonus,
          keys: { stake: `games:key:${key}:bet`, win: `games:key:${key}:win` },
          referencePrefix: `round:${round.game}:`,
        };
      };
      /** The round's row as `game_bets` stores it (with its stake's split when it took bonus money). */
      const roundRow = (decision: Decision, kept?: KeptSplit): RoundRow => ({
        userId,
        game: round.game,
        engineVersion: ENGINE_VERSIONS[round.game],
        currency,
        pairId: pair.id,
        nonce: seeds.nonce,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        stake,
        payout: decision.payout,
        multiplier: decision.multiplier,
        status: decision.status ?? 'settled',
        params: JSON.stringify(round.params),
        // The snapshot names the settings' version it was played under (0: the spec's).
        config: JSON.stringify({ ...round.config(currency), config_version: config.version }),
        outcome: JSON.stringify(decision.outcome),
        state: decision.state ? JSON.stringify(decision.state) : null,
        key,
        stakeBonus: kept?.bonusMinor ?? 0n,
        bonusGrantId: kept?.grantId ?? null,
      });
      /** The round and its money in one wallet statement: claim the nonce, write the round, post the stake and the win. */
      const write = async (runner: Runner, decision: Decision) => {
        // While a bonus is active (then `runner` is a transaction): the max bet, real money first, the wagering step.
        // A free bet (then `runner` is a transaction): one spin of the campaign, claimed before the round is written.
        const free =
          freeBet !== undefined
            ? await requireBonus().spendFreeBet(runner, {
                userId,
                campaignId: freeBet,
                game: round.game,
                currency,
                stake,
              })
            : null;
        const bonusStake =
          bonusActive && bonus && !free
            ? await bonus.stake(runner, {
                userId,
                currency,
                stake,
                category: 'original',
              })
            : null;
        const written = await wallet.postRound(
          runner,
          money(decision, free ? { cash: 0n, bonus: 0n } : bonusStake?.split),
          roundLead({ ...roundRow(decision, keptSplit(stake, bonusStake)), freeBet: free !== null }),
        );
        if (Number(written.outputs.advanced) === 0) throw new StalePair();
        const id = Number(written.outputs.id);
        if (bonusStake && bonus) await bonus.wagered(runner, bonusStake, `round:${round.game}:${id}`);
        if (free) await requireBonus().freeBetPlayed(runner, free, decision.payout, `round:${round.game}:${id}`);
        if (round.after) await round.after(runner, { id, userId, currency }, decision);
        // A conversion or a free bet's win moved bonus money: the balances as the transaction leaves them.
        const after = bonusStake || free ? await wallet.balances(userId, currency, runner) : null;
        return answer(decision, {
          betId: id,
          createdAt: written.outputs.created_at as Date | string,
          cash: after?.cash ?? written.cash,
          bonus: after?.bonus,
        });
      };
      /** The round as written (alone or in a batch), as the player sees it. */
      const answer = (
        decision: Decision,
        written: { betId: number; createdAt: Date | string; cash: bigint; bonus?: bigint },
      ) => {
        const row: BetRow = {
          id: written.betId,
          user_id: userId,
          game: round.game,
          engine_version: ENGINE_VERSIONS[round.game],
          status: decision.status ?? 'settled',
          currency,
          amount_minor: stake.toString(),
          payout_minor: decision.payout.toString(),
          multiplier_bp: String(decision.multiplier),
          params: round.params,
          config: {},
          outcome: decision.outcome,
          state: decision.state ?? null,
          nonce: seeds.nonce,
          server_seed_hash: pair.serverSeedHash,
          client_seed: pair.clientSeed,
          server_seed: null,
          pair_active: true,
          version: 0,
          created_at: written.createdAt,
          stake_bonus_minor: '0',
          bonus_grant_id: null,
        };
        const bonusBalance = written.bonus === undefined ? undefined : fromMinor(written.bonus, currency);
        return { row, balance: fromMinor(written.cash, currency), bonusBalance };
      };
      /** The hot path on PostgreSQL: in a batch with other players' rounds; alone when the batch is refused. */
      const writeBatched = async (decision: Decision) => {
        if (!batcher) return write(db, decision);
        try {
          const written = await batcher.write(money(decision), roundRow(decision));
          const { id, created_at } = written.outputs;
          return answer(decision, { betId: Number(id), createdAt: created_at as string, cash: written.cash });
        } catch (error) {
          if (error instanceof BatchRefused) return write(db, decision);
          throw error;
        }
      };
      try {
        const result =
          locked || round.after || limited || bonusActive || freeBet !== undefined
            ? await db.transaction(async (tx) => {
                // A free bet risks none of the player's money: no loss or wager limit counts it.
                if (limited && freeBet === undefined) await stakeGuard.hold(tx, userId, currency, stake);
                let decision = locked ? null : await round.settle(seeds, stake, currency);
                if (!decision) {
                  const [row] = await rows<ActiveRow>(
                    tx,
                    sql`SELECT p.id, p.server_seed, p.server_seed_hash, p.client_seed, p.nonce, ${currency} AS currency
                        FROM game_seed_pairs p WHERE p.user_id = ${userId} AND p.active FOR UPDATE`,
                  );
                  if (!row) throw new StalePair();
                  pair = {
                    id: Number(row.id),
                    serverSeed: row.server_seed,
                    serverSeedHash: row.server_seed_hash,
                    clientSeed: row.client_seed,
                    nonce: Number(row.nonce),
                    currency,
                  };
                  seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
                  decision = await round.settle(seeds, stake, currency);
                }
                return write(tx, decision);
              })
            : // The hot path: no transaction around it, one round trip.
              await writeBatched(await round.settle(seeds, stake, currency));
        if (locked) {
          forget(userId, cached);
          pairs.set(userId, { ...pair, nonce: seeds.nonce + 1 });
        }
        return result;
      } catch (error) {
        // The claimed nonce was not written: the next bet reloads the pair from the database.
        forget(userId, cached);
        if (error instanceof StalePair && attempt < 3) continue;
        if (error instanceof LedgerRejected) {
          if (await betByKey(userId, key)) return replay(userId, key, round);
          const dbCode = pgErrorCode(error.dbError) ?? '';
          if (RETRYABLE.has(dbCode) && attempt < 3) continue;
          if (dbCode === '23505') throw roundOpen();
          if (error.leadRefused) throw new IdempotencyConflict();
          const explained = await wallet.explain(error.postings, error.dbError);
          if (explained instanceof InsufficientFunds) {
            throw new ValidationError({ amount: [`insufficient_funds: ${explained.message}`] });
          }
          throw explained;
        }
        const code = pgErrorCode(error);
        if (code === '23505') {
          // Two starts of a multi-step round at once, or a key replayed while its first request was in flight.
          if (await betByKey(userId, key)) return replay(userId, key, round);
          throw roundOpen();
        }
        if (RETRYABLE.has(code ?? '') && attempt < 3) continue;
        if (error instanceof StalePair) throw new HttpError(503, 'busy', 'Too many bets at once: try again');
        throw error;
      }
    }
  }

  /**
   * One step of the player's unfinished round of `game`, under a row lock, only if the round is still at
   * `version` (a second tab sending a step for a version it saw before gets 409 `round_changed`). A win at the end
   * is credited in the same transaction, with an idempotency key of the round.
   *
   * Idempotent by construction: the step that moved a round from `version` is stored with the round (`last_step`
   * in its private state: version, move, Idempotency-Key). The same step resent under the same key, its answer
   * lost, answers the round as that step left it (still the newest state of the round), and moves nothing.
   */
  async function advance(
    userId: number,
    game: StepName,
    request: StepRequest,
    step: (row: BetRow, seeds: BetSeeds) => Promise<Decision>,
  ): Promise<{ row: BetRow; balance: string; bonusBalance?: string }> {
    const { version } = request;
    return db.transaction(async (tx) => {
      // The newest round of the game: the open one, or the one a lost step or cash-out just settled.
      const [row] = await rows<BetRow>(
        tx,
        sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
            WHERE b.user_id = ${userId} AND b.game = ${game} ORDER BY b.id DESC LIMIT 1 FOR UPDATE OF b`,
      );
      if (row && isResend(row, request)) return { row, ...(await balancesOf(tx, row)) };
      if (row?.status !== 'active') throw noRound();
      if (Number(row.version) !== version) throw roundChanged();
      const seeds = { serverSeed: row.server_seed ?? '', clientSeed: row.client_seed, nonce: Number(row.nonce) };
      const decision = await step(row, seeds);
      const status = decision.status ?? 'settled';
      const currency = asCurrency(row.currency);
      const state: Json = { ...(decision.state ?? {}), last_step: { version, move: request.move, key: request.key } };
      if (status === 'settled' && decision.payout > 0n) {
        const win = {
          userId,
          currency,
          amountMinor: decision.payout,
          kind: 'win' as const,
          idempotencyKey: `games:round:${row.id}:win`,
          reference: `round:${game}:${row.id}`,
        };
        const postings = await laterPostings(tx, row, win);
        if (postings.length > 0) await wallet.post(postings, tx);
      }
      const [updated] = await rows<{ version: number }>(
        tx,
        sql`UPDATE game_bets SET status = ${status}, outcome = ${JSON.stringify(decision.outcome)}::jsonb,
              state = ${JSON.stringify(state)}::jsonb,
              multiplier_bp = ${decision.multiplier}, payout_minor = ${decision.payout.toString()}::bigint,
              version = version + 1, updated_at = now()
            WHERE id = ${row.id} AND version = ${version} RETURNING version`,
      );
      if (!updated) throw roundChanged();
      return {
        row: {
          ...row,
          status,
          outcome: decision.outcome,
          state,
          multiplier_bp: String(decision.multiplier),
          payout_minor: decision.payout.toString(),
          version: Number(updated.version),
        },
        ...(await balancesOf(tx, row)),
      };
    });
  }

  /**
   * A payment for a round after its stake (a multi-step round's win, a case item's sale): to cash, or share by share
   * when its stake took bonus money (contract/bonus/wagering.ts rule 8).
   */
  async function laterPostings(
    tx: Runner,
    row: Pick<BetRow, 'amount_minor' | 'stake_bonus_minor' | 'bonus_grant_id'>,
    payment: {
      userId: number;
      currency: Currency;
      amountMinor: bigint;
      kind: 'win';
      idempotencyKey: string;
      reference: string;
    },
  ): Promise<Posting[]> {
    const split = {
      stake: BigInt(row.amount_minor),
      bonusMinor: BigInt(row.stake_bonus_minor),
      grantId: row.bonus_grant_id,
    };
    if (bonus && split.bonusMinor > 0n) {
      return bonus.sharePostings(tx, { ...payment, split, amount: payment.amountMinor });
    }
    return [wallet.creditPosting(payment)];
  }

  /** The cash after a round's step or sale, and the bonus balance when its stake took bonus money. */
  async function balancesOf(
    tx: Runner,
    row: Pick<BetRow, 'user_id' | 'currency' | 'stake_bonus_minor'>,
  ): Promise<{ balance: string; bonusBalance?: string }> {
    const currency = asCurrency(row.currency);
    const { cash, bonus: bonusMinor } = await wallet.balances(Number(row.user_id), currency, tx);
    const balance = fromMinor(cash, currency);
    return BigInt(row.stake_bonus_minor) > 0n
      ? { balance, bonusBalance: fromMinor(bonusMinor, currency) }
      : { balance };
  }

  async function activeRound(userId: number, game: StepName): Promise<BetRow | null> {
    const [row] = await rows<BetRow>(
      db,
      sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.user_id = ${userId} AND b.game = ${game} AND b.status = 'active'`,
    );
    return row ?? null;
  }

  return {
    play,
    advance,
    activeRound,
    balanceOf,

    async seeds(userId: number) {
      let pair = await activePair(userId);
      if (!pair) {
        await ensurePair(userId);
        pair = await activePair(userId);
      }
      if (!pair) throw new Error('No seed pair after creating one');
      return publicSeedPair(pair);
    },

    /** Rotation (seed-rotation.ts); the cached pair is dropped either way. */
    rotate(userId: number, clientSeed: string | undefined, idempotencyKey?: string): Promise<Rotation> {
      return rotateSeeds(db, { userId, clientSeed, idempotencyKey }, ensurePair).finally(() => pairs.delete(userId));
    },

    async listBets(userId: number, game: GameName | undefined, limit: number, offset: number): Promise<GameBet[]> {
      const list = await rows<BetRow>(
        db,
        sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
            WHERE b.user_id = ${userId} ${game ? sql`AND b.game = ${game}` : sql``}
            ORDER BY b.id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      return list.map(betView);
    },

    async bet(userId: number, id: number): Promise<GameBet | null> {
      const [row] = await rows<BetRow>(
        db,
        sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
            WHERE b.user_id = ${userId} AND b.id = ${id}`,
      );
      return row ? betView(row) : null;
    },

    /** Raw rows with their private state and config snapshot (tests, replays). */
    async storedBets(userId: number) {
      return rows<BetRow>(
        db,
        sql`SELECT ${BET_COLUMNS} FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
            WHERE b.user_id = ${userId} ORDER BY b.id`,
      );
    },

    async caseItems(userId: number): Promise<HeldItem[]> {
      const list = await db
        .select()
        .from(gameCaseItems)
        .where(eq(gameCaseItems.userId, userId))
        .orderBy(gameCaseItems.status, desc(gameCaseItems.id))
        .limit(200);
      return list.map(heldItemView);
    },

    /**
     * Sells a held item back at its value: once per item (its id is the ledger's idempotency key); again answers the
     * sale. A case paid partly with bonus money pays the sale share by share (rule 8).
     */
    async sellItem(
      userId: number,
      itemId: number,
    ): Promise<{ item: HeldItem; balance: string; bonusBalance?: string }> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .update(gameCaseItems)
          .set({ status: 'sold', soldAt: new Date() })
          .where(and(eq(gameCaseItems.id, itemId), eq(gameCaseItems.userId, userId), eq(gameCaseItems.status, 'held')))
          .returning();
        const sold =
          item ??
          (
            await tx
              .select()
              .from(gameCaseItems)
              .where(and(eq(gameCaseItems.id, itemId), eq(gameCaseItems.userId, userId)))
          )[0];
        if (!sold) throw new HttpError(404, 'item_not_found', 'No such item');
        const [bet] = await tx
          .select({
            amountMinor: gameBets.amountMinor,
            stakeBonusMinor: gameBets.stakeBonusMinor,
            bonusGrantId: gameBets.bonusGrantId,
          })
          .from(gameBets)
          .where(eq(gameBets.id, sold.betId));
        const round = {
          user_id: userId,
          currency: sold.currency,
          amount_minor: String(bet?.amountMinor ?? 0n),
          stake_bonus_minor: String(bet?.stakeBonusMinor ?? 0n),
          bonus_grant_id: bet?.bonusGrantId ?? null,
        };
        // Sold already (a resend whose first answer was lost): the first sale's result, nothing moves.
        if (item && item.valueMinor > 0n) {
          const postings = await laterPostings(tx, round, {
            userId,
            currency: asCurrency(item.currency),
            amountMinor: item.valueMinor,
            kind: 'win',
            idempotencyKey: `games:case-item:${item.id}:sell`,
            reference: `round:cases:${item.betId}`,
          });
          if (postings.length > 0) await wallet.post(postings, tx);
        }
        return { item: heldItemView(sold), ...(await balancesOf(tx, round)) };
      });
    },
  };
}

export function heldItemView(item: typeof gameCaseItems.$inferSelect): HeldItem {
  const currency = asCurrency(item.currency);
  return {
    id: item.id,
    bet_id: item.betId,
    case_id: item.caseId,
    item_id: item.itemId,
    name: item.name,
    value: fromMinor(item.valueMinor, currency),
    status: item.status === 'sold' ? 'sold' : 'held',
    created_at: item.createdAt.toISOString(),
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
export type { BetRow };
