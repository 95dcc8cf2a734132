import '../../contract/zod-without-eval';
import { expose } from 'comlink';
import { createBackofficeApi } from './api';

const api = createBackofficeApi();
export type BackofficeWorkerApi = typeof api;

expose(api);
// The bridge waits for this before it sends any call.
postMessage({ type: 'worker-ready' });
