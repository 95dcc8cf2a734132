import { sql } from 'drizzle-orm';
import type { RoomInfo, RoomJoin, RoomRound, RoomState } from '../../contract/api/rooms';
import { ROOM_ENTRY, ROOMS, type Room } from '../../contract/bet-limits';
import { hashServerSeed, newServerSeed } from '../../contract/fairness/seeds';
import { parseStake } from '../../contract/games/game';
import { BetRefused } from '../../contract/games/refusal';
import { CURRENCIES, type Currency, fromMinor } from '../../contract/money';
import { ROOMS_TOPIC, type RoomEvent } from '../../contract/realtime/rooms';
import { type BonusService, keptSplit, postDeferredStake } from '../bonus/service';
import type { Db } from '../db/types';
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
import { currencyOf, ENTRY_COLUMNS, type EntryRow, ROUND_COLUMNS, type RoundRow, roundView } from './views';

export interface RoomsSettings {
  /** The house's commission on each pot, in basis points. */
  commissionBp: number;
  /** The countdown from the second player's join to the draw (ms). */
  countdownMs: number;
}

export interface RoomsDeps {
  db: Db;
  wallet: WalletService;
  bus: Bus;
  /**
   * The bonus engine: while a bonus is active a stake obeys its max bet, takes bonus money after real money and
   * counts towards its wagering.
   */
  bonus?: Pick<BonusService, 'stake' | 'wagered'>;
  settings: RoomsSettings;
  /** The server's clock (epoch ms): it alone decides whether a stake came before the round closed. */
  clock?: () => number;
}

/** A player's total stake in one round: at most this many entries' worth (spec §9 gives only the entry). */
export const MAX_TOTAL_ENTRIES = 100n;
const RETRYABLE = new Set(['40P01', '40001']);

export const maxTotal = (currency: Currency, room: Room) => ROOM_ENTRY[currency][room] * MAX_TOTAL_ENTRIES;

/**
 * The private rooms as every API process serves them: joins and additions decided in the database under the
 * round's row lock, by the server's clock against the round's stored `closes_at`.
 */
