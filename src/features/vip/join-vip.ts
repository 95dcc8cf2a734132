import type { VipRequest, VipRequestType } from '../../../contract/api/vip';
import { authFlowState } from '../../stores/auth-flow';
import { joinVip } from '../../stores/vip';

/** /vip-club, with or without a locale prefix. */
export const isVipPage = (pathname: string) => /^(\/(en|kz))?\/vip-club\/?$/.test(pathname);

/**
 * Spec §4: a VIP join request follows a social login when the register modal asked for VIP or the page is the VIP
 * page (a registration that asked for it joins too). Failures only matter on the VIP page, which asks again.
 */
export async function joinVipIfAsked(requestType: VipRequestType, askedInModal: boolean): Promise<VipRequest | null> {
  if (!askedInModal && !isVipPage(location.pathname)) return null;
  authFlowState.vipIntent = false;
  const result = await joinVip(requestType);
  return result.ok ? result.data : null;
}
