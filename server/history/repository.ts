import { type SQL, sql } from 'drizzle-orm';
import {
  GAME_ROUND_KINDS,
  HISTORY_KINDS,
  type HistoryCursor,
  type HistoryFilter,
  type HistoryGame,
  type HistoryKind,
  OTHER_LEDGER_KINDS,
} from '../../contract/api/history';
import { exactTime } from '../db/exact-time';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';

/** One source row: its exact time as text (microseconds, UTC: it orders and pages) and its kind's own columns. */
export interface SourceRow {
  kind: HistoryKind;
  id: number;
  at: string;
  [column: string]: unknown;
}

export interface HistoryQuery {
  userId: number;
  kind: HistoryFilter;
  game: HistoryGame | undefined;
  from: string | undefined;
  to: string | undefined;
  cursor: HistoryCursor | undefined;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  limit: number;
  /** Only this row (its kind's source alone, by its id). */
  row?: { kind: HistoryKind; id: number };
}

/**
 * Rows of `kind` that come after the cursor in the order (time, kind, id), newest first. Within one source the
 * kind is fixed, so the condition is a plain range on the (user, time, id) index.
 */
function afterCursor(kind: HistoryKind, cursor: HistoryCursor | undefined, time: SQL, id: SQL): SQL {
  if (!cursor) return sql`TRUE`;
  const at = sql`${cursor.at}::timestamptz`;
  const rank = HISTORY_KINDS.indexOf(kind);
  const cursorRank = HISTORY_KINDS.indexOf(cursor.kind);
  if (rank < cursorRank) return sql`${time} <= ${at}`;
  if (rank > cursorRank) return sql`${time} < ${at}`;
  return sql`(${time}, ${id}) < (${at}, ${cursor.id}::bigint)`;
}

/** The time range asked for, and the one row asked for (`id`: the source's id column). */
function asked(query: HistoryQuery, time: SQL, id: SQL): SQL {
  const from = query.from ? sql` AND ${time} >= ${query.from}::timestamptz` : sql``;
  const to = query.to ? sql` AND ${time} < ${query.to}::timestamptz` : sql``;
  const only = query.row ? sql` AND ${id} = ${query.row.id}::bigint` : sql``;
  return sql`TRUE${from}${to}${only}`;
}

/** A round of an original (`game_bets`); a game filter naming an original reads only that game's rounds. */
function rounds(query: HistoryQuery): SQL {
  const game = query.game ? sql` AND b.game = ${query.game}::text` : sql``;
  return sql`
    SELECT 'round' AS kind, b.id, ${exactTime(sql`b.created_at`)} AS at, b.game, b.currency,
      b.amount_minor::text AS amount_minor, b.payout_minor::text AS payout_minor, b.multiplier_bp::text AS multiplier_bp,
      b.status, NOT p.active AS seeds_revealed
    FROM game_bets b JOIN game_seed_pairs p ON p.id = b.seed_pair_id
    WHERE b.user_id = ${query.userId}::int${game} AND ${asked(query, sql`b.created_at`, sql`b.id`)}
      AND ${afterCursor('round', query.cursor, sql`b.created_at`, sql`b.id`)}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ${query.limit}::int`;
}

/** A crash bet at the time it was placed, with its round's game number, and its hash and bust once busted. */
function crashBets(query: HistoryQuery): SQL {
  return sql`
    SELECT 'crash_bet' AS kind, b.id, ${exactTime(sql`b.created_at`)} AS at, b.currency,
      b.amount_minor::text AS amount_minor, b.payout_minor::text AS payout_minor, b.status, b.cashout, b.auto_cashout,
      r.id AS round_id, r.game, CASE WHEN r.phase = 'busted' THEN r.hash END AS hash,
      CASE WHEN r.phase = 'busted' THEN r.bust END AS bust
    FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
    WHERE b.user_id = ${query.userId}::int AND ${asked(query, sql`b.created_at`, sql`b.id`)}
      AND ${afterCursor('crash_bet', query.cursor, sql`b.created_at`, sql`b.id`)}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ${query.limit}::int`;
}

