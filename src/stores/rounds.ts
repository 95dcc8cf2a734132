import { proxy } from 'valtio';
import type { GameBet } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { RoundAnswer, StartBodies, StepBodies, StepGame } from '../../workers/games/multistep';
import type { Cue } from '../lib/sound';
import { workerApi } from '../worker-bridge';
import { playSound } from './game-sounds';
import { awaitingAnswer, gamesState, isNewerRound, markUnconfirmed, recordRound, settleUnconfirmed } from './games';
import { storeHook } from './store-hook';

/** The multi-step games' rounds on the page: the open (or just finished) round of hilo and miner. */
interface RoundsState {
  round: Partial<Record<StepGame, GameBet | null>>;
}

export const roundsState = proxy<RoundsState>({ round: {} });

/** Counts each game's round changes: a read answered after a change it did not see is dropped. */
const changes: Record<StepGame, number> = { hilo: 0, miner: 0 };

/** Shows a round unless the page already shows a later state of it (or a later round). */
function show(game: StepGame, bet: GameBet): void {
  const current = roundsState.round[game];
  if (current && !isNewerRound(bet, current)) return;
  roundsState.round[game] = bet;
  changes[game]++;
  recordRound(game, bet);
}

function apply(game: StepGame, answer: RoundAnswer): void {
  show(game, answer.bet);
  if (answer.demo) gamesState.demoBalance = answer.balance;
}

/**
 * The server has no open round of `game` while the page shows one: it ended out of the page's sight (a cash-out
 * whose answer was lost, another tab). Show how it ended instead of clearing the board.
 */
async function settleShown(game: StepGame): Promise<void> {
  const current = roundsState.round[game];
  if (current?.status !== 'active') return;
  const seen = changes[game];
  const result = await (await workerApi()).round(current.id);
  if (changes[game] !== seen) return;
  if (result.ok) show(game, result.data);
  else if (result.failure.kind === 'http' && result.failure.status === 404) {
    roundsState.round[game] = null;
    changes[game]++;
  }
}

/** What the server says the open round is (null: none), applied unless it is older than what the page shows. */
async function applyActive(game: StepGame, bet: GameBet | null): Promise<void> {
  if (bet) show(game, bet);
  else await settleShown(game);
}

/** Who the shown rounds belong to ('signed-in', 'guest'): a round of the other side is never compared with. */
const shownFor: Partial<Record<StepGame, string>> = {};

/**
 * After a page load (or a sign-in or out, named by `owner`): the unfinished round, if any, to resume. Without an
 * owner the page's own round stays the reference.
 */
export async function resumeRound(game: StepGame, owner?: string): Promise<void> {
  if (owner !== undefined && shownFor[game] !== owner) {
    shownFor[game] = owner;
    roundsState.round[game] = null;
    changes[game]++;
  }
  const seen = changes[game];
  const result = await (await workerApi()).activeRound(game);
  // A round started or stepped while this read was on the wire is newer than its answer.
  if (!result.ok || changes[game] !== seen) return;
  await applyActive(game, result.data);
}

/** The connection came back and the worker read the open round again. */
export const refreshedRound = (game: StepGame, bet: GameBet | null) => applyActive(game, bet);

/** A 409 `round_changed` / `no_round`: the round moved on without this page; show what the server has now. */
async function afterFailure(game: StepGame, result: ApiResult<RoundAnswer>): Promise<void> {
  if (result.ok) return;
  markUnconfirmed(game, result);
  if (result.failure.kind === 'http' && result.failure.status === 409) {
    await resumeRound(game);
    void (await workerApi()).refreshProfile();
  }
}

/** The worker learnt the answer of this game's unconfirmed start, step or cash-out. */
export async function confirmRound(game: StepGame, key: string, result: ApiResult<RoundAnswer>): Promise<void> {
  if (!settleUnconfirmed(game, key)) return;
  if (!result.ok) return afterFailure(game, result);
  showRoundAnswer(game, result.data);
}

/** A round answer the page did not ask for (a late confirmation, an auto-bet's step), shown like its own. */
export function showRoundAnswer(game: StepGame, answer: RoundAnswer): void {
  // A round the page did not show yet: the start was made, and took the pair's next nonce.
  const started = answer.bet.id !== roundsState.round[game]?.id;
  apply(game, answer);
  if (started && gamesState.seeds) gamesState.seeds.nonce += 1;
}

/** A step's sound: a tile or a card that keeps the round going, the mine or wrong guess, or the round won. */
function stepCue(bet: GameBet): Cue {
  if (bet.status === 'active') return 'reveal';
  return Number(bet.payout) > 0 ? 'cashout' : 'loss';
}

export async function startRound<G extends StepGame>(game: G, body: StartBodies[G]): Promise<ApiResult<RoundAnswer>> {
  const waiting = awaitingAnswer(game);
  if (waiting) return waiting;
  const result = await (await workerApi()).startRound(game, body);
  if (result.ok) {
    playSound('bet');
    apply(game, result.data);
    if (gamesState.seeds) gamesState.seeds.nonce += 1;
  } else await afterFailure(game, result);
  return result;
}

export async function stepRound<G extends StepGame>(game: G, body: StepBodies[G]): Promise<ApiResult<RoundAnswer>> {
  const waiting = awaitingAnswer(game);
  if (waiting) return waiting;
  const result = await (await workerApi()).stepRound(game, body);
  if (result.ok) {
    playSound(stepCue(result.data.bet));
    apply(game, result.data);
  } else await afterFailure(game, result);
  return result;
}

export async function cashoutRound(game: StepGame, version: number): Promise<ApiResult<RoundAnswer>> {
  const waiting = awaitingAnswer(game);
  if (waiting) return waiting;
  const result = await (await workerApi()).cashoutRound(game, version);
  if (result.ok) {
    playSound('cashout');
    apply(game, result.data);
  } else await afterFailure(game, result);
  return result;
}

export const useRounds = storeHook(roundsState);
