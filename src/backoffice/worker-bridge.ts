import { type Remote, wrap } from 'comlink';
import type { BackofficeWorkerApi } from '../../workers/backoffice/backoffice.worker';

export type BackofficeApi = Remote<BackofficeWorkerApi>;

let ready: Promise<BackofficeApi> | null = null;

/**
 * The back office's one bridge to its own worker (never the player's): started lazily, resolved after the worker's
 * ready handshake, so a call made before that waits instead of getting lost.
 */
export function workerApi(): Promise<BackofficeApi> {
  ready ??= new Promise<BackofficeApi>((resolve, reject) => {
    const worker = new Worker(new URL('../../workers/backoffice/backoffice.worker.ts', import.meta.url), {
      type: 'module',
      name: 'lucky-backoffice-worker',
    });
    const onMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type !== 'worker-ready') return;
      worker.removeEventListener('message', onMessage);
      resolve(wrap<BackofficeWorkerApi>(worker));
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => reject(event.error ?? new Error(event.message)), { once: true });
  });
  return ready;
}
