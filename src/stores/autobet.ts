import { proxy, useSnapshot } from 'valtio';
import type { AutoBetGame, AutoBetPlan, AutoBetSettings } from '../../contract/games/autobet';
import type { ApiResult } from '../../workers/api-result';
import type { AutoBetEvent, AutoBetProgress, AutoRoundAck } from '../../workers/games/autobet';
import { workerApi } from '../worker-bridge';
import { applyBet, markUnconfirmed } from './games';
import { whenRevealed } from './reveal';
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

/** The game boards on screen that animate a round: each opens its outcome hold for an auto round. */
const boards = new Map<AutoBetGame, () => boolean>();

/** After an animated auto round lands, its result stays on screen this long before the next round leaves. */
export const AUTO_RESULT_PAUSE_MS = 800;

/**
 * A board shows the game's auto rounds: `hold` opens its hold, as before a manual bet, and answers whether it holds
 * (false with reduced motion or in instant mode). Answers the unregister.
 */
export function showAutoRoundsOn(game: AutoBetGame, hold: () => boolean): () => void {
  boards.set(game, hold);
  return () => {
    if (boards.get(game) === hold) boards.delete(game);
  };
}

/**
 * The worker's `autoBet` event: the round just answered shown as a manual one would be (the board animates it and
 * holds the outcome until it lands). The figures change when the outcome is revealed; the worker hears the round
 * was shown (so it plays the next) a moment later, the result read, or at once with no animation on screen.
 */
export function applyAutoBet(event: AutoBetEvent): void {
  const { progress, round, ack } = event;
  let animated = false;
  if (round?.kind === 'bet') {
    animated = boards.get(progress.game)?.() ?? false;
    applyBet(progress.game, round.settled);
  } else if (round?.kind === 'step' && progress.game === 'miner') showRoundAnswer('miner', round.answer);
  // A round whose answer is still unknown: the game takes no bet until the worker learns it.
  if (progress.stop === 'unconfirmed' && progress.failure)
    markUnconfirmed(progress.game, { ok: false, failure: progress.failure });
  if (ack) unacknowledged = ack;
  whenRevealed(() => {
    autoBetState.progress = progress;
    if (ack && animated) setTimeout(() => acknowledge(ack), AUTO_RESULT_PAUSE_MS);
    else if (ack) acknowledge(ack);
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

export const useAutoBet = () => useSnapshot(autoBetState);
