import '../contract/zod-without-eval';
import { expose } from 'comlink';
import { api } from './api';

export type WorkerApi = typeof api;

expose(api);
// The bridge waits for this before it sends any call.
postMessage({ type: 'worker-ready' });
