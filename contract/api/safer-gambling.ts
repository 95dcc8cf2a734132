import { z } from 'zod';
import { CURRENCIES } from '../money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PLAY_BLOCK_KINDS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_HOURS,
} from '../safer-gambling';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { PositiveAmount, WireAmount } from './wallet';

export * from '../safer-gambling';

/**
 * Safer-gambling tools of a player (issue 19, UKGC RTS 12 and 13): limits, time-out and self-exclusion, reality
 * checks. Amounts are decimal strings in the player's currency.
 */

const Kind = z.enum(LIMIT_KINDS, { error: errorMessage('kind_invalid', 'kind must be deposit, loss or wager') });
const Period = z.enum(LIMIT_PERIODS, { error: errorMessage('period_invalid', 'period must be day, week or month') });

/** PUT: sets (amount) or removes (null) one limit. A decrease applies at once; an increase or removal waits. */
export const SetLimitBody = z.object({ kind: Kind, period: Period, amount: PositiveAmount.nullable() });
export type SetLimitBody = z.input<typeof SetLimitBody>;

/** POST: confirms the waiting increase or removal of one limit, once its 24 hours have passed. */
export const ConfirmLimitBody = z.object({ kind: Kind, period: Period });

export const PlayerLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null: none. */
  amount: WireAmount.nullable(),
  /** What the period already counts (deposits, net loss or stakes). */
  used: WireAmount,
  /** A waiting increase (amount) or removal (null amount), confirmable from `confirmable_at`. */
  pending: z.object({ amount: WireAmount.nullable(), confirmable_at: text() }).nullable(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

export const PlayBlock = z.object({ kind: z.enum(PLAY_BLOCK_KINDS), ends_at: text() });
export type PlayBlock = z.infer<typeof PlayBlock>;

/** POST: a time-out of `hours` or a self-exclusion of `months`, at once; it never shortens one in force. */
export const BlockBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('time_out'),
      hours: z
        .number()
        .int()
        .min(TIME_OUT_HOURS.min, errorMessage('hours_invalid', 'A time-out lasts 24 hours to 6 weeks'))
        .max(TIME_OUT_HOURS.max, errorMessage('hours_invalid', 'A time-out lasts 24 hours to 6 weeks')),
    }),
    z.object({
      kind: z.literal('self_exclusion'),
      months: z
        .number()
        .int()
        .min(SELF_EXCLUSION_MONTHS.min, errorMessage('months_invalid', 'A self-exclusion lasts 6 months to 5 years'))
        .max(SELF_EXCLUSION_MONTHS.max, errorMessage('months_invalid', 'A self-exclusion lasts 6 months to 5 years')),
    }),
  ],
  { error: errorMessage('kind_invalid', 'kind must be time_out or self_exclusion') },
);
export type BlockBody = z.input<typeof BlockBody>;

export const RealityCheckBody = z.object({
  minutes: z
    .number({ error: errorMessage('minutes_invalid', 'Choose one of the offered intervals') })
    .refine(
      (m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m),
      errorMessage('minutes_invalid', 'Choose one of the offered intervals'),
    )
    .nullable(),
});

/** The player's tools as they stand. */
export const SaferGambling = z.object({
  currency: z.enum(CURRENCIES),
  limits: z.array(PlayerLimit),
  block: PlayBlock.nullable(),
  reality_check_minutes: z.number().int().nullable(),
});
export type SaferGambling = z.infer<typeof SaferGambling>;

export const SaferGamblingAnswer = z.object({ data: SaferGambling });
export type SaferGamblingAnswer = z.infer<typeof SaferGamblingAnswer>;

/** The signed-in session as a reality check shows it: since when, and won (+) or lost (-) since then. */
export const PlaySession = z.object({
  started_at: text(),
  /** Wins minus stakes since the session began. */
  net: WireAmount,
  wagered: WireAmount,
  currency: z.enum(CURRENCIES),
  reality_check_minutes: z.number().int().nullable(),
  /** The interval in seconds, as this server counts it (the worker's timer runs on it). */
  reality_check_interval_s: z.number().int().nullable(),
});
export type PlaySession = z.infer<typeof PlaySession>;

export const PlaySessionAnswer = z.object({ data: PlaySession });

export const SAFER_GAMBLING_API = {
  /** The player's limits (with what each period used), block and reality-check interval. */
  get: endpoint({ method: 'GET', path: '/api/v2/safer-gambling', answer: SaferGamblingAnswer }),
  setLimit: endpoint({
    method: 'PUT',
    path: '/api/v2/safer-gambling/limits',
    body: SetLimitBody,
    answer: SaferGamblingAnswer,
    resend: 'natural', // The same value again changes nothing (a waiting increase keeps its first time).
  }),
  confirmLimit: endpoint({
    method: 'POST',
    path: '/api/v2/safer-gambling/limits/confirm',
    body: ConfirmLimitBody,
    answer: SaferGamblingAnswer,
    resend: 'natural', // A confirmed change has nothing left to confirm: answers the limits as they are.
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/v2/safer-gambling/block',
    body: BlockBody,
    answer: SaferGamblingAnswer,
    resend: 'natural', // A block never shortens: a second arrival ends no sooner than the first.
  }),
  realityCheck: endpoint({
    method: 'PUT',
    path: '/api/v2/safer-gambling/reality-check',
    body: RealityCheckBody,
    answer: SaferGamblingAnswer,
    resend: 'natural',
  }),
  /** The current session's start and net position (reality checks). */
  session: endpoint({ method: 'GET', path: '/api/v2/safer-gambling/session', answer: PlaySessionAnswer }),
};
