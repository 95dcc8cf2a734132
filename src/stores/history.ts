import { type Api, workerApi } from '../worker-bridge';

/** Profile → history: the player's rows (the worker keeps the first pages for offline reading) and one round. */
export const loadHistory = async (...args: Parameters<Api['history']>) => (await workerApi()).history(...args);
/** One of the player's rounds with its seeds (404 for another player's). */
export const loadRound = async (id: number) => (await workerApi()).round(id);
/** One row of the player's history by kind and id (404 for another player's). */
export const loadHistoryRow = async (...args: Parameters<Api['historyRow']>) => (await workerApi()).historyRow(...args);
