import { MIRROR_LIST_PATH } from '../contract/mirror-list';
import type { MirrorTrust } from './mirror-trust';
import { isOurs } from './server-mark';

interface ListSyncDeps {
  fetch: typeof globalThis.fetch;
  trust: MirrorTrust;
  readApiBase: () => Promise<string | null>;
  writeMirrorList: (list: unknown) => Promise<void>;
  now?: () => number;
}

/**
 * The service worker's mirror sync (spec §4): fetches the signed list from the API base in syncStore and keeps it
 * there when it verifies. Answers the domains, or null when nothing changed.
 */
export async function syncMirrorList(deps: ListSyncDeps): Promise<string[] | null> {
  const base = await deps.readApiBase();
  if (!base) return null;
  const response = await deps.fetch(`${base}${MIRROR_LIST_PATH}`, {
    cache: 'no-store',
    credentials: 'omit',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok || !isOurs(response)) return null;
  const list = ((await response.json()) as { data?: unknown }).data;
  const checked = await deps.trust.verify(list, (deps.now ?? Date.now)());
  if (!checked.ok) return null;
  await deps.writeMirrorList(list);
  return checked.domains;
}
