import { proxy } from 'valtio';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

interface MirrorState {
  /** The mirror the app can move to, or null. */
  domain: string | null;
  /** failover: the API moved there; redirect: the server retires this domain. */
  reason: 'failover' | 'redirect';
  /** The player closed the notice for this mirror. */
  dismissed: boolean;
}

export const mirrorState = proxy<MirrorState>({ domain: null, reason: 'failover', dismissed: false });

export function applyMirror(domain: string | null, reason: MirrorState['reason']): void {
  if (domain !== mirrorState.domain) mirrorState.dismissed = false;
  mirrorState.domain = domain && domain !== location.host ? domain : null;
  mirrorState.reason = reason;
}

export const useMirror = storeHook(mirrorState);

/** The mirror site's address at `path` with a one-time sign-in token (null: no mirror is offered). */
export const mirrorMoveLink = async (path: string) => (await workerApi()).mirrorMoveLink(path);
