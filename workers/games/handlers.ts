import type { GameName } from '../../contract/api/games';
import type { ContextRef } from '../context';
import type { BetBodies, Games, PlayableGame } from './games';
import type { StartBodies, StepBodies, StepGame } from './multistep';

/** Bets, rounds with steps, cases, the fairness seeds and the demo balance. */
export function gamesHandlers(ref: ContextRef) {
  const games = async () => (await ref.ready()).games;
  return {
    gamesConfig: async () => (await games()).config(),
    seeds: async () => (await games()).seeds(),
    rotateSeeds: async (clientSeed?: string) => (await games()).rotate(clientSeed),
    async bet<G extends PlayableGame>(game: G, body: BetBodies[G]) {
      const { games, analytics } = await ref.ready();
      const result = await games.bet(game, body);
      if (result.ok && !result.data.demo) analytics.track('bet_placed', { game });
      return result;
    },
    async freeBet<G extends PlayableGame>(game: G, campaign: number, body: BetBodies[G]) {
      const { games, analytics } = await ref.ready();
      const result = await games.freeBet(game, campaign, body);
      if (result.ok) analytics.track('bet_placed', { game });
      return result;
    },
    bets: async (game: GameName) => (await games()).bets(game),
    demoBalance: async () => (await games()).demoBalance(),
    cases: async () => (await games()).cases(),
    openCase: async (caseId: string) => (await games()).openCase(caseId),
    sellCaseItem: async (itemId: number) => (await games()).sellCaseItem(itemId),
    caseItems: async () => (await games()).caseItems(),
    startRound: async <G extends StepGame>(game: G, body: StartBodies[G]) =>
      (await games()).multistep.start(game, body),
    stepRound: async <G extends StepGame>(game: G, body: StepBodies[G]) => (await games()).multistep.step(game, body),
    cashoutRound: async (game: StepGame, version: number) => (await games()).multistep.cashout(game, version),
    activeRound: async (game: StepGame) => (await games()).multistep.active(game),
    /** One round by its id (a hilo or miner round that ended while the page was not told). */
    round: async (id: number) => (await games()).multistep.round(id),
    verify: async (...args: Parameters<Games['verify']>) => (await games()).verify(...args),
  };
}
