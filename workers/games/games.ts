import {
  type ActiveSeeds,
  type BetAnswer,
  type BetsAnswer,
  GAMES_API,
  type GameBet,
  type GameName,
  type GamesConfigAnswer,
  type RotateSeedsAnswer,
} from '../../contract/api/games';
import { hashServerSeed } from '../../contract/fairness/seeds';
import type { VerifyRequest, VerifyResult } from '../../contract/fairness/verify';
import { verifyOutcome } from '../../contract/fairness/verify';
import type { Currency } from '../../contract/money';
import type { ApiResult } from '../api-result';
import { type HttpClient, toFailure } from '../http/client';
import { createCases } from './cases';
import { createDemoBank, DemoError } from './demo';
import { createMultistep } from './multistep';
import { ROUNDS, type RoundBodies, type RoundGame } from './rounds';

export type GamesConfig = GamesConfigAnswer['data'];
export type PlayableGame = RoundGame;
export type BetBodies = RoundBodies;
export interface SettledBet {
  bet: GameBet;
  /** The cash balance after the round (the demo's virtual balance in demo mode). */
  balance: string;
  demo: boolean;
}

export interface GamesDeps {
  http: HttpClient;
  signedIn: () => boolean;
  currency: () => Currency;
  /** The server answered the cash balance after a round: the header updates in place. */
  onCashBalance: (balance: string) => void;
}

async function attempt<T>(call: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof DemoError) {
      return { ok: false, failure: { kind: 'validation', status: 422, errors: { [error.field]: [error.message] } } };
    }
    return { ok: false, failure: toFailure(error) };
  }
}

/** The original games in the worker: real rounds through the API when signed in, demo rounds otherwise. */
export function createGames(deps: GamesDeps) {
  const demo = createDemoBank(deps.currency);
  const configs = new Map<Currency, GamesConfig>();
  const cases = createCases({ ...deps, demo });
  /** Hilo and miner: rounds of several steps, on the same demo bank and seed pair. */
  const multistep = createMultistep({ ...deps, demo });

  return {
    /** House edges, paytables and limits for the player's currency (public; cached). */
    config: () =>
      attempt(async () => {
        const currency = deps.currency();
        const cached = configs.get(currency);
        if (cached) return cached;
        const answer = await deps.http.request<GamesConfigAnswer>(GAMES_API.config, { query: { currency } });
        configs.set(currency, answer.data);
        return answer.data;
      }),

    seeds: () =>
      attempt(async (): Promise<ActiveSeeds & { demo: boolean }> => {
        if (!deps.signedIn()) return { ...(await demo.seeds()), demo: true };
        const answer = await deps.http.request<{ data: ActiveSeeds }>(GAMES_API.seeds);
        return { ...answer.data, demo: false };
      }),

    rotate: (clientSeed?: string) =>
      attempt(async (): Promise<RotateSeedsAnswer['data']> => {
        if (!deps.signedIn()) return demo.rotate(clientSeed);
        const answer = await deps.http.request<RotateSeedsAnswer>(GAMES_API.seeds, {
          method: 'PUT',
          body: clientSeed ? { client_seed: clientSeed } : {},
        });
        return answer.data;
      }),

    /** One round; a money-moving call with its own idempotency key. */
    bet: <G extends PlayableGame>(game: G, body: BetBodies[G]) =>
      attempt(async (): Promise<SettledBet> => {
        const round = ROUNDS[game];
        if (!deps.signedIn()) return { ...(await round.demo(demo, body, deps.currency())), demo: true };
        const answer = await deps.http.request<BetAnswer>(round.path, {
          method: 'POST',
          body: { ...body },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        deps.onCashBalance(answer.data.balance);
        return { bet: answer.data.bet, balance: answer.data.balance, demo: false };
      }),

    /** The player's recent rounds of a game (the demo's in demo mode). */
    bets: (game: GameName) =>
      attempt(async (): Promise<GameBet[]> => {
        if (!deps.signedIn()) return demo.bets(game);
        const answer = await deps.http.request<BetsAnswer>(GAMES_API.bets, {
          query: { game, page: '1', per_page: '20' },
        });
        return answer.data.items;
      }),

    demoBalance: () => demo.balance(),

    /** The case catalogue in the player's currency (public). */
    cases: () => attempt(() => cases.catalogue()),
    /** Opens a case: pays its price, the won item is held (a money-moving call with its own idempotency key). */
    openCase: (caseId: string) => attempt(() => cases.open(caseId)),
    /** Sells a held item back to the balance at its value. */
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
}

export type Games = ReturnType<typeof createGames>;
