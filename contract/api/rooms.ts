import { z } from 'zod';
import { ROOMS } from '../bet-limits';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/**
 * Private rooms (spec §1): red, yellow and purple, each a shared wheel per currency. A player's stake is their share
 * of the pot and their chance; one winner takes the pot less the house's commission. A round opens `waiting`; when
 * a second player is in its countdown starts (`closes_at`, server epoch ms); after it the server draws
 * (contract/fairness/rooms.ts), reveals the server seed and opens the next round.
 *
 * **Stakes.** Each stake (the join and every addition) is at least the room's entry in the player's currency
 * (spec §9's room entry column) and a player's total in a round at most `max_total`. Each with its own
 * `Idempotency-Key` (the same key again answers the first and moves nothing; another body: 409
 * `idempotency_conflict`). A player plays the round of their own currency.
 *
 * **Errors.** 422 `amount` (`bet_below_min`, `bet_above_max`, `insufficient_funds`, `amount_invalid`);
 * 409 `round_closed` (the countdown ended: the draw is under way); 404 `room_not_found`.
 */
export const ROOMS_BASE = '/api/v2/rooms';

const Room = z.enum(ROOMS);
const PHASES = ['waiting', 'countdown', 'drawn'] as const;

/** A player in a round: their total stake, its share of the pot and so their chance (a decimal fraction "0.2500"). */
export const RoomPlayer = z.object({
  /** Public name; null when they hide their statistics. */
  player: text().nullable(),
  mine: z.boolean(),
  stake: WireAmount,
  chance: text(),
});
export type RoomPlayer = z.infer<typeof RoomPlayer>;

/**
 * A stake as entered: its id is part of the round's client seed; `seat` is its player's index in `players` (the
 * wheel colours each entry's arc by its player, and the winning entry names the winning seat).
 */
export const RoomEntry = z.object({
  id: z.number().int(),
  stake: WireAmount,
  mine: z.boolean(),
  seat: z.number().int().nonnegative(),
});

export const RoomRound = z.object({
  id: z.number().int(),
  room: Room,
  currency: z.enum(CURRENCIES),
  phase: z.enum(PHASES),
  opened_at: z.number().int(),
  /** When the countdown ends (null until two players are in). */
  closes_at: z.number().int().nullable(),
  server_seed_hash: text(),
  /** Revealed once drawn. */
  server_seed: text().nullable(),
  /** The round's entry ids joined by commas, in order. */
  client_seed: text(),
  pot: WireAmount,
  entries: z.array(RoomEntry),
  players: z.array(RoomPlayer),
  /** Once drawn: the winning entry, the winner's name, the commission and the payout. */
  winner_entry_id: z.number().int().nullable(),
  winner: text().nullable(),
  commission: WireAmount.nullable(),
  payout: WireAmount.nullable(),
  drawn_at: z.number().int().nullable(),
});
export type RoomRound = z.infer<typeof RoomRound>;

export const RoomInfo = z.object({
  room: Room,
  currency: z.enum(CURRENCIES),
  entry: WireAmount,
  max_total: WireAmount,
  commission_bp: z.number().int(),
  round: RoomRound.nullable(),
});
export type RoomInfo = z.infer<typeof RoomInfo>;

export const RoomsListAnswer = z.object({ data: z.array(RoomInfo) });
export const RoomStateAnswer = z.object({ data: RoomInfo.extend({ server_time: z.number().int() }) });
export type RoomState = z.infer<typeof RoomStateAnswer>['data'];

export const RoomJoinBody = z.strictObject({ amount: WireAmount });
/** `bonus_balance`: sent while a bonus is active (the stake takes real money, then bonus money). */
export const RoomJoinAnswer = z.object({
  data: z.object({
    entry_id: z.number().int(),
    round: RoomRound,
    balance: WireAmount,
    bonus_balance: WireAmount.optional(),
  }),
});
export type RoomJoin = z.infer<typeof RoomJoinAnswer>['data'];
export const RoomRoundsAnswer = z.object({ data: z.array(RoomRound) });

const RoomParams = z.object({ room: Room });
/** The currency of the rooms shown (a guest's choice; a signed-in player sees their own). */
const CurrencyQuery = z.object({ currency: z.enum(CURRENCIES).optional() });

export const ROOMS_API = {
  list: endpoint({ method: 'GET', path: ROOMS_BASE, query: CurrencyQuery, answer: RoomsListAnswer }),
  state: endpoint({
    method: 'GET',
    path: `${ROOMS_BASE}/:room`,
    params: RoomParams,
    query: CurrencyQuery,
    answer: RoomStateAnswer,
  }),
  join: endpoint({
    method: 'POST',
    path: `${ROOMS_BASE}/:room/entries`,
    params: RoomParams,
    headers: IdempotentHeaders,
    body: RoomJoinBody,
    answer: RoomJoinAnswer,
    // A stake: the same key again answers the first (room_entries' (user, key)).
    resend: 'idempotency-key',
  }),
  rounds: endpoint({
    method: 'GET',
    path: `${ROOMS_BASE}/:room/rounds`,
    params: RoomParams,
    query: CurrencyQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    answer: RoomRoundsAnswer,
  }),
};
