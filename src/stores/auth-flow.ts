import { proxy } from 'valtio';
import { storeHook } from './store-hook';

/**
 * An address waiting for its confirmation code; `resendIn`: seconds before another code may be asked for;
 * `sendNow`: ask for a code on opening (from the profile, where the registration's code may have expired).
 */
export interface AddressToConfirm {
  channel: 'email' | 'phone';
  address: string;
  resendIn: number;
  sendNow?: boolean;
}

/** Steps of the sign-in flows that outlive the modal that started them (the confirmation after a registration). */
export const authFlowState = proxy<{
  confirmAddress: AddressToConfirm | null;
  verificationOpen: boolean;
  verificationDismissed: boolean;
  /** The register modal was opened to join the VIP club (its "join the VIP club" box starts checked). */
  vipIntent: boolean;
}>({
  confirmAddress: null,
  verificationOpen: false,
  verificationDismissed: false,
  vipIntent: false,
});

export const useAuthFlow = storeHook(authFlowState);
