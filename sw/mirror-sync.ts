import { MIRROR_SYNC_TAG, type SwMessage } from '../contract/sw-messages';
import { syncMirrorList } from '../worker-shared/list-sync';
import { createMirrorTrust } from '../worker-shared/mirror-trust';
import { readApiBase, readMirrorKeys, writeMirrorKeys, writeMirrorList } from '../worker-shared/sync-store';

/** Replaced at build time by scripts/build-sw.ts: the keys of VITE_MIRROR_PUBLIC_KEYS, or the development key. */
declare const __MIRROR_PUBLIC_KEYS__: string[];

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Spec §4: a mirror sync every 10 minutes, from the API base in syncStore. Periodic Background Sync calls it where
 * the browser grants it; otherwise the open page sends `mirror-sync` on its own 10-minute timer (a service
 * worker's timers die when the browser stops it).
 */
export function startMirrorSync(scope: ServiceWorkerGlobalScope): void {
  const trust = createMirrorTrust({
    built: __MIRROR_PUBLIC_KEYS__,
    store: { read: readMirrorKeys, write: writeMirrorKeys },
  });
  const sync = () =>
    syncMirrorList({
      fetch: (input, init) => fetch(input, init),
      trust,
      readApiBase,
      writeMirrorList,
    }).catch((error: unknown) => {
      console.warn('Mirror sync failed', error);
      return null;
    });

  scope.addEventListener('periodicsync', (event) => {
    const periodic = event as PeriodicSyncEvent;
    if (periodic.tag === MIRROR_SYNC_TAG) periodic.waitUntil(sync());
  });
  scope.addEventListener('message', (event) => {
    if ((event.data as SwMessage | null)?.type === MIRROR_SYNC_TAG) event.waitUntil(sync());
  });
}
