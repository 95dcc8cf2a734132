import { proxy, useSnapshot } from 'valtio';
import type { AutoBetPlan, AutoBetSettings } from '../../contract/games/autobet';
import type { ApiResult } from '../../workers/api-result';
import type { AutoBetEvent, AutoBetProgress } from '../../workers/games/autobet';
import { workerApi } from '../worker-bridge';
import { applyBet, markUnconfirmed } from './games';
import { showRoundAnswer } from './rounds';

/** Auto-bet on the page: the run's figures as the worker pushes them, and the miner tiles the player picked. */
interface AutoBetState {
  /** The running run, or the last one that ended (its stop reason shown). */
  progress: AutoBetProgress | null;
  /** Miner: the tiles each auto round opens, in the order picked. */
  minerTiles: number[];
  /** The bet panel's switch: a manual bet, or the auto-bet settings. */
  mode: 'manual' | 'auto';
}

export const autoBetState = proxy<AutoBetState>({ progress: null, minerTiles: [], mode: 'manual' });

export function setBetMode(mode: AutoBetState['mode']): void {
  autoBetState.mode = mode;
}

export async function startAutoBet(plan: AutoBetPlan, settings: AutoBetSettings): Promise<ApiResult<AutoBetProgress>> {
  const result = await (await workerApi()).startAutoBet(plan, settings);
  if (result.ok) autoBetState.progress = result.data;
  return result;
}

/** Asks the run to end before its next round. */
export async function stopAutoBet(): Promise<void> {
  await (await workerApi()).stopAutoBet();
}

/** The worker's `autoBet` event: the figures, and the round just answered shown as a manual one would be. */
export function applyAutoBet(event: AutoBetEvent): void {
  const { progress, round } = event;
  if (round?.kind === 'bet') applyBet(progress.game, round.settled);
  else if (round?.kind === 'step' && progress.game === 'miner') showRoundAnswer('miner', round.answer);
  // A round whose answer is still unknown: the game takes no bet until the worker learns it.
  if (progress.stop === 'unconfirmed' && progress.failure)
    markUnconfirmed(progress.game, { ok: false, failure: progress.failure });
  autoBetState.progress = progress;
}

export function toggleMinerTile(tile: number): void {
  const tiles = autoBetState.minerTiles;
  autoBetState.minerTiles = tiles.includes(tile) ? tiles.filter((t) => t !== tile) : [...tiles, tile];
}

export const useAutoBet = () => useSnapshot(autoBetState);
