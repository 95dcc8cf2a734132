import { proxy, useSnapshot } from 'valtio';

interface SupportState {
  /** Spec §4: the button is visible or hidden (hidden while a third-party chat widget has its own). */
  visible: boolean;
  open: boolean;
  /** Operator messages the player has not seen (from the worker). */
  unread: number;
}

export const supportState = proxy<SupportState>({ visible: true, open: false, unread: 0 });

export const useSupport = () => useSnapshot(supportState);
