import { VIP_API, type VipLevelStatusData, type VipReward } from '../../contract/api/vip';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

interface VipClubDeps {
  http: HttpClient;
  /** A claim paid money: the balance the page shows comes with the profile. */
  refreshProfile: () => Promise<unknown>;
}

/** The VIP club: the player's level and claims (the join request is the account's: account/account.ts). */
export function createVipClub(deps: VipClubDeps) {
  return {
    status: (): Promise<ApiResult<VipLevelStatusData>> =>
      attempt(async () => (await call(deps.http, VIP_API.status)).data),
    async claim(reward: VipReward): Promise<ApiResult<{ paid: string; status: VipLevelStatusData }>> {
      const result = await attempt(async () => (await call(deps.http, VIP_API.claim, { body: { reward } })).data);
      if (result.ok) await deps.refreshProfile();
      return result;
    },
  };
}

export type VipClub = ReturnType<typeof createVipClub>;
