import { proxy, useSnapshot } from 'valtio';

interface MirrorState {
  /** The mirror the app can move to (the API failed over to it), or null. */
  domain: string | null;
  /** The player closed the notice for this mirror. */
  dismissed: boolean;
}

export const mirrorState = proxy<MirrorState>({ domain: null, dismissed: false });

export function applyMirror(domain: string | null): void {
  if (domain !== mirrorState.domain) mirrorState.dismissed = false;
  mirrorState.domain = domain && domain !== location.host ? domain : null;
}

export const useMirror = () => useSnapshot(mirrorState);
