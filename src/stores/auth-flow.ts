import { proxy, useSnapshot } from 'valtio';

/** Steps of the sign-in flows that outlive the modal that started them (ConfirmByPhone after a phone registration). */
export const authFlowState = proxy<{
  confirmPhone: string | null;
  verificationOpen: boolean;
  verificationDismissed: boolean;
  /** The register modal was opened to join the VIP club (its "join the VIP club" box starts checked). */
  vipIntent: boolean;
}>({
  confirmPhone: null,
  verificationOpen: false,
  verificationDismissed: false,
  vipIntent: false,
});

export const useAuthFlow = () => useSnapshot(authFlowState);
