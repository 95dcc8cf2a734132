/**
 * The safer-gambling tools' figures (issue 19, UKGC RTS 12 and 13), without zod: the page imports them
 * (contract/api/safer-gambling.ts holds the endpoints' schemas).
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Each period as the rolling window it covers, in hours (a month is 30 days). */
export const PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 24 * 7, month: 24 * 30 };

/** An increase or a removal of a limit can be confirmed only this long after it was asked for (RTS 12). */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** A time-out lasts 24 hours to 6 weeks; a self-exclusion 6 months to 5 years. */
export const TIME_OUT_HOURS = { min: 24, max: 24 * 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/** Reality-check intervals the player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

export const PLAY_BLOCK_KINDS = ['time_out', 'self_exclusion'] as const;
export type PlayBlockKind = (typeof PLAY_BLOCK_KINDS)[number];
