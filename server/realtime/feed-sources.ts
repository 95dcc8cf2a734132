import { type SQL, sql } from 'drizzle-orm';
import { CURRENCIES } from '../../contract/money';
import { BIG_WIN_MULTIPLIER_BP, bigWinPayoutMinor } from '../../contract/realtime/feed-rules';

/**
 * Where the live feed's rounds come from: one settled round of a game as a row of the same columns, whatever its
 * table. Each source selects its own table's settled rounds (newest first, at most `limit`), narrowed to a player,
 * to the ids it was published by, or to big wins; the feed reads them as one list (`feedQuery`).
 *
 * | source    | a feed row                         | settles at                          | published by                 |
 * | --------- | ---------------------------------- | ----------------------------------- | ---------------------------- |
 * | originals | a `game_bets` round                | the bet (multi-step: its last step) | server/games/routes.ts       |
 * | crash     | a `crash_bets` bet                 | its cash-out, or the bust           | server/crash (service, rounds) |
 * | rooms     | a player's entries in a drawn round | the draw                           | server/rooms/rounds.ts       |
 * | live      | a `live_bets` bet                  | its round's draw                    | server/live/rounds.ts        |
 * | slots     | a provider round that ended        | its first win call (0 for a loss)   | feed-slots.ts (the win call)  |
 * | sports    | a settled or cashed-out sports bet | its settlement, or its cash-out     | server/sports/bets (settle, cash-out) |
 */
