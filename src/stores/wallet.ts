import { type Api, workerApi } from '../worker-bridge';

/** The payouts. */
export const loadPayouts = async () => (await workerApi()).payouts();
export const requestPayout = async (...args: Parameters<Api['requestPayout']>) =>
  (await workerApi()).requestPayout(...args);
export const cancelPayout = async (id: number) => (await workerApi()).cancelPayout(id);
