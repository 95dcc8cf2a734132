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
  holdAhead(plan.game);
  const result = await (await workerApi()).startAutoBet(plan, settings);
  if (result.ok) autoBetState.progress = result.data;
  else landAhead();
  return result;
}

/** Asks the run to end before its next round. */
export async function stopAutoBet(): Promise<void> {
  await (await workerApi()).stopAutoBet();
}

/** A game board on screen that animates a round: its outcome hold (`hold` answers false when nothing animates). */
interface Board {
  hold: () => boolean;
  land: () => void;
}
const boards = new Map<AutoBetGame, Board>();
/** The game whose board holds for the next auto round: opened before the round leaves, as before a manual bet. */
let heldAhead: AutoBetGame | null = null;

function holdAhead(game: AutoBetGame): void {
  heldAhead = boards.get(game)?.hold() ? game : null;
}

function landAhead(): void {
  if (heldAhead) boards.get(heldAhead)?.land();
  heldAhead = null;
}

/** After an animated auto round lands, its result stays on screen this long before the next round leaves. */
export const AUTO_RESULT_PAUSE_MS = 800;

/** A board shows the game's auto rounds and holds their outcomes while it animates them. Answers the unregister. */
export function showAutoRoundsOn(game: AutoBetGame, board: Board): () => void {
  boards.set(game, board);
  return () => {
    if (boards.get(game) === board) boards.delete(game);
  };
}

/**
 * The worker's `autoBet` event: the round just answered shown as a manual one would be (the board animates it; its
 * hold, opened before the round left, keeps the balance and the row until it lands). The figures change when the
 * outcome is revealed; the worker hears the round was shown (so it plays the next) a moment later, the result read,
 * or at once with no animation on screen. An event with no round ends the run: a hold opened ahead lands.
 */
export function applyAutoBet(event: AutoBetEvent): void {
  const { progress, round, ack } = event;
  let animated = false;
  if (round?.kind === 'bet') {
    animated = heldAhead === progress.game || (boards.get(progress.game)?.hold() ?? false);
    heldAhead = null;
    applyBet(progress.game, round.settled);
  } else if (round?.kind === 'step' && progress.game === 'miner') showRoundAnswer('miner', round.answer);
  else if (!round) landAhead();
  // A round whose answer is still unknown: the game takes no bet until the worker learns it.
  if (progress.stop === 'unconfirmed' && progress.failure)
    markUnconfirmed(progress.game, { ok: false, failure: progress.failure });
  if (ack) unacknowledged = ack;
  whenRevealed(() => {
    autoBetState.progress = progress;
    if (!ack) return;
    const next = () => {
      holdAhead(progress.game);
      acknowledge(ack);
    };
    if (animated) setTimeout(next, AUTO_RESULT_PAUSE_MS);
    else next();
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
