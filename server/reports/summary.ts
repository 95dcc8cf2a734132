import { sql } from 'drizzle-orm';
import type { ReportAnswer, ReportDay, ReportGame } from '../../contract/api/backoffice-reports';
import { type Currency, fromMinor } from '../../contract/money';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';

/** A deposit's refund (server/billing/deposits-operator.ts) is kind `refund` too, told apart by its reference. */
const DEPOSIT_REFUND = sql`t.kind = 'refund' AND t.reference LIKE 'deposit_refund:%'`;
const BET_REFUND = sql`t.kind = 'refund' AND t.reference NOT LIKE 'deposit_refund:%'`;
/** Which game a stake, win or refund belongs to, from its reference. */
const GAME_OF = sql`CASE
    WHEN t.reference LIKE 'round:%' THEN split_part(t.reference, ':', 2)
    WHEN t.reference LIKE 'sports_bet:%' THEN 'sports'
    WHEN t.reference LIKE 'slot_round:%' THEN 'slots'
    ELSE 'other' END`;
const DAY = sql`to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

interface Range {
  from: string;
  to: string;
  currency: Currency;
}

const DAY_MS = 86_400_000;

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const big = (value: unknown) => BigInt(String(value ?? 0));

/**
 * The report of a range of UTC days in one currency, read from the ledger (contract/api/backoffice-reports.ts says
 * what each figure counts). Three statements over the range's transactions; no index serves a report, which the back
 * office runs rarely.
 */
export async function reportOf(db: Db, { from, to, currency }: Range): Promise<ReportAnswer['data']> {
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
  const inRange = sql`t.currency = ${currency} AND t.created_at >= ${start}::timestamptz AND t.created_at < ${end}::timestamptz`;
  const [byDay, bonusByDay, byGame, players] = await Promise.all([
    db.execute(sql`
      SELECT ${DAY} AS day,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'deposit'), 0)
          - coalesce(sum(t.amount_minor) FILTER (WHERE ${DEPOSIT_REFUND}), 0) AS deposits,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'payout_paid'), 0) AS withdrawals,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet'), 0)
          - coalesce(sum(t.amount_minor) FILTER (WHERE ${BET_REFUND}), 0) AS stakes,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'win'), 0) AS wins,
        count(DISTINCT t.user_id) FILTER (WHERE t.kind = 'bet') AS active_players
      FROM ledger_transactions t WHERE ${inRange} GROUP BY 1`),
    // Bonus money that became cash: what conversions and rewards paid to cash put on players' cash accounts.
    db.execute(sql`
      SELECT ${DAY} AS day, coalesce(sum(e.amount_minor), 0) AS bonus_cost
      FROM ledger_transactions t
        JOIN ledger_entries e ON e.tx_id = t.id
        JOIN accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL AND a.kind = 'cash'
      WHERE ${inRange} AND t.kind IN ('bonus_convert', 'bonus_grant') AND e.amount_minor > 0
      GROUP BY 1`),
    db.execute(sql`
      SELECT ${GAME_OF} AS game,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet'), 0)
          - coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'refund'), 0) AS stakes,
        coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'win'), 0) AS wins,
        count(*) FILTER (WHERE t.kind = 'bet') AS rounds
      FROM ledger_transactions t
      WHERE ${inRange} AND (t.kind IN ('bet', 'win') OR ${BET_REFUND})
      GROUP BY 1 ORDER BY 1`),
    db.execute(sql`
      SELECT count(DISTINCT t.user_id) AS n FROM ledger_transactions t WHERE ${inRange} AND t.kind = 'bet'`),
  ]);
  const money = (minor: bigint) => fromMinor(minor, currency);
  const dayRows = new Map(rowsOf<Record<string, unknown>>(byDay).map((row) => [String(row.day), row]));
  const bonusRows = new Map(
    rowsOf<Record<string, unknown>>(bonusByDay).map((row) => [String(row.day), big(row.bonus_cost)]),
  );
  const sums = { deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n, bonus: 0n };
  const days: ReportDay[] = daysOf(from, to).map((day) => {
    const row = dayRows.get(day);
    const figures = {
      deposits: big(row?.deposits),
      withdrawals: big(row?.withdrawals),
      stakes: big(row?.stakes),
      wins: big(row?.wins),
      bonus: bonusRows.get(day) ?? 0n,
    };
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += figures[key];
    const ggr = figures.stakes - figures.wins;
    return {
      day,
      deposits: money(figures.deposits),
      withdrawals: money(figures.withdrawals),
      stakes: money(figures.stakes),
      wins: money(figures.wins),
      ggr: money(ggr),
      bonus_cost: money(figures.bonus),
      ngr: money(ggr - figures.bonus),
      active_players: Number(row?.active_players ?? 0),
    };
  });
  const games: ReportGame[] = rowsOf<Record<string, unknown>>(byGame).map((row) => ({
    game: String(row.game),
    stakes: money(big(row.stakes)),
    wins: money(big(row.wins)),
    ggr: money(big(row.stakes) - big(row.wins)),
    rounds: Number(row.rounds),
  }));
  const ggr = sums.stakes - sums.wins;
  return {
    currency,
    from,
    to,
    days,
    games,
    totals: {
      deposits: money(sums.deposits),
      withdrawals: money(sums.withdrawals),
      stakes: money(sums.stakes),
      wins: money(sums.wins),
      ggr: money(ggr),
      bonus_cost: money(sums.bonus),
      ngr: money(ggr - sums.bonus),
      active_players: Number(rowsOf<Record<string, unknown>>(players)[0]?.n ?? 0),
    },
  };
}
