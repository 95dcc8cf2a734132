/** The leaderboard's periods (/top): the calendar day, week (from Monday) and month in progress, in UTC. */
export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How many places each board shows. */
export const LEADERBOARD_SIZE = 20;
