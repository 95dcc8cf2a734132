import { proxy } from 'valtio';
import type { AutoBetPlan, AutoBetSettings } from '../../contract/games/autobet';
import type { ApiResult } from '../../workers/api-result';
import type { AutoBetEvent, AutoBetProgress, AutoRoundAck } from '../../workers/autobet/autobet';
import { workerApi } from '../worker-bridge';
import { applyBet, markUnconfirmed } from './games';
import { whenRevealed } from './reveal';
import { showRoundAnswer } from './rounds';
import { storeHook } from './store-hook';

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
  // The run's first events may have come ahead of this answer: they are newer.
  if (result.ok && autoBetState.progress?.run !== result.data.run) autoBetState.progress = result.data;
  return result;
}

/** Asks the run to end before its next round. */
export async function stopAutoBet(): Promise<void> {
  await (await workerApi()).stopAutoBet();
}

/**
 * The worker's `autoBet` event: the round just answered shown as a manual one would be, in the game's instant
 * presentation (the bet panel in auto mode shows no animation: src/features/games/use-instant-presentation.ts), so
 * its row, its result and the run's figures show together; then the worker hears the round was shown and plays the
 * next. A manual round's hold still open (its wheel still turning) keeps them until it lands.
 */
export function applyAutoBet(event: AutoBetEvent): void {
  const { progress, round, ack } = event;
  if (round?.kind === 'bet') applyBet(progress.game, round.settled);
  else if (round?.kind === 'step' && progress.game === 'miner') showRoundAnswer('miner', round.answer);
  // A round whose answer is still unknown: the game takes no bet until the worker learns it.
  if (progress.stop === 'unconfirmed' && progress.failure)
    markUnconfirmed(progress.game, { ok: false, failure: progress.failure });
  if (ack) unacknowledged = ack;
  whenRevealed(() => {
    autoBetState.progress = progress;
    if (ack) acknowledge(ack);
  });
}

/** The round the worker waits to hear was shown. */
let unacknowledged: AutoRoundAck | null = null;

function acknowledge(ack: AutoRoundAck): void {
  if (unacknowledged === ack) unacknowledged = null;
  void workerApi().then((api) => api.autoBetShown(ack));
}

/** The player signed out and the held outcomes were dropped: the worker is told at once (it then ends the run). */
export function releaseAutoRound(): void {
  if (unacknowledged) acknowledge(unacknowledged);
}

export function toggleMinerTile(tile: number): void {
  const tiles = autoBetState.minerTiles;
  autoBetState.minerTiles = tiles.includes(tile) ? tiles.filter((t) => t !== tile) : [...tiles, tile];
}

export const useAutoBet = storeHook(autoBetState);
