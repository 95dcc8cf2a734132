import { z } from 'zod';
import { ROOMS } from '../bet-limits';
import { GAME_NAMES } from '../games/registry';
import { HISTORY_KINDS, type HistoryKind, SHARED_HISTORY_GAMES } from '../history-kinds';
import { LIVE_TABLES } from '../live/tables';
import { CURRENCIES } from '../money';
import { INVOICE_STATUS_NAMES, PAYOUT_METHODS, PAYOUT_STATUSES } from './billing';
import { EXACT_TIME } from './cursor';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { SportsBet } from './sports';
import { text } from './text';
import { WireAmount } from './wallet';

/**
 * The player's history (profile → history; issue 13): what happened, one row per event. A game round is one row
 * (its stake and payout together), a deposit and a withdrawal one row each with their method and status, and the
 * other movements of money (bonuses, operator adjustments) one row each. Newest first: by time, then by kind
 * (`HISTORY_KINDS` order), then by id; paged by a cursor (the position after the last row of a page), so a page
 * costs the same however far back it is and a row never appears twice or goes missing between pages. A sports bet is
 * one row at the time it was placed (its legs, the odds accepted, its stake, status and what it has paid, with each
 * settlement and resettlement movement), open or settled.
 *
 * The ledger's own movements stay in GET /api/v2/wallet/history (contract/api/wallet.ts).
 */

export {
  GAME_ROUND_KINDS,
  type GameRoundKind,
  HISTORY_KINDS,
  type HistoryGame,
  type HistoryKind,
} from '../history-kinds';

/** What the `game` filter takes: an original by name, or crash, the private rooms, the live tables, the slots. */
export const HISTORY_GAMES = [...GAME_NAMES, ...SHARED_HISTORY_GAMES] as const;

/** What the `kind` filter takes: one kind (plural) or everything. */
export const HISTORY_FILTERS = ['all', 'rounds', 'sports', 'deposits', 'withdrawals', 'other'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** An instant with its offset, e.g. "2026-11-24T00:00:00.000+05:00" or "…Z". */
export const Instant = text()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/,
    errorMessage('date_invalid', 'Use a date and time like 2026-11-24T00:00:00Z'),
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), errorMessage('date_invalid', 'No such date'));

/**
 * Where a page ends: the last row's exact time (microseconds, UTC), kind and id. The server gives it as
 * `next_cursor`; the client sends it back unchanged.
 */
const CURSOR = new RegExp(`^(${EXACT_TIME})~(${HISTORY_KINDS.join('|')})~(\\d{1,18})$`);
export interface HistoryCursor {
  at: string;
  kind: HistoryKind;
  id: number;
}
export const formatCursor = (cursor: HistoryCursor) => `${cursor.at}~${cursor.kind}~${cursor.id}`;

const Cursor = text()
  .regex(CURSOR, errorMessage('cursor_invalid', 'Start again from the first page'))
  .refine(
    (value) => !Number.isNaN(Date.parse(value.split('~')[0] ?? '')),
    errorMessage('cursor_invalid', 'No such time'),
  )
  .transform((value): HistoryCursor => {
    const [, at, kind, id] = CURSOR.exec(value) as unknown as [string, string, HistoryKind, string];
    return { at, kind, id: Number(id) };
  });

/**
 * GET /api/v2/history?kind=rounds&game=dice&from=…&to=…&cursor=…&limit=20. `from` is inclusive, `to` exclusive.
 * `game` shows only that game's rounds (an original, crash, the rooms, the live tables or the slots), so it goes with
 * `kind` all or rounds.
 */
export const HistoryListQuery = z
  .object({
    kind: z.enum(HISTORY_FILTERS, { error: errorMessage('kind_invalid', 'Unknown kind of row') }).default('all'),
    game: z.enum(HISTORY_GAMES, { error: errorMessage('game_invalid', 'Unknown game') }).optional(),
    from: Instant.optional(),
    to: Instant.optional(),
    cursor: Cursor.optional(),
    limit: z.coerce
      .number({ error: errorMessage('limit_invalid', 'From 1 to 100 rows') })
      .int(errorMessage('limit_invalid', 'From 1 to 100 rows'))
      .min(1, errorMessage('limit_invalid', 'From 1 to 100 rows'))
      .max(100, errorMessage('limit_invalid', 'From 1 to 100 rows'))
      .default(20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: errorMessage('range_invalid', 'End after the start') });
    }
    if (query.game && query.kind !== 'all' && query.kind !== 'rounds') {
      ctx.addIssue({
        code: 'custom',
        path: ['game'],
        message: errorMessage('game_with_kind', 'A game filter shows rounds only'),
      });
    }
  });
