import { proxy, useSnapshot } from 'valtio';
import type { VipRequest } from '../../contract/api/vip';

/** The signed-in player's VIP club request: undefined until known, null when there is none. */
export const vipState = proxy<{ request: VipRequest | null | undefined }>({ request: undefined });

export const useVip = () => useSnapshot(vipState);
