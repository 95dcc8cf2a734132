import { proxy } from 'valtio';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

interface SupportState {
  /** Spec §4: the button is visible or hidden (hidden while a third-party chat widget has its own). */
  visible: boolean;
  open: boolean;
  /** Operator messages the player has not seen (from the worker). */
  unread: number;
}

export const supportState = proxy<SupportState>({ visible: true, open: false, unread: 0 });

export const useSupport = storeHook(supportState);

export const loadConversation = async () => (await workerApi()).supportConversation();
/** The player has seen the operator's messages. */
export const markSupportRead = async () => (await workerApi()).supportRead();

export const sendSupportMessage = async (body: string) => (await workerApi()).supportSend(body);

/** While the chat is open the worker polls it more often. */
export const watchSupport = async (open: boolean) => (await workerApi()).supportWatch(open);
