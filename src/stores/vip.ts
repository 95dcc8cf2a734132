import { proxy } from 'valtio';
import type { VipLevelStatusData, VipRequest, VipRequestType, VipReward } from '../../contract/api/vip';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/** The signed-in player's VIP club request: undefined until known, null when there is none. */
export const vipState = proxy<{ request: VipRequest | null | undefined }>({ request: undefined });

export const useVip = storeHook(vipState);

/** Reads the player's request (a join that answered meanwhile, right after a sign-up, is newer and stays). */
export async function loadVipRequest(): Promise<void> {
  const result = await (await workerApi()).vipRequest();
  if (vipState.request === undefined) vipState.request = result.ok ? result.data : null;
}

/** Asks to join the club; the answer is the player's request. */
export async function joinVip(requestType: VipRequestType) {
  const result = await (await workerApi()).joinVip(requestType);
  if (result.ok) vipState.request = result.data;
  return result;
}

/** The signed-in player's level and claims: undefined until known, null when it could not be read. */
export const vipLevelState = proxy<{ status: VipLevelStatusData | null | undefined }>({ status: undefined });

export const useVipLevel = storeHook(vipLevelState);

export async function loadVipStatus(): Promise<void> {
  const result = await (await workerApi()).vipStatus();
  vipLevelState.status = result.ok ? result.data : null;
}

/** Claims a reward; the answer carries the status after it (and the worker refreshes the balance). */
export async function claimVipReward(reward: VipReward) {
  const result = await (await workerApi()).vipClaim(reward);
  if (result.ok) vipLevelState.status = result.data.status;
  return result;
}
