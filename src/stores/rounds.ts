import { proxy, useSnapshot } from 'valtio';
import type { GameBet } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { RoundAnswer, StartBodies, StepBodies, StepGame } from '../../workers/games/multistep';
import { workerApi } from '../worker-bridge';
import { gamesState, recordRound } from './games';

/** The multi-step games' rounds on the page: the open (or just finished) round of hilo and miner. */
interface RoundsState {
  round: Partial<Record<StepGame, GameBet | null>>;
}

export const roundsState = proxy<RoundsState>({ round: {} });

function apply(game: StepGame, answer: RoundAnswer): void {
  roundsState.round[game] = answer.bet;
  recordRound(game, answer.bet);
  if (answer.demo) gamesState.demoBalance = answer.balance;
}

/** After a page load (or a sign-in): the unfinished round, if any, to resume. */
export async function resumeRound(game: StepGame): Promise<void> {
  const result = await (await workerApi()).activeRound(game);
  if (!result.ok) return;
  const current = roundsState.round[game];
  if (result.data) {
    roundsState.round[game] = result.data;
    recordRound(game, result.data);
  } else if (current?.status === 'active') {
    roundsState.round[game] = null;
  }
}

/** A 409 `round_changed` / `no_round` means another tab moved the round on: show what the server has now. */
async function afterFailure(game: StepGame, result: ApiResult<RoundAnswer>): Promise<void> {
  if (!result.ok && result.failure.kind === 'http' && result.failure.status === 409) await resumeRound(game);
}

export async function startRound<G extends StepGame>(game: G, body: StartBodies[G]): Promise<ApiResult<RoundAnswer>> {
  const result = await (await workerApi()).startRound(game, body);
  if (result.ok) {
    apply(game, result.data);
    if (gamesState.seeds) gamesState.seeds.nonce += 1;
  } else await afterFailure(game, result);
  return result;
}

export async function stepRound<G extends StepGame>(game: G, body: StepBodies[G]): Promise<ApiResult<RoundAnswer>> {
  const result = await (await workerApi()).stepRound(game, body);
  if (result.ok) apply(game, result.data);
  else await afterFailure(game, result);
  return result;
}

export async function cashoutRound(game: StepGame, version: number): Promise<ApiResult<RoundAnswer>> {
  const result = await (await workerApi()).cashoutRound(game, version);
  if (result.ok) apply(game, result.data);
  else await afterFailure(game, result);
  return result;
}

export const useRounds = () => useSnapshot(roundsState);