/** A stake in a private room's round: the round's payout on the winning entry (the entries are read for the page). */
function roomEntries(query: HistoryQuery): SQL {
  return sql`
    SELECT 'room_entry' AS kind, e.id, ${exactTime(sql`e.created_at`)} AS at, r.currency, r.room,
      e.amount_minor::text AS amount_minor, r.id AS round_id, r.phase, r.server_seed_hash,
      CASE WHEN r.phase = 'drawn' THEN r.server_seed END AS server_seed, r.winner_entry_id,
      (CASE WHEN r.winner_entry_id = e.id THEN r.payout_minor ELSE 0 END)::text AS payout_minor
    FROM room_entries e JOIN room_rounds r ON r.id = e.round_id
    WHERE e.user_id = ${query.userId}::int AND ${asked(query, sql`e.created_at`, sql`e.id`)}
      AND ${afterCursor('room_entry', query.cursor, sql`e.created_at`, sql`e.id`)}
    ORDER BY e.created_at DESC, e.id DESC LIMIT ${query.limit}::int`;
}

/** A bet on a live table's spot, with its round's outcome and seed once drawn. */
function liveBets(query: HistoryQuery): SQL {
  return sql`
    SELECT 'live_bet' AS kind, b.id, ${exactTime(sql`b.created_at`)} AS at, b.currency, r.live_table, b.spot,
      b.amount_minor::text AS amount_minor, b.payout_minor::text AS payout_minor, b.status, r.id AS round_id,
      r.outcome, r.server_seed_hash, CASE WHEN r.phase = 'settled' THEN r.server_seed END AS server_seed
    FROM live_bets b JOIN live_rounds r ON r.id = b.round_id
    WHERE b.user_id = ${query.userId}::int AND ${asked(query, sql`b.created_at`, sql`b.id`)}
      AND ${afterCursor('live_bet', query.cursor, sql`b.created_at`, sql`b.id`)}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ${query.limit}::int`;
}

/** A provider's (slot) round with the catalogue's title of its game. */
function slotRounds(query: HistoryQuery): SQL {
  return sql`
    SELECT 'slot_round' AS kind, p.id, ${exactTime(sql`p.created_at`)} AS at, p.currency, p.provider,
      p.round_id AS provider_round_id, g.title, g.slug, p.staked_minor::text AS amount_minor,
      p.won_minor::text AS payout_minor, p.refunded_minor::text AS refunded_minor,
      p.free_spins_grant_id IS NOT NULL AS free_spins, p.ended_at IS NOT NULL AS ended
    FROM provider_rounds p LEFT JOIN slot_games g ON g.provider = p.provider AND g.game_id = p.game_id
    WHERE p.user_id = ${query.userId}::int AND ${asked(query, sql`p.created_at`, sql`p.id`)}
      AND ${afterCursor('slot_round', query.cursor, sql`p.created_at`, sql`p.id`)}
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${query.limit}::int`;
}

/** A sports bet at the time it was placed (its legs and movements are read for the page's rows only). */
function sportsBets(query: HistoryQuery): SQL {
  return sql`
    SELECT 'sports_bet' AS kind, b.id, ${exactTime(sql`b.created_at`)} AS at, b.currency
    FROM sports_bets b
    WHERE b.user_id = ${query.userId}::int AND ${asked(query, sql`b.created_at`, sql`b.id`)}
      AND ${afterCursor('sports_bet', query.cursor, sql`b.created_at`, sql`b.id`)}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ${query.limit}::int`;
}

function deposits(query: HistoryQuery): SQL {
  return sql`
    SELECT 'deposit' AS kind, i.id, ${exactTime(sql`i.created_at`)} AS at, i.currency, i.status,
      i.amount_minor::text AS amount_minor, i.shop_amount_minor::text AS credited_minor, m.name_en AS method
    FROM invoices i JOIN payment_methods m ON m.id = i.method_id
    WHERE i.user_id = ${query.userId}::int AND ${asked(query, sql`i.created_at`, sql`i.id`)}
      AND ${afterCursor('deposit', query.cursor, sql`i.created_at`, sql`i.id`)}
    ORDER BY i.created_at DESC, i.id DESC LIMIT ${query.limit}::int`;
}

function withdrawals(query: HistoryQuery): SQL {
  return sql`
    SELECT 'withdrawal' AS kind, o.id, ${exactTime(sql`o.created_at`)} AS at, o.currency, o.status, o.method,
      o.amount_minor::text AS amount_minor
    FROM payouts o
    WHERE o.user_id = ${query.userId}::int AND ${asked(query, sql`o.created_at`, sql`o.id`)}
      AND ${afterCursor('withdrawal', query.cursor, sql`o.created_at`, sql`o.id`)}
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${query.limit}::int`;
}

