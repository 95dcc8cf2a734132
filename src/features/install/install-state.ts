/** Spec §3 local storage: 'true' once the install prompt is dismissed; remembered for good. */
export const HIDE_INSTALL_KEY = 'vite-pwa:hide-install';

/** Spec §4 Install prompt. `unavailable`: the browser offers nothing (yet). */
export type InstallState = 'unavailable' | 'available' | 'shown' | 'dismissed' | 'installed';

/** How this browser installs: its own prompt (Chromium), or the Share menu on iOS Safari. */
export type InstallMode = 'prompt' | 'ios';

export type InstallEvent =
  | { type: 'offered'; mode: InstallMode }
  | { type: 'shown' }
  | { type: 'dismissed' }
  | { type: 'installed' };

export interface InstallStart {
  /** localStorage[HIDE_INSTALL_KEY] === 'true'. */
  hidden: boolean;
  /** Running as the installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
}

export function initialInstallState(start: InstallStart): InstallState {
  if (start.standalone) return 'installed';
  return start.hidden ? 'dismissed' : 'unavailable';
}

/** The state machine: installed and dismissed are final; an offer shows only when neither happened. */
export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  if (state === 'installed') return state;
  switch (event.type) {
    case 'installed':
      return 'installed';
    case 'dismissed':
      return 'dismissed';
    case 'offered':
      return state === 'unavailable' ? 'available' : state;
    case 'shown':
      return state === 'available' ? 'shown' : state;
  }
}

/** The banner is on screen only while the offer stands. */
export const installVisible = (state: InstallState) => state === 'available' || state === 'shown';
