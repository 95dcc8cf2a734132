import { proxy, useSnapshot } from 'valtio';
import type { ActiveSeeds, GameBet, GameName, RotateSeedsAnswer } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { BetBodies, GamesConfig, PlayableGame, SettledBet } from '../../workers/games/games';
import { workerApi } from '../worker-bridge';

interface GamesState {
  config: GamesConfig | null;
  seeds: (ActiveSeeds & { demo: boolean }) | null;
  /** Pairs revealed by rotation in this visit, newest first. */
  revealed: RotateSeedsAnswer['data']['revealed'][];
  recent: Partial<Record<GameName, GameBet[]>>;
  demoBalance: string | null;
  last: Partial<Record<GameName, SettledBet>>;
}

export const gamesState = proxy<GamesState>({
  config: null,
  seeds: null,
  revealed: [],
  recent: {},
  demoBalance: null,
  last: {},
});

let loading: Promise<void> = Promise.resolve();

/** Loads what a game page shows: the published config, the seed pair and the player's recent rounds. */
export function loadGame(game: GameName): Promise<void> {
  loading = fetchGame(game);
  return loading;
}

async function fetchGame(game: GameName): Promise<void> {
  const api = await workerApi();
  const [config, seeds, bets, demoBalance] = await Promise.all([
    api.gamesConfig(),
    api.seeds(),
    api.bets(game),
    api.demoBalance(),
  ]);
  if (config.ok) gamesState.config = config.data;
  if (seeds.ok) gamesState.seeds = seeds.data;
  if (bets.ok) gamesState.recent[game] = bets.data;
  gamesState.demoBalance = seeds.ok && seeds.data.demo ? demoBalance : null;
}

export async function playRound<G extends PlayableGame>(game: G, body: BetBodies[G]): Promise<ApiResult<SettledBet>> {
  const result = await (await workerApi()).bet(game, body);
  if (result.ok) {
    gamesState.last[game] = result.data;
    recordRound(game, result.data.bet);
    if (gamesState.seeds) gamesState.seeds.nonce += 1;
    if (result.data.demo) gamesState.demoBalance = result.data.balance;
  }
  return result;
}

/** Puts a round on top of the game's recent list (multi-step rounds replace their earlier state). */
export function recordRound(game: GameName, bet: GameBet): void {
  const others = (gamesState.recent[game] ?? []).filter((existing) => existing.id !== bet.id);
  gamesState.recent[game] = [bet, ...others].slice(0, 20);
}

export async function rotateSeeds(clientSeed?: string): Promise<ApiResult<RotateSeedsAnswer['data']>> {
  // A page still loading its rounds must not overwrite the ones revealed below.
  await loading;
  const result = await (await workerApi()).rotateSeeds(clientSeed);
  if (result.ok) {
    const { revealed, active } = result.data;
    // The rounds played under the retired pair now carry its server seed: load them before showing the reveal.
    const api = await workerApi();
    for (const game of Object.keys(gamesState.recent) as GameName[]) {
      if (!gamesState.recent[game]?.length) continue;
      const bets = await api.bets(game);
      if (bets.ok) gamesState.recent[game] = bets.data;
    }
    gamesState.revealed.unshift(revealed);
    gamesState.seeds = { ...active, demo: gamesState.seeds?.demo ?? false };
  }
  return result;
}

export const useGames = () => useSnapshot(gamesState);
