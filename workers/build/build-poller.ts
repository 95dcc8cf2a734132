import { BUILD_MANIFEST_PATH, BuildManifest } from '../../contract/build';
import type { EmitWorkerEvent } from '../events';
import { createJob } from '../jobs/job';

const BUILD_POLL_MS = 60_000;

/**
 * Polls builds/latest.json with a timestamp query (spec §7 Platform) and tells the page once
 * per new id. Failures are ignored (spec §8: manifest check fails → silently ignored).
 */
export function createBuildPoller(options: {
  siteOrigin: string;
  runningId: string;
  emit: EmitWorkerEvent;
  isOnline: () => boolean;
  fetch?: typeof globalThis.fetch;
}) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let announced = options.runningId;

  async function check(): Promise<void> {
    if (!options.isOnline()) return;
    const response = await fetcher(`${options.siteOrigin}${BUILD_MANIFEST_PATH}?t=${Date.now()}`, {
      cache: 'no-store',
    });
    if (!response.ok) return;
    const manifest = BuildManifest.safeParse(await response.json());
    if (!manifest.success || manifest.data.id === announced) return;
    announced = manifest.data.id;
    options.emit('build', { latestId: manifest.data.id });
  }

  return createJob({ intervalMs: BUILD_POLL_MS, run: check, onError: () => {} });
}