export type HistoryListQuery = z.input<typeof HistoryListQuery>;

const RoundRow = z.object({
  kind: z.literal('round'),
  id: z.number().int(),
  game: z.enum(GAME_NAMES),
  currency: z.enum(CURRENCIES),
  /** The stake. */
  amount: WireAmount,
  /** "1.98"; "0.00" on a loss; the running multiplier of an unfinished round. */
  multiplier: text(),
  payout: WireAmount,
  /** payout − stake. */
  net: WireAmount,
  /** active: a hilo or miner round still open. */
  status: z.enum(['settled', 'active']),
  /** The round's server seed is shown (its pair was rotated): the round can be verified. */
  seeds_revealed: z.boolean(),
  created_at: text(),
});

/** What moved the bet's money after it was placed: its settlement, each resettlement's difference, a cash-out. */
export const SPORTS_MOVEMENT_KINDS = ['win', 'refund', 'adjustment'] as const;
const SportsBetRow = z.object({
  kind: z.literal('sports_bet'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  bet: SportsBet,
  /**
   * Oldest first, each the signed change of the player's cash (the stake's debit not included): the first is the
   * settlement (or the cash-out), each later one a corrected result's difference.
   */
  movements: z.array(
    z.object({
      kind: z.enum(SPORTS_MOVEMENT_KINDS),
      amount: WireAmount,
      /** The part of a take-back the player's cash could not cover, now owed ("0.00" otherwise). */
      debt: WireAmount,
      created_at: text(),
    }),
  ),
  created_at: text(),
});

const DepositRow = z.object({
  kind: z.literal('deposit'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** What the player was asked to pay; `credited` once paid. */
  amount: WireAmount,
  credited: WireAmount.nullable(),
  /** The payment method's name. */
  method: text(),
  status: z.enum(INVOICE_STATUS_NAMES),
  created_at: text(),
});

const WithdrawalRow = z.object({
  kind: z.literal('withdrawal'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_STATUSES),
  created_at: text(),
});

/**
 * A bonus, an operator's adjustment, or a debt repaid from a credit (`debt_recovery`: what a corrected bet left owed):
 * the ledger kind and the signed change of the balance it touched.
 */
export const OTHER_LEDGER_KINDS = [
  'bonus_grant',
  'bonus_activate',
  'bonus_convert',
  'bonus_forfeit',
  'adjustment',
  'debt_recovery',
] as const;
const OtherRow = z.object({
  kind: z.literal('other'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  ledger_kind: z.enum(OTHER_LEDGER_KINDS),
  amount: WireAmount,
  created_at: text(),
});

/** A crash bet: its stake, the multiplier it was cashed out at, its payout, and its round (hash and bust once busted). */
const CrashBetRow = z.object({
  kind: z.literal('crash_bet'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  /** "2.00" once cashed out; null while active or lost. */
  cashout: text().nullable(),
  auto_cashout: text().nullable(),
  payout: WireAmount,
  net: WireAmount,
  status: z.enum(['active', 'cashed_out', 'lost']),
  round: z.object({
    id: z.number().int(),
    /** Its game number in the chain (the crash page's verifier checks it). */
    game: z.number().int(),
    bust: text().nullable(),
    hash: text().nullable(),
  }),
  created_at: text(),
});

/**
 * A stake in a private room's round (a join or an addition). The round's winner is one entry: that entry's row
 * carries the round's payout, the player's other entries of the round pay nothing.
 */
const RoomEntryRow = z.object({
  kind: z.literal('room_entry'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  room: z.enum(ROOMS),
  amount: WireAmount,
  payout: WireAmount,
  net: WireAmount,
  /** waiting: the round is not drawn yet. */
  status: z.enum(['waiting', 'won', 'lost']),
  round: z.object({
    id: z.number().int(),
    server_seed_hash: text(),
    /** Revealed once drawn. */
    server_seed: text().nullable(),
    /** The entries' ids in order (contract/fairness/rooms.ts), and each entry's stake: the verifier's input. */
    client_seed: text(),
    entries: z.array(z.object({ id: z.number().int(), stake: WireAmount })),
    winner_entry_id: z.number().int().nullable(),
  }),
  created_at: text(),
});

/** A bet on one spot of a live table's round; its payout once the round is drawn. */
const LiveBetRow = z.object({
  kind: z.literal('live_bet'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  table: z.enum(LIVE_TABLES),
  spot: text(),
  amount: WireAmount,
  /** Null while the round is open. */
  payout: WireAmount.nullable(),
  net: WireAmount.nullable(),
  status: z.enum(['open', 'won', 'lost']),
  round: z.object({
    id: z.number().int(),
    outcome: z.number().int().nullable(),
    server_seed_hash: text(),
    server_seed: text().nullable(),
  }),
  created_at: text(),
});

/** A provider's (slot) round: the provider's own round id, what it staked, won and refunded. */
const SlotRoundRow = z.object({
  kind: z.literal('slot_round'),
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  provider: text(),
  /** The provider's name as players know it ("Lucky Mirror Studio"). */
  provider_name: text(),
  /** The provider's id of the round (what its own history and support know it by). */
  provider_round_id: text(),
  /** The catalogue's title and address; null for a game no longer listed. */
  title: text().nullable(),
  slug: text().nullable(),
  amount: WireAmount,
  payout: WireAmount,
  refunded: WireAmount,
  net: WireAmount,
  /** A free spin of a campaign: no stake, its win goes to the bonus balance. */
  free_spins: z.boolean(),
  /** open: no win call has come yet. */
  status: z.enum(['open', 'ended']),
  created_at: text(),
});

export const HistoryRow = z.discriminatedUnion('kind', [
  RoundRow,
  SportsBetRow,
  DepositRow,
  WithdrawalRow,
  OtherRow,
  CrashBetRow,
  RoomEntryRow,
  LiveBetRow,
  SlotRoundRow,
]);
export type HistoryRow = z.infer<typeof HistoryRow>;
export type RoundHistoryRow = z.infer<typeof RoundRow>;
export type CrashBetHistoryRow = z.infer<typeof CrashBetRow>;
export type RoomEntryHistoryRow = z.infer<typeof RoomEntryRow>;
export type LiveBetHistoryRow = z.infer<typeof LiveBetRow>;
export type SlotRoundHistoryRow = z.infer<typeof SlotRoundRow>;
export type SportsBetHistoryRow = z.infer<typeof SportsBetRow>;

export const HistoryListAnswer = z.object({
  data: z.object({
    items: z.array(HistoryRow),
    /** Send as `cursor` for the next page; null on the last page. */
    next_cursor: text().nullable(),
  }),
});
export type HistoryListAnswer = z.infer<typeof HistoryListAnswer>;

/**
 * GET /api/v2/history/:kind/:id: one row of the player's own history, as the list shows it (a deep link to a round
 * beyond the pages loaded). Another player's row, or none, is 404 `history_row_not_found`; a kind or id that is not
 * one is 422.
 */
export const HistoryRowParams = z.object({
  kind: z.enum(HISTORY_KINDS, { error: errorMessage('kind_invalid', 'Unknown kind of row') }),
  id: z.coerce
    .number({ error: errorMessage('id_invalid', 'A row id is a whole number from 1') })
    .int(errorMessage('id_invalid', 'A row id is a whole number from 1'))
    .min(1, errorMessage('id_invalid', 'A row id is a whole number from 1'))
    .max(Number.MAX_SAFE_INTEGER, errorMessage('id_invalid', 'A row id is a whole number from 1')),
});
export const HistoryRowAnswer = z.object({ data: HistoryRow });

/** The player's history (one original's round with its seeds: GAMES_API.bet). */
export const HISTORY_API = {
  list: endpoint({ method: 'GET', path: '/api/v2/history', query: HistoryListQuery, answer: HistoryListAnswer }),
  row: endpoint({
    method: 'GET',
    path: '/api/v2/history/:kind/:id',
    params: HistoryRowParams,
    answer: HistoryRowAnswer,
  }),
};