export function createRoomsService({ db, wallet, bus, bonus, settings, clock = Date.now }: RoomsDeps) {
  const rows = async <T>(runner: Runner, query: ReturnType<typeof sql>) => rowsOf<T>(await runner.execute(query));
  const publish = (event: RoomEvent) => bus.publish(ROOMS_TOPIC, event).catch(() => undefined);

  const entriesOf = (runner: Runner, roundId: number) =>
    rows<EntryRow>(
      runner,
      sql`SELECT ${sql.raw(ENTRY_COLUMNS)} FROM room_entries e JOIN users u ON u.id = e.user_id
          WHERE e.round_id = ${roundId} ORDER BY e.id`,
    );

  async function view(runner: Runner, round: RoundRow, callerId: number | null): Promise<RoomRound> {
    return roundView(round, await entriesOf(runner, Number(round.id)), callerId);
  }

  /** Opens the room's round in this currency unless one is open: a fresh server seed, its hash shown from now. */
  async function openRound(runner: Runner, room: Room, currency: Currency, now: number): Promise<RoundRow | null> {
    const seed = newServerSeed();
    const [opened] = await rows<RoundRow>(
      runner,
      sql`INSERT INTO room_rounds (room, currency, server_seed, server_seed_hash, opened_at)
          VALUES (${room}, ${currency}, ${seed}, ${await hashServerSeed(seed)}, ${now})
          ON CONFLICT (room, currency) WHERE phase <> 'drawn' DO NOTHING RETURNING ${sql.raw(ROUND_COLUMNS)}`,
    );
    return opened ?? null;
  }

  async function currentRound(runner: Runner, room: Room, currency: Currency, lock = false) {
    const [row] = await rows<RoundRow>(
      runner,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM room_rounds WHERE room = ${room} AND currency = ${currency}
          AND phase <> 'drawn' ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return row ?? null;
  }

  async function balanceOf(userId: number, currency: Currency) {
    return fromMinor((await wallet.balances(userId, currency)).cash, currency);
  }

  /** A replayed key: the first stake, or 409 if the key made a different one. */
  async function replay(userId: number, key: string, room: Room, stake: bigint): Promise<RoomJoin> {
    const [entry] = await rows<EntryRow & { room: string; currency: string }>(
      db,
      sql`SELECT ${sql.raw(ENTRY_COLUMNS)}, r.room, r.currency FROM room_entries e JOIN users u ON u.id = e.user_id
          JOIN room_rounds r ON r.id = e.round_id WHERE e.user_id = ${userId} AND e.idempotency_key = ${key}`,
    );
    if (!entry || entry.room !== room || BigInt(entry.amount_minor) !== stake) throw new IdempotencyConflict();
    const [round] = await rows<RoundRow>(
      db,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM room_rounds WHERE id = ${entry.round_id}`,
    );
    const currency = currencyOf(entry.currency);
    return {
      entry_id: Number(entry.id),
      round: await view(db, round as RoundRow, userId),
      balance: await balanceOf(userId, currency),
    };
  }

  function stakeOf(amount: string, currency: Currency, room: Room): bigint {
    let stake: bigint;
    try {
      stake = parseStake(amount, currency);
    } catch (error) {
      if (error instanceof BetRefused) throw new ValidationError({ [error.field]: [`${error.code}: ${error.text}`] });
      throw error;
    }
    const entry = ROOM_ENTRY[currency][room];
    if (stake < entry) {
      throw new ValidationError({
        amount: [`bet_below_min: The room's entry is ${fromMinor(entry, currency)} ${currency}`],
      });
    }
    return stake;
  }

  /** A join or an addition to the caller's stake in the room's open round (of their currency). */
  async function join(userId: number, key: string, room: Room, amount: string): Promise<RoomJoin> {
    const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${userId}`);
    const currency = currencyOf(user?.currency ?? '');
    const stake = stakeOf(amount, currency, room);
    const [known] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM room_entries WHERE user_id = ${userId} AND idempotency_key = ${key}`,
    );
    if (known) return replay(userId, key, room, stake);
    for (let attempt = 0; ; attempt++) {
      try {
        const joined = await db.transaction(async (tx) => {
          const now = clock();
          const opened = await openRound(tx, room, currency, now);
          // The round's row lock orders every stake in it and the leader's draw.
          const round = (await currentRound(tx, room, currency, true)) as RoundRow;
          if (round.phase === 'countdown' && now >= Number(round.closes_at)) {
            throw new HttpError(409, 'round_closed', 'This round has closed: the draw is under way');
          }
          const [mine] = await rows<{ total: string }>(
            tx,
            sql`SELECT coalesce(sum(amount_minor), 0)::text AS total FROM room_entries
                WHERE round_id = ${round.id} AND user_id = ${userId}`,
          );
          const max = maxTotal(currency, room);
          if (BigInt(mine?.total ?? '0') + stake > max) {
            throw new ValidationError({
              amount: [`bet_above_max: Your stake in a round is at most ${fromMinor(max, currency)} ${currency}`],
            });
          }
          // Real money first, then bonus money; the entry keeps the split for the pot it may win (rule 8).
          const bonusStake = bonus ? await bonus.stake(tx, { userId, currency, stake, category: 'original' }) : null;
          const split = keptSplit(stake, bonusStake);
          const [inserted] = await rows<{ id: number }>(
            tx,
            sql`INSERT INTO room_entries (round_id, user_id, amount_minor, idempotency_key, stake_bonus_minor,
                  bonus_grant_id)
                VALUES (${round.id}, ${userId}, ${stake.toString()}::bigint, ${key},
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
              idempotencyKey: `rooms:entry:${inserted.id}`,
              reference: `round:rooms:${round.id}`,
            },
          );
          // While a bonus is active: the balances as the transaction leaves them (a conversion moves bonus money too).
          const after = bonusStake ? await wallet.balances(userId, currency, tx) : null;
          const cash = after?.cash ?? posted.balances.get(`${userId}:cash`) ?? 0n;
          let current = round;
          if (round.phase === 'waiting') {
            const [players] = await rows<{ n: number }>(
              tx,
              sql`SELECT count(DISTINCT user_id)::int AS n FROM room_entries WHERE round_id = ${round.id}`,
            );
            if (Number(players?.n) >= 2) {
              const [started] = await rows<RoundRow>(
                tx,
                sql`UPDATE room_rounds SET phase = 'countdown', closes_at = ${now + settings.countdownMs}
                    WHERE id = ${round.id} RETURNING ${sql.raw(ROUND_COLUMNS)}`,
              );
              current = started as RoundRow;
            }
          }
          return {
            entryId: Number(inserted.id),
            opened,
            countdown: current.phase !== round.phase,
            round: current,
            entries: await entriesOf(tx, Number(round.id)),
            balance: fromMinor(cash, currency),
            ...(after ? { bonus_balance: fromMinor(after.bonus, currency) } : {}),
          };
        });
        if (!joined) return replay(userId, key, room, stake);
        if (joined.opened) void publish({ type: 'opened', round: roundView(joined.opened, [], null) });
        const seen = roundView(joined.round, joined.entries, null);
        void publish({ type: 'joined', entry_id: joined.entryId, round: seen });
        if (joined.countdown) void publish({ type: 'countdown', round: seen });
        return {
          entry_id: joined.entryId,
          round: roundView(joined.round, joined.entries, userId),
          balance: joined.balance,
          bonus_balance: joined.bonus_balance,
        };
      } catch (error) {
        if (error instanceof LedgerRejected) {
          if (RETRYABLE.has(pgErrorCode(error.dbError) ?? '') && attempt < 3) continue;
          const explained = await wallet.explain(error.postings, error.dbError);
          if (explained instanceof InsufficientFunds) {
            throw new ValidationError({ amount: [`insufficient_funds: ${explained.message}`] });
          }
          throw explained;
        }
        if (pgErrorCode(error) === '23505') return replay(userId, key, room, stake);
        if (RETRYABLE.has(pgErrorCode(error) ?? '') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** The currency shown: the signed-in player's own, else the one asked for, else the default. */
  async function currencyFor(callerId: number | null, asked: Currency | undefined): Promise<Currency> {
    if (callerId !== null) {
      const [user] = await rows<{ currency: string }>(db, sql`SELECT currency FROM users WHERE id = ${callerId}`);
      if (user) return currencyOf(user.currency);
    }
    return asked ?? currencyOf('');
  }

  async function info(room: Room, currency: Currency, callerId: number | null): Promise<RoomInfo> {
    const round = await currentRound(db, room, currency);
    return {
      room,
      currency,
      entry: fromMinor(ROOM_ENTRY[currency][room], currency),
      max_total: fromMinor(maxTotal(currency, room), currency),
      commission_bp: settings.commissionBp,
      round: round ? await view(db, round, callerId) : null,
    };
  }

  async function list(callerId: number | null, asked?: Currency): Promise<RoomInfo[]> {
    const currency = await currencyFor(callerId, asked);
    return Promise.all(ROOMS.map((room) => info(room, currency, callerId)));
  }

  async function state(room: Room, callerId: number | null, asked?: Currency): Promise<RoomState> {
    const currency = await currencyFor(callerId, asked);
    return { ...(await info(room, currency, callerId)), server_time: clock() };
  }

  /** The room's last drawn rounds in a currency, newest first, with their revealed seeds and entries. */
  async function recentRounds(room: Room, callerId: number | null, limit: number, asked?: Currency) {
    const currency = await currencyFor(callerId, asked);
    const found = await rows<RoundRow>(
      db,
      sql`SELECT ${sql.raw(ROUND_COLUMNS)} FROM room_rounds WHERE room = ${room} AND currency = ${currency}
          AND phase = 'drawn' ORDER BY id DESC LIMIT ${limit}`,
    );
    return Promise.all(found.map((round) => view(db, round, callerId)));
  }

  return { join, list, state, recentRounds, openRound, entriesOf, publish, settings, clock, currencies: CURRENCIES };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
