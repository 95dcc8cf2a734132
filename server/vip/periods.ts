import type { VipReward } from '../../contract/api/vip';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week of a date, as `YYYY-Www` (weeks start on Monday, UTC). */
function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad(week)}`;
}

/** The period a claim of `reward` made at `at` belongs to (level-up rewards are per level, not per period). */
export function periodOf(reward: Exclude<VipReward, 'level_up'>, at: Date): string {
  switch (reward) {
    case 'rakeback':
      return at.toISOString().slice(0, 10);
    case 'weekly':
      return isoWeek(at);
    case 'monthly':
      return at.toISOString().slice(0, 7);
  }
}
