/** Spec §9: the service worker's mirror sync interval. */
export const MIRROR_SYNC_MS = 10 * 60_000;
/** The Periodic Background Sync tag, and the message the page sends when periodic sync is not granted. */
export const MIRROR_SYNC_TAG = 'mirror-sync';

/** Messages from the page to the service worker (a discriminated union). */
export type SwMessage = { type: typeof MIRROR_SYNC_TAG };
