import { type Api, workerApi } from '../worker-bridge';

/** The signed-in player's settings, password, sessions and identity documents. */

export const updateSetting = async (...args: Parameters<Api['updateSetting']>) =>
  (await workerApi()).updateSetting(...args);
export const updatePassword = async (...args: Parameters<Api['updatePassword']>) =>
  (await workerApi()).updatePassword(...args);
export const setPassword = async (...args: Parameters<Api['setPassword']>) => (await workerApi()).setPassword(...args);
export const loadSessions = async () => (await workerApi()).sessions();
export const revokeSession = async (id: string) => (await workerApi()).revokeSession(id);
export const revokeOtherSessions = async () => (await workerApi()).revokeOtherSessions();
export const loadVerification = async () => (await workerApi()).verification();
/** The file's bytes move to the worker (transferred, not copied). */
export const uploadDocument = async (...args: Parameters<Api['uploadDocument']>) =>
  (await workerApi()).uploadDocument(...args);