export const FEED_SOURCES = ['originals', 'crash', 'rooms', 'live', 'slots', 'sports'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

export interface SourceFilter {
  /** Only this player's rounds. */
  userId?: number;
  /** Only these, by what each source is published with: bet ids; rooms and live: round ids; slots: win call ids. */
  ids?: readonly number[];
  /** Only big wins (contract/realtime/feed-rules.ts). */
  big?: boolean;
  limit: number;
}

/** The columns every source answers, in this order (a UNION lines them up by position). */
export interface SourceRow {
  key: string;
  user_id: number;
  game: string;
  detail: string | null;
  currency: string;
  amount_minor: string;
  payout_minor: string;
  multiplier_bp: string;
  settled_at: Date | string;
}

/** A big win on a source's own expressions of the payout, multiplier and currency. */
function bigWin(payout: SQL, multiplierBp: SQL, currency: SQL): SQL {
  const byPayout = sql.join(
    CURRENCIES.map(
      (code) => sql`(${currency} = ${code} AND ${payout} >= ${bigWinPayoutMinor(code).toString()}::bigint)`,
    ),
    sql` OR `,
  );
  return sql`${payout} > 0 AND (${multiplierBp} >= ${BIG_WIN_MULTIPLIER_BP} OR ${byPayout})`;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `AND …` for each condition given (none: nothing). */
const and = (conditions: (SQL | false | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => Boolean(c)).map((c) => sql` AND ${c}`),
    sql``,
  );

const SOURCES: Record<FeedSource, (f: SourceFilter) => SQL> = {
  originals: (f) => {
    const multiplier = sql`b.multiplier_bp`;
    return sql`SELECT 'originals:' || b.id AS key, b.user_id, b.game, NULL::text AS detail, b.currency,
        b.amount_minor::text AS amount_minor, b.payout_minor::text AS payout_minor, ${multiplier}::text AS multiplier_bp,
        b.updated_at AS settled_at
      FROM game_bets b
      WHERE b.status = 'settled' ${and([
        f.userId !== undefined && sql`b.user_id = ${f.userId}`,
        f.ids && sql`b.id IN (${idList(f.ids)})`,
        f.big && bigWin(sql`b.payout_minor`, multiplier, sql`b.currency`),
      ])}
      ORDER BY b.id DESC LIMIT ${f.limit}`;
  },

  crash: (f) => {
    const multiplier = sql`(CASE WHEN b.status = 'cashed_out' THEN b.cashout * 100 ELSE 0 END)`;
    return sql`SELECT 'crash:' || b.id AS key, b.user_id, 'crash'::text AS game, NULL::text AS detail, b.currency,
        b.amount_minor::text AS amount_minor, b.payout_minor::text AS payout_minor, ${multiplier}::text AS multiplier_bp,
        b.settled_at
      FROM crash_bets b
      WHERE b.status IN ('cashed_out', 'lost') ${and([
        f.userId !== undefined && sql`b.user_id = ${f.userId}`,
        f.ids && sql`b.id IN (${idList(f.ids)})`,
        f.big && bigWin(sql`b.payout_minor`, multiplier, sql`b.currency`),
      ])}
      ORDER BY b.id DESC LIMIT ${f.limit}`;
  },

  // One row per player and drawn round: their entries summed, the pot less the commission if theirs won.
  rooms: (f) => {
    const payout = sql`(CASE WHEN p.user_id = w.user_id THEN r.payout_minor ELSE 0 END)`;
    const multiplier = sql`(${payout} * 10000 / p.amount_minor)`;
    return sql`SELECT 'rooms:' || r.id || ':' || p.user_id AS key, p.user_id, 'rooms'::text AS game, r.room AS detail,
        r.currency, p.amount_minor::text AS amount_minor, ${payout}::text AS payout_minor,
        ${multiplier}::text AS multiplier_bp, to_timestamp(r.drawn_at / 1000.0) AS settled_at
      FROM room_rounds r
      JOIN room_entries w ON w.id = r.winner_entry_id
      CROSS JOIN LATERAL (
        SELECT e.user_id, sum(e.amount_minor)::bigint AS amount_minor FROM room_entries e
        WHERE e.round_id = r.id GROUP BY e.user_id
      ) p
      WHERE r.phase = 'drawn' ${and([
        f.userId !== undefined &&
          sql`p.user_id = ${f.userId} AND r.id IN (SELECT round_id FROM room_entries WHERE user_id = ${f.userId})`,
        f.ids && sql`r.id IN (${idList(f.ids)})`,
        f.big && bigWin(payout, multiplier, sql`r.currency`),
      ])}
      ORDER BY r.id DESC, p.user_id LIMIT ${f.limit}`;
  },

  live: (f) => {
    const payout = sql`coalesce(b.payout_minor, 0)`;
    const multiplier = sql`(${payout} * 10000 / b.amount_minor)`;
    return sql`SELECT 'live:' || b.id AS key, b.user_id, 'live'::text AS game, r.live_table AS detail, b.currency,
        b.amount_minor::text AS amount_minor, ${payout}::text AS payout_minor, ${multiplier}::text AS multiplier_bp,
        to_timestamp(r.settled_at / 1000.0) AS settled_at
      FROM live_bets b JOIN live_rounds r ON r.id = b.round_id
      WHERE b.status IN ('won', 'lost') ${and([
        f.userId !== undefined && sql`b.user_id = ${f.userId}`,
        f.ids && sql`b.round_id IN (${idList(f.ids)})`,
        f.big && bigWin(payout, multiplier, sql`b.currency`),
      ])}
      ORDER BY b.id DESC LIMIT ${f.limit}`;
  },

  // A slot round ends with its first win call, a losing one's of 0 (contract/api/slots.ts): won or lost, it is in
  // the feed from then. Free spins, whose stake was not the player's, and rounds whose stake all came back are not.
  slots: (f) => {
    const stake = sql`(p.staked_minor - p.refunded_minor)`;
    const multiplier = sql`(p.won_minor * 10000 / ${stake})`;
    return sql`SELECT 'slots:' || p.id AS key, p.user_id, 'slots'::text AS game, coalesce(g.title, p.game_id) AS detail,
        p.currency, ${stake}::text AS amount_minor, p.won_minor::text AS payout_minor,
        ${multiplier}::text AS multiplier_bp, p.ended_at AS settled_at
      FROM provider_rounds p LEFT JOIN slot_games g ON g.provider = p.provider AND g.game_id = p.game_id
      WHERE p.ended_at IS NOT NULL AND ${stake} > 0 AND p.free_spins_grant_id IS NULL ${and([
        f.userId !== undefined && sql`p.user_id = ${f.userId}`,
        f.ids &&
          sql`p.id IN (SELECT r.id FROM provider_transactions t
                       JOIN provider_rounds r ON r.provider = t.provider AND r.round_id = t.round_id
                       WHERE t.id IN (${idList(f.ids)}) AND t.kind = 'win')`,
        f.big && bigWin(sql`p.won_minor`, multiplier, sql`p.currency`),
      ])}
      ORDER BY p.id DESC LIMIT ${f.limit}`;
  },

  // Settled or cashed out in any order (a bet of last week may settle now): newest first (sports_bets_settled_idx).
  sports: (f) => {
    const multiplier = sql`(b.paid_minor * 10000 / b.stake_minor)`;
    return sql`SELECT 'sports:' || b.id AS key, b.user_id, 'sports'::text AS game, NULL::text AS detail, b.currency,
        b.stake_minor::text AS amount_minor, b.paid_minor::text AS payout_minor, ${multiplier}::text AS multiplier_bp,
        b.settled_at
      FROM sports_bets b
      WHERE b.status IN ('settled', 'cashed_out') ${and([
        f.userId !== undefined && sql`b.user_id = ${f.userId}`,
        f.ids && sql`b.id IN (${idList(f.ids)})`,
        f.big && bigWin(sql`b.paid_minor`, multiplier, sql`b.currency`),
      ])}
      ORDER BY b.settled_at DESC, b.id DESC LIMIT ${f.limit}`;
  },
};

/**
 * The newest rounds of `sources` (default: every game) as one list with their players' names and what they hide,
 * newest settlement first (ties by key, in code-point order like the page's lists).
 */
export function feedQuery(filter: SourceFilter, sources: readonly FeedSource[] = FEED_SOURCES): SQL {
  const parts = sql.join(
    sources.map((source) => sql`(${SOURCES[source](filter)})`),
    sql` UNION ALL `,
  );
  return sql`SELECT f.key, f.user_id, f.game, f.detail, f.currency, f.amount_minor, f.payout_minor, f.multiplier_bp,
      f.settled_at, u.name, u.is_statistics_hidden, u.is_avatar_hidden
    FROM (${parts}) f JOIN users u ON u.id = f.user_id
    ORDER BY f.settled_at DESC, f.key COLLATE "C" DESC LIMIT ${filter.limit}`;
}
