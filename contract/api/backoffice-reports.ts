import { z } from 'zod';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { WireAmount } from './wallet';

/**
 * The operator's reports (issue 19), read from the ledger in one currency (no conversion), by UTC day:
 * - deposits: what paid deposits credited, less their refunds; withdrawals: payouts paid;
 * - stakes and wins of every game's rounds (the originals, crash, rooms, live tables, slots, sports bets; a bet
 *   refunded by its game counts as no stake); GGR = stakes − wins;
 * - bonus cost: bonus money that became cash (a wagered bonus converted, rewards paid to cash); NGR = GGR − bonus cost;
 * - active players: players with at least one stake that day.
 * `format=csv` (or `Accept: text/csv`) answers the days (or, with `group=game`, the games) as CSV instead.
 */

/** A UTC day of this millennium that exists (2026-02-30 does not). */
const Day = text()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, errorMessage('date_invalid', 'A day like 2026-11-24'))
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    errorMessage('date_invalid', 'No such day'),
  );
const MAX_DAYS = 366;

export const ReportQuery = z
  .object({
    /** First day, inclusive (UTC). */
    from: Day,
    /** Last day, inclusive (UTC). */
    to: Day,
    currency: z.enum(CURRENCIES),
    format: z.enum(['json', 'csv']).default('json'),
    /** The CSV's rows: by day or by game. */
    group: z.enum(['day', 'game']).default('day'),
  })
  .superRefine((query, ctx) => {
    const from = Date.parse(`${query.from}T00:00:00Z`);
    const to = Date.parse(`${query.to}T00:00:00Z`);
    if (to < from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: errorMessage('range_invalid', 'End on or after the start'),
      });
    } else if ((to - from) / 86_400_000 >= MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: errorMessage('range_too_long', 'At most a year') });
    }
  });

const Figures = {
  stakes: WireAmount,
  wins: WireAmount,
  ggr: WireAmount,
};

export const ReportDay = z.object({
  day: text(),
  deposits: WireAmount,
  withdrawals: WireAmount,
  ...Figures,
  bonus_cost: WireAmount,
  ngr: WireAmount,
  active_players: z.number().int(),
});
export type ReportDay = z.infer<typeof ReportDay>;

export const ReportGame = z.object({
  /** A registry game, `crash`, `rooms`, `live`, `slots` or `sports`. */
  game: text(),
  ...Figures,
  rounds: z.number().int(),
});
export type ReportGame = z.infer<typeof ReportGame>;

export const ReportAnswer = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    from: text(),
    to: text(),
    /** Every day of the range, in order (a day without activity has zeros). */
    days: z.array(ReportDay),
    games: z.array(ReportGame),
    totals: ReportDay.omit({ day: true, active_players: true }).extend({
      /** Distinct players with a stake in the range. */
      active_players: z.number().int(),
    }),
  }),
});
export type ReportAnswer = z.infer<typeof ReportAnswer>;

export const REPORTS_API = {
  /** JSON, or CSV with `format=csv` / `Accept: text/csv` (Content-Type text/csv, a file name to save it under). */
  summary: endpoint({
    method: 'GET',
    path: '/operator/reports',
    query: ReportQuery,
    answer: ReportAnswer,
    operatorRoles: ['payments', 'risk'],
  }),
};
