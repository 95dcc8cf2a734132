import { type BetAnswer, GAMES_API, type GameBet, type HILO_GUESSES } from '../../contract/api/games';
import type { BetSeeds } from '../../contract/fairness/bytes';
import { type HiloState, hiloOutcome, hiloStart, hiloStep } from '../../contract/games/hilo';
import { type MinerState, minerCanCashOut, minerOutcome, minerStart, minerStep } from '../../contract/games/miner';
import { BP, type Bp } from '../../contract/games/multiplier';
import { BetRefused } from '../../contract/games/refusal';
import { attempt, Refusal } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import type { HttpClient } from '../http/client';
import type { ConfirmedPost } from './confirmed-post';
import type { DemoBank } from './demo';

/**
 * The multi-step games (hilo, miner): start, step, cash out and resume an open round. Signed in: the server plays
 * them (contract/api/games.ts "multi-step rounds"). Visitors: demo rounds in the worker on the DemoBank's seed pair,
 * one nonce per round, further floats from the same stream, played by the same contract rules as the server's
 * (contract/games/hilo.ts, miner.ts), so the answers and payouts are the server's.
 */
export type StepGame = 'hilo' | 'miner';
export type HiloMove = (typeof HILO_GUESSES)[number];
export interface StartBodies {
  hilo: { amount: string };
  miner: { amount: string; mines: number };
}
export interface StepBodies {
  hilo: { guess: HiloMove; version: number };
  miner: { tile: number; version: number };
}
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

const PATHS = {
  hilo: {
    start: GAMES_API.hiloStart,
    step: GAMES_API.hiloStep,
    cashout: GAMES_API.hiloCashout,
    active: GAMES_API.hiloActive,
  },
  miner: {
    start: GAMES_API.minerStart,
    step: GAMES_API.minerStep,
    cashout: GAMES_API.minerCashout,
    active: GAMES_API.minerActive,
  },
} as const;

// ---------------------------------------------------------------- the worker's calls

interface DemoRound {
  id: number;
  version: number;
  seeds: BetSeeds;
  hilo?: HiloState;
  miner?: MinerState;
  /** Running multiplier (miner: after the tiles opened so far). */
  running: Bp;
}

export function createMultistep(deps: MultistepDeps) {
  const open = new Map<StepGame, DemoRound>();

  /** Games whose open round the page asked for: refreshed when the connection comes back. */
  const shown = new Set<StepGame>();

  /** Starts, steps and cash-outs alike: keyed, resent while the answer is lost (the server answers a resend). */
  const post = (game: StepGame, path: string, body: Record<string, unknown>): Promise<RoundAnswer> =>
    deps.confirmedPost(path, body, {
      accept: (answer: BetAnswer): RoundAnswer => {
        deps.onCashBalance(answer.data.balance);
        return { bet: answer.data.bet, balance: answer.data.balance, demo: false };
      },
      late: (key, result) => deps.emit('confirmed', { op: 'round', key, game, result }),
    });

  const activeOnServer = async (game: StepGame): Promise<GameBet | null> => {
    const answer = await deps.http.request<{ data: { bet: GameBet | null } }>(PATHS[game].active);
    return answer.data.bet;
  };

  const demoRound = (game: StepGame, version: number): DemoRound => {
    const round = open.get(game);
    if (!round) throw new DemoConflict('no_round', 'No open round');
    if (round.version !== version) throw new DemoConflict('round_changed', 'The round has changed');
    return round;
  };

  const demoAdvance = (
    game: StepGame,
    round: DemoRound,
    next: { outcome: Record<string, unknown>; multiplier: Bp; ended: boolean },
  ): RoundAnswer => {
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
        if (deps.signedIn()) return post(game, PATHS[game].start, { ...body });
        if (open.has(game)) throw new DemoConflict('round_open', 'Finish the open round first');
        if (game === 'miner') {
          const mines = (body as StartBodies['miner']).mines;
          let state: MinerState | null = null;
          const opened = await deps.demo.open('miner', body.amount, { mines }, async (seeds) => {
            state = await minerStart(seeds, mines);
            return minerOutcome(state, false);
          });
          if (!state) throw new BetRefused('mines', 'mines_invalid', 'No round');
          open.set(game, { id: opened.bet.id, version: 0, seeds: opened.seeds, miner: state, running: BP });
          return { bet: opened.bet, balance: opened.balance, demo: true };
        }
        let state: HiloState | null = null;
        const opened = await deps.demo.open('hilo', body.amount, {}, async (seeds) => {
          state = await hiloStart(seeds);
          return hiloOutcome(state, BP, false);
        });
        if (!state) throw new BetRefused('amount', 'no_round', 'No round');
        open.set(game, { id: opened.bet.id, version: 0, seeds: opened.seeds, hilo: state, running: BP });
        return { bet: opened.bet, balance: opened.balance, demo: true };
      }),

    /** A guess (hilo) or a tile (miner) of the open round, for the `version` the player saw. */
    step: <G extends StepGame>(game: G, body: StepBodies[G]) =>
      attempt(async (): Promise<RoundAnswer> => {
        if (deps.signedIn()) return post(game, PATHS[game].step, { ...body });
        const round = demoRound(game, body.version);
        if (game === 'miner' && round.miner) {
          const next = minerStep(round.miner, (body as StepBodies['miner']).tile);
          const ended = next.lost || next.cleared;
          round.miner = next.state;
          return demoAdvance(game, round, {
            outcome: minerOutcome(next.state, ended),
            multiplier: next.multiplier,
            ended,
          });
        }
        if (!round.hilo) throw new DemoConflict('no_round', 'No open round');
        const next = await hiloStep(round.seeds, round.hilo, round.running, (body as StepBodies['hilo']).guess);
        round.hilo = next.state;
        return demoAdvance(game, round, {
          outcome: hiloOutcome(next.state, next.multiplier, next.lost),
          multiplier: next.multiplier,
          ended: next.lost,
        });
      }),

    /** Pays stake × running multiplier and ends the round. */
    cashout: (game: StepGame, version: number) =>
      attempt(async (): Promise<RoundAnswer> => {
        if (deps.signedIn()) return post(game, PATHS[game].cashout, { version });
        const round = demoRound(game, version);
        if (round.miner) {
          if (!minerCanCashOut(round.miner)) throw new DemoConflict('nothing_to_cash_out', 'Open a tile first');
          return demoAdvance(game, round, {
            outcome: minerOutcome(round.miner, true),
            multiplier: round.running,
            ended: true,
          });
        }
        if (!round.hilo) throw new DemoConflict('no_round', 'No open round');
        return demoAdvance(game, round, {
          outcome: hiloOutcome(round.hilo, round.running, true),
          multiplier: round.running,
          ended: true,
        });
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
          const bet = (['hilo', 'miner'] as const).flatMap((game) => deps.demo.bets(game)).find((b) => b.id === id);
          if (!bet) throw new DemoConflict('bet_not_found', 'No such round');
          return bet;
        }
        const answer = await deps.http.request<{ data: { bet: GameBet } }>(GAMES_API.bet.replace(':id', String(id)));
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
