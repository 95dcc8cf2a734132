import { type Api, workerApi } from '../worker-bridge';

/** The wallet's history and the payouts. */

export const loadHistory = async (...args: Parameters<Api['history']>) => (await workerApi()).history(...args);
export const loadPayouts = async () => (await workerApi()).payouts();
export const requestPayout = async (...args: Parameters<Api['requestPayout']>) =>
  (await workerApi()).requestPayout(...args);
export const cancelPayout = async (id: number) => (await workerApi()).cancelPayout(id);
