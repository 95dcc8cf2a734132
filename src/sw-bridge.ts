import { subscribe } from 'valtio/vanilla';
import { scheduleMirrorSync } from './features/mirrors/mirror-sync';
import { appState } from './stores/app';

/** Spec §4/§9: updates are checked every 20 s while online; a reload is guarded for 10 s. */
const UPDATE_CHECK_MS = 20_000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'sw-reloaded-at';

/** True when no reload happened within the guard window; records this one. */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_KEY));
  if (last && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/**
 * Registers /sw.js. `registration.update()` can only be called here or in the service worker,
 * whose timers die when the browser stops it, so this one timer stays on the page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Reload only when an update replaces a worker that already controlled this page.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController && claimReload(sessionStorage, Date.now())) location.reload();
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => {});
      };
      setInterval(check, UPDATE_CHECK_MS);
      void scheduleMirrorSync(registration);
      // The update hook: the worker saw a newer build id in builds/latest.json.
      subscribe(appState, () => {
        if (appState.latestBuildId && appState.latestBuildId !== __BUILD_ID__) check();
      });
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
