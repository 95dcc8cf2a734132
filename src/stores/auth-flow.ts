import { proxy, useSnapshot } from 'valtio';

/** Steps of the sign-in flows that outlive the modal that started them (ConfirmByPhone after a phone registration). */
export const authFlowState = proxy<{ confirmPhone: string | null }>({ confirmPhone: null });

export const useAuthFlow = () => useSnapshot(authFlowState);
