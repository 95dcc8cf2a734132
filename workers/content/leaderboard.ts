import { LEADERBOARD_API, type LeaderboardAnswer } from '../../contract/api/leaderboard';
import type { LeaderboardPeriod } from '../../contract/leaderboard';
import type { Currency } from '../../contract/money';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** The leaderboard of a period (a guest's in the currency given; a player's in their own). */
export const loadLeaderboard = (
  http: HttpClient,
  period: LeaderboardPeriod,
  currency: Currency,
): Promise<ApiResult<LeaderboardAnswer['data']>> =>
  attempt(async () => (await call(http, LEADERBOARD_API.board, { query: { period, currency } })).data);
