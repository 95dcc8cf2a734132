import { type Remote, wrap } from 'comlink';
import type { WorkerApi } from '../workers/api.worker';

export type Api = Remote<WorkerApi>;

let ready: Promise<Api> | null = null;

/**
 * The page's one bridge to the worker: started lazily, resolved after the worker's ready
 * handshake, so every call made before that waits instead of getting lost. The worker is never
 * terminated: it holds the refresh queue and the pollers.
 */
export function workerApi(): Promise<Api> {
  ready ??= new Promise<Api>((resolve, reject) => {
    const worker = new Worker(new URL('../workers/api.worker.ts', import.meta.url), { type: 'module', name: 'api' });
    const onMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type !== 'worker-ready') return;
      worker.removeEventListener('message', onMessage);
      resolve(wrap<WorkerApi>(worker));
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => reject(event.error ?? new Error(event.message)), { once: true });
  });
  return ready;
}
