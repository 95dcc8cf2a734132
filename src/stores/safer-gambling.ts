import { proxy } from 'valtio';
import type { BlockBody, SaferGambling, SetLimitBody } from '../../contract/api/safer-gambling';
import type { ApiResult } from '../../workers/api-result';
import type { RealityCheck } from '../../workers/safer-gambling/safer-gambling';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/**
 * The player's safer-gambling tools (issue 19) as the worker last answered them, the session clock and the reality
 * check the worker asks the page to show. The timers are the worker's; this only keeps what it pushed.
 */
export const saferGamblingState = proxy<{
  tools: SaferGambling | null;
  /** Seconds since the session began (null: signed out). */
  elapsedS: number | null;
  check: RealityCheck | null;
}>({ tools: null, elapsedS: null, check: null });

export const useSaferGambling = storeHook(saferGamblingState);

export function applyPlayClock(startedAt: number | null, elapsedS: number): void {
  saferGamblingState.elapsedS = startedAt === null ? null : elapsedS;
}

export function applyRealityCheck(check: RealityCheck | null): void {
  saferGamblingState.check = check;
}

/** Keeps a tools answer; the result goes back to the form as is (its failure shown there). */
async function keep(result: ApiResult<SaferGambling>): Promise<ApiResult<SaferGambling>> {
  if (result.ok) saferGamblingState.tools = result.data;
  return result;
}

export const loadSaferGambling = async () => keep(await (await workerApi()).saferGambling());
export const setPlayLimit = async (body: SetLimitBody) => keep(await (await workerApi()).setPlayLimit(body));
export const confirmPlayLimit = async (body: Pick<SetLimitBody, 'kind' | 'period'>) =>
  keep(await (await workerApi()).confirmPlayLimit(body));
export const startPlayBlock = async (body: BlockBody) => keep(await (await workerApi()).startPlayBlock(body));
export const setRealityCheck = async (minutes: number | null) =>
  keep(await (await workerApi()).setRealityCheck(minutes));

/** "Continue" on a reality check: the next one comes a whole interval later. */
export async function continuePlay(): Promise<void> {
  saferGamblingState.check = null;
  await (await workerApi()).continuePlay();
}

/** Two-factor sign-in: its state, a new secret to set up, turning it on (answers the recovery codes) and off. */
export const twoFactorState = async () => (await workerApi()).twoFactor();
export const twoFactorSetup = async () => (await workerApi()).twoFactorSetup();
export const twoFactorEnable = async (code: string) => (await workerApi()).twoFactorEnable(code);
export const twoFactorDisable = async (code: string) => (await workerApi()).twoFactorDisable(code);
