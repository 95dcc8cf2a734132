import type { z } from 'zod';
import {
  type ActiveSeeds,
  GAMES_API,
  type GameBet,
  type GamesConfigAnswer,
  PLAY_API,
  type RotateSeedsAnswer,
} from '../../contract/api/games';
import { hashServerSeed } from '../../contract/fairness/seeds';
import type { VerifyRequest, VerifyResult } from '../../contract/fairness/verify';
import { verifyOutcome } from '../../contract/fairness/verify';
import type { OneShotGame } from '../../contract/games/game';
import { type BetName, type GameName, type GameOf, gameOf } from '../../contract/games/registry';
import type { Currency } from '../../contract/money';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import type { ConfirmDeps } from '../http/confirmed-write';
import type { PendingWrites } from '../http/pending-writes';
import { createCases } from './cases';
import { createConfirmedPost } from './confirmed-post';
import { createDemoBank } from './demo';
import { createMultistep } from './multistep';

export type GamesConfig = GamesConfigAnswer['data'];
/** The one-shot games with a bet of their own (contract/games/registry.ts). */
export type PlayableGame = BetName;
export type BetBodies = { [G in BetName]: z.input<GameOf<G>['body']> };
export interface SettledBet {
  bet: GameBet;
  /** The cash balance after the round (the demo's virtual balance in demo mode). */
  balance: string;
  demo: boolean;
}

interface GamesDeps {
  http: HttpClient;
  signedIn: () => boolean;
  currency: () => Currency;
  /** The server answered the cash balance after a round: the header updates in place. */
  /** The cash after a round, and the bonus balance when the round touched a bonus. */
  onCashBalance: (balance: string, bonusBalance?: string) => void;
  /** Pushes what the server answered late (a write answered `unconfirmed`, a refresh after reconnecting). */
  emit: EmitWorkerEvent;
  /** Writes still unconfirmed, resent in the background. */
  pending: PendingWrites;
  confirm?: ConfirmDeps;
}

/** The original games in the worker: real rounds through the API when signed in, demo rounds otherwise. */
export function createGames(deps: GamesDeps) {
  const demo = createDemoBank(deps.currency);
  const configs = new Map<Currency, GamesConfig>();
  const confirmedPost = createConfirmedPost(deps);
  const cases = createCases({ ...deps, demo, confirmedPost });
  /** Hilo and miner: rounds of several steps, on the same demo bank and seed pair. */
  const multistep = createMultistep({ ...deps, demo, confirmedPost });
  /** Games whose recent rounds the page asked for: refreshed when the connection comes back. */
  const shown = new Set<GameName>();

  /** A round's answer: the header's balances update; a late answer is pushed as a `confirmed` event. */
  const settle = (game: PlayableGame) => ({
    accept: (answer: { data: { bet: GameBet; balance: string; bonus_balance?: string } }): SettledBet => {
      deps.onCashBalance(answer.data.balance, answer.data.bonus_balance);
      return { bet: answer.data.bet, balance: answer.data.balance, demo: false };
    },
    late: (key: string, result: ApiResult<SettledBet>) => deps.emit('confirmed', { op: 'bet', key, game, result }),
  });

  const recentBets = async (game: GameName): Promise<GameBet[]> => {
    const answer = await call(deps.http, GAMES_API.bets, { query: { game, page: 1, per_page: 20 } });
    return answer.data.items;
  };

  const games = {
    /** House edges, paytables and limits for the player's currency (public; cached). */
    config: () =>
      attempt(async () => {
        const currency = deps.currency();
        const cached = configs.get(currency);
        if (cached) return cached;
        const answer = await call(deps.http, GAMES_API.config, { query: { currency } });
        configs.set(currency, answer.data);
        return answer.data;
      }),

    seeds: () =>
      attempt(async (): Promise<ActiveSeeds & { demo: boolean }> => {
        if (!deps.signedIn()) return { ...(await demo.seeds()), demo: true };
        const answer = await call(deps.http, GAMES_API.seeds);
        return { ...answer.data, demo: false };
      }),

    rotate: (clientSeed?: string) =>
      attempt(async (): Promise<RotateSeedsAnswer['data']> => {
        if (!deps.signedIn()) return demo.rotate(clientSeed);
        const answer = await call(deps.http, GAMES_API.rotateSeeds, {
          body: clientSeed ? { client_seed: clientSeed } : {},
        });
        return answer.data;
      }),

    /**
     * One round; a money-moving call with its own idempotency key, resent with it while the answer is lost (a
     * round whose answer stays unknown is `unconfirmed`, then pushed as a `confirmed` event).
     */
    bet: <G extends PlayableGame>(game: G, body: BetBodies[G]) =>
      attempt(async (): Promise<SettledBet> => {
        if (!deps.signedIn()) return { ...(await demo.play(gameOf(game) as OneShotGame, body)), demo: true };
        return confirmedPost(PLAY_API[game as BetName].bet, { ...(body as Record<string, unknown>) }, settle(game));
      }),

    /**
     * A free bet: one spin of the player's free-spins campaign `campaign` for this game (`body.amount` is its value
     * per spin). Sent like a bet (its own key, resent while the answer is lost); signed-in players only.
     */
    freeBet: <G extends PlayableGame>(game: G, campaign: number, body: BetBodies[G]) =>
      attempt(
        async (): Promise<SettledBet> =>
          confirmedPost(PLAY_API[game as BetName].freeBet, { ...(body as Record<string, unknown>) }, settle(game), {
            campaign,
          }),
      ),

    /** The player's recent rounds of a game (the demo's in demo mode). */
    bets: (game: GameName) =>
      attempt(async (): Promise<GameBet[]> => {
        if (!deps.signedIn()) return demo.bets(game);
        shown.add(game);
        return recentBets(game);
      }),

    /** The connection came back: the newest rounds of the games the page showed, and the open rounds. */
    async refresh(): Promise<void> {
      if (!deps.signedIn()) return;
      await Promise.all([
        ...[...shown].map(async (game) => {
          const items = await recentBets(game).catch(() => null);
          if (items) deps.emit('recentBets', { game, items });
        }),
        multistep.refresh(),
      ]);
    },

    demoBalance: () => demo.balance(),

    /** The case catalogue in the player's currency (public). */
    cases: () => attempt(() => cases.catalogue()),
    /** Opens a case: pays its price, the won item is held (a money-moving call with its own idempotency key). */
    openCase: (caseId: string) => attempt(() => cases.open(caseId)),
    /** Sells a held item back to the balance at its value (a resend answers the first sale). */
    sellCaseItem: (itemId: number) => attempt(() => cases.sell(itemId)),
    /** The player's case items, held first. */
    caseItems: () => attempt(() => cases.items()),

    multistep,

    /** Recomputes an outcome from seeds, in the worker, with no network: the page's verifier. */
    verify: (seeds: { serverSeed: string; clientSeed: string; nonce: number }, request: VerifyRequest) =>
      attempt(
        async (): Promise<{ result: VerifyResult; serverSeedHash: string }> => ({
          result: await verifyOutcome(seeds, request),
          serverSeedHash: await hashServerSeed(seeds.serverSeed),
        }),
      ),
  };

  return games;
}

export type Games = ReturnType<typeof createGames>;
