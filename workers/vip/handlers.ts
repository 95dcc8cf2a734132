import type { VipReward } from '../../contract/api/vip';
import type { ContextRef } from '../context';
import { createVipClub, type VipClub } from './club';

/** The VIP club's level and claims. */
export function vipHandlers(ref: ContextRef) {
  let club: VipClub | null = null;
  const vip = async () => {
    const { session } = await ref.ready();
    club ??= createVipClub({ http: session.http, refreshProfile: () => session.loadProfile() });
    return club;
  };
  return {
    vipStatus: async () => (await vip()).status(),
    vipClaim: async (reward: VipReward) => (await vip()).claim(reward),
  };
}
