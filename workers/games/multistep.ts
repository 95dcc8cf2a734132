import type { z } from 'zod';
import { GAMES_API, type GameBet, PLAY_API } from '../../contract/api/games';
import type { BetSeeds } from '../../contract/fairness/bytes';
import type { Settlement, StepGame as StepRules } from '../../contract/games/game';
import { BP, type Bp } from '../../contract/games/multiplier';
import { type GameOf, gameOf, type StepName } from '../../contract/games/registry';
import { attempt, Refusal } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import type { ConfirmedPost } from './confirmed-post';
import { type DemoBank, demoRule } from './demo';

/**
 * The step games (hilo, miner …: contract/games/registry.ts): start, step, cash out and resume an open round.
 * Signed in: the server plays them (contract/api/games.ts "multi-step rounds"). Visitors: demo rounds in the
 * worker on the DemoBank's seed pair, one nonce per round, further floats from the same stream, played by the
 * game's module of the registry, the one the server plays, so the answers and payouts are the server's.
 */
export type StepGame = StepName;
export type StartBodies = { [G in StepName]: z.input<GameOf<G>['body']> };
export type StepBodies = { [G in StepName]: z.input<GameOf<G>['stepBody']> };
export interface RoundAnswer {
  bet: GameBet;
  /** The cash balance after the call (the demo's virtual balance in demo mode). */
  balance: string;
  demo: boolean;
}

interface MultistepDeps {
  http: HttpClient;
  signedIn: () => boolean;
  onCashBalance: (balance: string) => void;
  demo: DemoBank;
  confirmedPost: ConfirmedPost;
  emit: EmitWorkerEvent;
}

/** A refusal the server would answer with 409 (`round_changed`, `no_round`, `nothing_to_cash_out`) or 404. */
class DemoConflict extends Refusal {
  constructor(code: string, message: string) {
    super({ kind: 'http', status: code === 'bet_not_found' ? 404 : 409, code, message });
  }
}

// ---------------------------------------------------------------- the worker's calls

interface DemoRound {
  id: number;
  version: number;
  seeds: BetSeeds;
  /** The rules' private state (the server keeps it in the round's row). */
  state: unknown;
  /** Running multiplier (miner: after the tiles opened so far). */
  running: Bp;
  stake: bigint;
}

const rulesOf = (game: StepGame) => gameOf(game) as StepRules;

export function createMultistep(deps: MultistepDeps) {
  const open = new Map<StepGame, DemoRound>();

  /** Games whose open round the page asked for: refreshed when the connection comes back. */
  const shown = new Set<StepGame>();

  /** Starts, steps and cash-outs alike: keyed, resent while the answer is lost (the server answers a resend). */
  const post = (
    game: StepGame,
    endpoint: (typeof PLAY_API)[StepGame]['start' | 'step' | 'cashout'],
    body: Record<string, unknown>,
  ): Promise<RoundAnswer> =>
    deps.confirmedPost(endpoint, body, {
      accept: (answer): RoundAnswer => {
        deps.onCashBalance(answer.data.balance);
        return { bet: answer.data.bet, balance: answer.data.balance, demo: false };
      },
      late: (key, result) => deps.emit('confirmed', { op: 'round', key, game, result }),
    });

  const activeOnServer = async (game: StepGame): Promise<GameBet | null> => {
    const answer = await call(deps.http, PLAY_API[game].active);
    return answer.data.bet;
  };

  const demoRound = (game: StepGame, version: number): DemoRound => {
    const round = open.get(game);
    if (!round) throw new DemoConflict('no_round', 'No open round');
    if (round.version !== version) throw new DemoConflict('round_changed', 'The round has changed');
    return round;
  };

  const demoAdvance = (game: StepGame, round: DemoRound, next: Settlement & { ended: boolean }): RoundAnswer => {
    const closed = deps.demo.close(round.id, next);
    round.version = closed.bet.version;
    round.running = next.multiplier;
    if (next.ended) open.delete(game);
    return { ...closed, demo: true };
  };

  return {
    /** Starts a round: the stake leaves the balance now. */
    start: <G extends StepGame>(game: G, body: StartBodies[G]) =>
      attempt(async (): Promise<RoundAnswer> => {
        if (deps.signedIn()) return post(game, PLAY_API[game].start, { ...(body as Record<string, unknown>) });
        if (open.has(game)) throw new DemoConflict('round_open', 'Finish the open round first');
        const opened = await deps.demo.open(rulesOf(game), body);
        const { seeds, state, stake } = opened;
        open.set(game, { id: opened.bet.id, version: 0, seeds, state, running: BP, stake });
        return { bet: opened.bet, balance: opened.balance, demo: true };
      }),

    /** A move (hilo: a guess, miner: a tile) of the open round, for the `version` the player saw. */
    step: <G extends StepGame>(game: G, body: StepBodies[G]) =>
      attempt(async (): Promise<RoundAnswer> => {
        if (deps.signedIn()) return post(game, PLAY_API[game].step, { ...(body as Record<string, unknown>) });
        const round = demoRound(game, (body as { version: number }).version);
        const next = await rulesOf(game).step(round.seeds, round, body);
        round.state = next.state;
        return demoAdvance(game, round, next);
      }),

    /** Pays stake × running multiplier and ends the round. */
    cashout: (game: StepGame, version: number) =>
      attempt(async (): Promise<RoundAnswer> => {
        if (deps.signedIn()) return post(game, PLAY_API[game].cashout, { version });
        const round = demoRound(game, version);
        return demoAdvance(game, round, { ...demoRule(() => rulesOf(game).cashout(round)), ended: true });
      }),

    /** The unfinished round to resume after a reload, or null. */
    active: (game: StepGame) =>
      attempt(async (): Promise<GameBet | null> => {
        if (deps.signedIn()) {
          shown.add(game);
          return activeOnServer(game);
        }
        const round = open.get(game);
        return round ? (deps.demo.bets(game).find((bet) => bet.id === round.id) ?? null) : null;
      }),

    /** One round of the player's by its id (a round that ended while its page was not told). */
    round: (id: number) =>
      attempt(async (): Promise<GameBet> => {
        if (!deps.signedIn()) {
          const bet = (['hilo', 'miner'] as const satisfies readonly StepGame[])
            .flatMap((game) => deps.demo.bets(game))
            .find((b) => b.id === id);
          if (!bet) throw new DemoConflict('bet_not_found', 'No such round');
          return bet;
        }
        const answer = await call(deps.http, GAMES_API.bet, { params: { id } });
        return answer.data.bet;
      }),

    /** The connection came back: push the open round of each game the page showed. */
    async refresh(): Promise<void> {
      if (!deps.signedIn()) return;
      await Promise.all(
        [...shown].map(async (game) => {
          const bet = await activeOnServer(game).catch(() => undefined);
          if (bet !== undefined) deps.emit('activeRound', { game, bet });
        }),
      );
    },
  };
}
