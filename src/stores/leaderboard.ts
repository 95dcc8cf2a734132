import { proxy } from 'valtio';
import type { LeaderboardAnswer } from '../../contract/api/leaderboard';
import type { LeaderboardPeriod } from '../../contract/leaderboard';
import type { Currency } from '../../contract/money';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

type Board = LeaderboardAnswer['data'];

/** The leaderboard shown on /top: the period chosen, its boards once loaded, whether the last load failed. */
export const leaderboardState = proxy<{ period: LeaderboardPeriod; board: Board | null; failed: boolean }>({
  period: 'day',
  board: null,
  failed: false,
});

export const useLeaderboard = storeHook(leaderboardState);

/** Loads a period's boards (a guest's in `currency`; a player's always in their own). A late answer of another period is dropped. */
export async function loadLeaderboard(period: LeaderboardPeriod, currency: Currency): Promise<void> {
  leaderboardState.period = period;
  const result = await (await workerApi()).leaderboard(period, currency);
  if (leaderboardState.period !== period) return;
  leaderboardState.failed = !result.ok;
  if (result.ok) leaderboardState.board = result.data;
}
