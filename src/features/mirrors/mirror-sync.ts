import { MIRROR_SYNC_MS, MIRROR_SYNC_TAG, type SwMessage } from '../../../contract/sw-messages';

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/**
 * Spec §4: the service worker syncs mirrors every 10 minutes. Periodic Background Sync where the browser grants it
 * (an installed app with engagement); otherwise this page asks it on a timer while it is open.
 */
export async function scheduleMirrorSync(registration: ServiceWorkerRegistration): Promise<void> {
  const periodic = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
  if (periodic) {
    try {
      const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
      if (status.state === 'granted') {
        await periodic.register(MIRROR_SYNC_TAG, { minInterval: MIRROR_SYNC_MS });
        return;
      }
    } catch {
      // Not supported after all: fall back to the timer.
    }
  }
  const message: SwMessage = { type: MIRROR_SYNC_TAG };
  setInterval(() => registration.active?.postMessage(message), MIRROR_SYNC_MS);
}