/**
 * Bonuses and adjustments: the signed change of the first of the player's balances the movement touched. A sports
 * bet's take-back after a corrected result is shown with its bet, not here.
 */
function otherMovements(query: HistoryQuery): SQL {
  const kinds = sql.join(
    OTHER_LEDGER_KINDS.map((kind) => sql.raw(`'${kind}'`)),
    sql`, `,
  );
  return sql`
    SELECT 'other' AS kind, t.id, ${exactTime(sql`t.created_at`)} AS at, t.currency, t.kind AS ledger_kind,
      (CASE
        WHEN coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'cash'), 0) <> 0
          THEN sum(e.amount_minor) FILTER (WHERE a.kind = 'cash')
        WHEN coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'bonus'), 0) <> 0
          THEN sum(e.amount_minor) FILTER (WHERE a.kind = 'bonus')
        ELSE coalesce(sum(e.amount_minor) FILTER (WHERE a.kind = 'bonus_pending'), 0)
      END)::text AS amount_minor
    FROM (SELECT * FROM ledger_transactions
          WHERE user_id = ${query.userId}::int AND kind IN (${kinds}) AND ${asked(query, sql`created_at`, sql`id`)}
            AND (reference IS NULL OR reference NOT LIKE 'sports_bet:%')
            AND ${afterCursor('other', query.cursor, sql`created_at`, sql`id`)}
          ORDER BY created_at DESC, id DESC LIMIT ${query.limit}::int) t
      JOIN ledger_entries e ON e.tx_id = t.id
      JOIN accounts a ON a.id = e.account_id AND a.user_id = t.user_id
    GROUP BY t.id, t.kind, t.currency, t.created_at
    ORDER BY t.created_at DESC, t.id DESC`;
}

const SOURCES: Record<HistoryKind, (query: HistoryQuery) => SQL> = {
  round: rounds,
  sports_bet: sportsBets,
  deposit: deposits,
  withdrawal: withdrawals,
  other: otherMovements,
  crash_bet: crashBets,
  room_entry: roomEntries,
  live_bet: liveBets,
  slot_round: slotRounds,
};

/** The source a game filter reads: each of these games is a table of its own, an original is `game_bets`. */
const GAME_SOURCES: Partial<Record<HistoryGame, HistoryKind>> = {
  crash: 'crash_bet',
  rooms: 'room_entry',
  live: 'live_bet',
  slots: 'slot_round',
};

/** The kinds a filter shows (a game filter shows only that game's rounds). */
function kindsOf(query: HistoryQuery): HistoryKind[] {
  if (query.row) return [query.row.kind];
  if (query.game) return [GAME_SOURCES[query.game] ?? 'round'];
  switch (query.kind) {
    case 'all':
      return [...HISTORY_KINDS];
    case 'rounds':
      return [...GAME_ROUND_KINDS];
    case 'sports':
      return ['sports_bet'];
    case 'deposits':
      return ['deposit'];
    case 'withdrawals':
      return ['withdrawal'];
    case 'other':
      return ['other'];
  }
}

/** The statement each source of the page runs (one per kind the filter shows). */
export function historyStatements(query: HistoryQuery): { kind: HistoryKind; statement: SQL }[] {
  return kindsOf(query).map((kind) => ({ kind, statement: SOURCES[kind](query) }));
}

/** Newest first: by time, then kind, then id (the order the cursor follows). */
function newestFirst(a: SourceRow, b: SourceRow): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  const rank = HISTORY_KINDS.indexOf(b.kind) - HISTORY_KINDS.indexOf(a.kind);
  return rank !== 0 ? rank : b.id - a.id;
}

/**
 * Up to `limit` rows of the player's history after the cursor. Each source reads at most `limit` rows from its
 * own (user, time, id) index, and the merge keeps the newest `limit`: a page costs the same on any page.
 */
export async function readHistory(db: Db, query: HistoryQuery): Promise<SourceRow[]> {
  const sources = await Promise.all(
    historyStatements(query).map(async ({ kind, statement }) =>
      rowsOf<Record<string, unknown>>(await db.execute(statement)).map(
        (row) => ({ ...row, kind, id: Number(row.id), at: String(row.at) }) as SourceRow,
      ),
    ),
  );
  return sources.flat().sort(newestFirst).slice(0, query.limit);
}
