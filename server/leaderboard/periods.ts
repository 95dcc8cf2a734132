import type { LeaderboardPeriod } from '../../contract/leaderboard';

const DAY_MS = 86_400_000;

/** The start of the calendar period in progress at `now`, in UTC: today, this week (from Monday), this month. */
export function periodStart(period: LeaderboardPeriod, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(today);
  if (period === 'week') return new Date(today - ((now.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
