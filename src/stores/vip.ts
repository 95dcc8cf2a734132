import { proxy, useSnapshot } from 'valtio';
import type { VipRequest, VipRequestType } from '../../contract/api/vip';
import { workerApi } from '../worker-bridge';

/** The signed-in player's VIP club request: undefined until known, null when there is none. */
export const vipState = proxy<{ request: VipRequest | null | undefined }>({ request: undefined });

export const useVip = () => useSnapshot(vipState);

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
