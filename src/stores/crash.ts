import { proxy as comlinkProxy } from 'comlink';
import { proxy } from 'valtio';
import type { CrashBetAnswer, CrashBetBody, CrashFairness } from '../../contract/api/crash';
import type { ApiResult } from '../../workers/api-result';
import type { CrashUpdate } from '../../workers/crash/crash';
import type { CrashVerifyAnswer, CrashVerifyInput } from '../../workers/crash/verify';
import {
  applyCrashUpdate,
  applyOwnBet,
  type CrashView,
  emptyCrashView,
  withBusted,
} from '../features/games/crash/crash-round';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/** Crash's shared round (the worker's socket feeds it), its history and the chain's published commitment. */
export const crashState = proxy<CrashView & { fairness: CrashFairness | null }>({
  ...emptyCrashView(),
  fairness: null,
});

export const useCrash = storeHook(crashState);

function apply(next: CrashView) {
  crashState.round = next.round;
  crashState.bets = next.bets;
  crashState.tick = next.tick;
  crashState.offsetMs = next.offsetMs;
  crashState.history = next.history;
  crashState.settled = next.settled;
  crashState.ready = next.ready;
}

let watchers = 0;
let watching: Promise<number> | null = null;

/** Holds the crash round while the page shows it; returns the release. */
export function watchCrash(): () => void {
  watchers++;
  if (watchers === 1) {
    watching = workerApi().then((api) =>
      api.crashWatch(
        comlinkProxy((update: CrashUpdate) => {
          apply(applyCrashUpdate(crashState, update, Date.now()));
          // The page opened before the chain was committed (no commitment yet): ask again once a round has busted.
          if (!crashState.fairness && update.kind === 'event' && update.data.type === 'busted') void loadCrashHistory();
        }),
      ),
    );
    void loadCrashHistory();
  }
  return () => {
    watchers--;
    if (watchers > 0 || !watching) return;
    const held = watching;
    watching = null;
    void held.then(async (id) => (await workerApi()).crashUnwatch(id));
  };
}

/** The busted rounds with their hashes, and the salt and terminating hash to verify them by. */
export async function loadCrashHistory(): Promise<void> {
  const answer = await (await workerApi()).crashHistory();
  if (!answer.ok) return;
  crashState.fairness = answer.data.fairness;
  let history = crashState.history;
  for (const round of answer.data.rounds) history = withBusted(history, round);
  crashState.history = history;
}

async function settled(result: Promise<ApiResult<CrashBetAnswer>>): Promise<ApiResult<CrashBetAnswer>> {
  const answer = await result;
  if (answer.ok) apply(applyOwnBet(crashState, answer.data.bet));
  return answer;
}

/** A bet in the open round. */
export const placeCrashBet = async (body: CrashBetBody) => settled((await workerApi()).crashBet(body));

/** Cashes out one of the player's bets now. */
export const cashOutCrashBet = async (betId: number) => settled((await workerApi()).crashCashout(betId));

/** A past round recomputed in the worker from its hash and the salt, walked down the chain. */
export const verifyCrashRound = async (input: CrashVerifyInput): Promise<ApiResult<CrashVerifyAnswer>> =>
  (await workerApi()).crashVerify(input);
