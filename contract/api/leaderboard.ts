import { z } from 'zod';
import { LEADERBOARD_PERIODS } from '../leaderboard';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { WireAmount } from './wallet';

const LeaderboardQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: errorMessage('period_invalid', 'period must be day, week or month') }),
  /** A guest's currency; a signed-in player always sees their own wallet's. */
  currency: z
    .enum(CURRENCIES, { error: errorMessage('currency_invalid', 'currency must be RUB, USD, KZT, INR or EUR') })
    .optional(),
});

/** One place: a player who hides their statistics has no name (`hidden`), one who hides their avatar no picture. */
export const LeaderboardRow = z.object({
  rank: z.number().int().positive(),
  name: text().nullable(),
  hidden: z.boolean(),
  /** The picture's letter and colour (0–359), or null when the player hides it. */
  avatar: z.object({ letter: text(), hue: z.number().int() }).nullable(),
  amount: WireAmount,
  is_me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

const MyPlace = z.object({ rank: z.number().int().positive(), amount: WireAmount }).nullable();

export const LeaderboardAnswer = z.object({
  data: z.object({
    period: z.enum(LEADERBOARD_PERIODS),
    currency: z.enum(CURRENCIES),
    /** When the counted period began, and when the summary was last rebuilt (null: not yet). */
    period_start: text().nullable(),
    refreshed_at: text().nullable(),
    wagered: z.array(LeaderboardRow),
    biggest_win: z.array(LeaderboardRow),
    /** The signed-in viewer's own places (null for a guest; a board's place null when they are not on it). */
    me: z.object({ wagered: MyPlace, biggest_win: MyPlace }).nullable(),
  }),
});
export type LeaderboardAnswer = z.infer<typeof LeaderboardAnswer>;

const RefreshAnswer = z.object({ data: z.object({ refreshed_at: text() }) });

/** The leaderboard (/top): top players by wagered amount and by biggest win (spec §1, §2). */
export const LEADERBOARD_API = {
  board: endpoint({ method: 'GET', path: '/api/v2/leaderboard', query: LeaderboardQuery, answer: LeaderboardAnswer }),
  /** Operator: rebuild the summary now instead of at the next scheduled time. */
  operatorRefresh: endpoint({
    method: 'POST',
    path: '/operator/leaderboard/refresh',
    operatorRoles: [],
    answer: RefreshAnswer,
    resend: 'natural', // A rebuild from the rounds gives the same summary.
  }),
};
