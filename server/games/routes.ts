import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveRoundAnswer,
  BetAnswer,
  BetIdParams,
  BetsAnswer,
  BetsQuery,
  CaseItemsAnswer,
  CaseOpenAnswer,
  CaseOpenBody,
  CaseSellAnswer,
  CaseSellBody,
  CasesAnswer,
  CashoutBody,
  CoinflipBetBody,
  CurrencyQuery,
  DiceBetBody,
  ENGINE_VERSIONS,
  GAMES_API,
  GamesConfigAnswer,
  HiloStartBody,
  HiloStepBody,
  KenoBetBody,
  MinerStartBody,
  MinerStepBody,
  OneBetAnswer,
  RotateSeedsAnswer,
  RotateSeedsBody,
  RotateSeedsHeaders,
  RouletteBetBody,
  SeedsAnswer,
} from '../../contract/api/games';
import { IdempotencyKey, IdempotentHeaders } from '../../contract/api/wallet';
import { BET_LIMITS } from '../../contract/bet-limits';
import { COINFLIP } from '../../contract/games/coinflip';
import { DICE } from '../../contract/games/dice';
import { HILO } from '../../contract/games/hilo';
import { KENO_PAYTABLES } from '../../contract/games/keno';
import { MINER } from '../../contract/games/miner';
import { formatMultiplier } from '../../contract/games/multiplier';
import { ROULETTE } from '../../contract/games/roulette';
import { type Currency, fromMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import type { WalletService } from '../wallet/service';
import { catalogue } from './catalogue';
import { useNodeHmac } from './node-hmac';
import { createRounds } from './rounds';
import { betView, createGamesService } from './service';

interface GamesRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
}

function rateText(bp: number): string {
  return formatMultiplier(bp);
}

export function gamesConfig(currency: Currency) {
  const limits: Record<string, { min: string | null; max: string | null }> = {};
  for (const [game, limit] of Object.entries(BET_LIMITS[currency])) {
    limits[game] = {
      min: limit.min === null ? null : fromMinor(limit.min, currency),
      max: limit.max === null ? null : fromMinor(limit.max, currency),
    };
  }
  return {
    currency,
    engine_versions: ENGINE_VERSIONS,
    limits,
    dice: {
      house_edge: rateText(DICE.houseEdge),
      min_win_chance: DICE.minWinChance,
      max_win_chance: DICE.maxWinChance,
    },
    coinflip: { multiplier: rateText(COINFLIP.multiplier) },
    keno: {
      paytables: Object.fromEntries(
        Object.entries(KENO_PAYTABLES).map(([risk, rows]) => [risk, rows.map((row) => row.map(rateText))]),
      ),
    },
    roulette: { pockets: ROULETTE.pockets, house_edge: (1 - ROULETTE.returnUnits / ROULETTE.pockets).toFixed(6) },
    hilo: { house_edge: rateText(HILO.houseEdge) },
    miner: { house_edge: rateText(MINER.houseEdge), min_mines: MINER.minMines, max_mines: MINER.maxMines },
    cases: catalogue(currency),
  };
}

const idem = (headers: { 'idempotency-key': string }) => headers['idempotency-key'];
/** Steps and cash-outs: the key is optional; with it, a resend of the same step answers its stored result. */
const StepHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });
const stepKey = (headers: { 'idempotency-key'?: string | undefined }) => headers['idempotency-key'] ?? null;

/** The original games (contract/api/games.ts). Registered inside the API scope (api.* hosts only). */
const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, { db, wallet, authenticate }) => {
  useNodeHmac();
  const games = createGamesService({ db, wallet });
  const rounds = createRounds(games);
  const signedIn = { preHandler: authenticate };
  const answer = (result: { row: Parameters<typeof betView>[0]; balance: string }) => ({
    data: { bet: betView(result.row), balance: result.balance },
  });

  app.get(
    GAMES_API.config,
    { schema: { querystring: CurrencyQuery, response: { 200: GamesConfigAnswer } } },
    async (request) => ({
      data: gamesConfig(request.query.currency),
    }),
  );
  app.get(
    GAMES_API.cases,
    { schema: { querystring: CurrencyQuery, response: { 200: CasesAnswer } } },
    async (request) => ({
      data: catalogue(request.query.currency),
    }),
  );

  app.get(GAMES_API.seeds, { ...signedIn, schema: { response: { 200: SeedsAnswer } } }, async (request) => {
    const pair = await games.seeds(requireAuth(request).userId);
    return { data: publicSeeds(pair) };
  });

  app.put(
    GAMES_API.seeds,
    {
      ...signedIn,
      schema: { headers: RotateSeedsHeaders, body: RotateSeedsBody, response: { 200: RotateSeedsAnswer } },
    },
    async (request) => {
      const { revealed, active } = await games.rotate(
        requireAuth(request).userId,
        request.body.client_seed,
        request.headers['idempotency-key'],
      );
      return {
        data: {
          revealed: {
            server_seed: revealed.serverSeed,
            server_seed_hash: revealed.serverSeedHash,
            client_seed: revealed.clientSeed,
            last_nonce: revealed.bets - 1,
          },
          active: publicSeeds(active),
        },
      };
    },
  );

  app.get(
    GAMES_API.bets,
    { ...signedIn, schema: { querystring: BetsQuery, response: { 200: BetsAnswer } } },
    async (request) => {
      const { game, page, per_page } = request.query;
      const items = await games.listBets(requireAuth(request).userId, game, per_page + 1, (page - 1) * per_page);
      return { data: { items: items.slice(0, per_page), page, per_page, has_more: items.length > per_page } };
    },
  );

  app.get(
    GAMES_API.bet,
    { ...signedIn, schema: { params: BetIdParams, response: { 200: OneBetAnswer } } },
    async (request) => {
      const bet = await games.bet(requireAuth(request).userId, request.params.id);
      if (!bet) throw new HttpError(404, 'bet_not_found', 'No such round');
      return { data: { bet } };
    },
  );

  app.post(
    GAMES_API.diceBet,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: DiceBetBody, response: { 200: BetAnswer } } },
    async (request) => answer(await rounds.dice(requireAuth(request).userId, idem(request.headers), request.body)),
  );
  app.post(
    GAMES_API.coinflipBet,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: CoinflipBetBody, response: { 200: BetAnswer } } },
    async (request) => answer(await rounds.coinflip(requireAuth(request).userId, idem(request.headers), request.body)),
  );
  app.post(
    GAMES_API.kenoBet,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: KenoBetBody, response: { 200: BetAnswer } } },
    async (request) => answer(await rounds.keno(requireAuth(request).userId, idem(request.headers), request.body)),
  );
  app.post(
    GAMES_API.rouletteBet,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: RouletteBetBody, response: { 200: BetAnswer } } },
    async (request) => answer(await rounds.roulette(requireAuth(request).userId, idem(request.headers), request.body)),
  );

  app.post(
    GAMES_API.casesOpen,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: CaseOpenBody, response: { 200: CaseOpenAnswer } } },
    async (request) => {
      const result = await rounds.openCase(requireAuth(request).userId, idem(request.headers), request.body.case_id);
      return { data: { bet: betView(result.row), item: result.item, balance: result.balance } };
    },
  );
  app.post(
    GAMES_API.casesSell,
    { ...signedIn, schema: { body: CaseSellBody, response: { 200: CaseSellAnswer } } },
    async (request) => ({ data: await games.sellItem(requireAuth(request).userId, request.body.item_id) }),
  );
  app.get(GAMES_API.casesItems, { ...signedIn, schema: { response: { 200: CaseItemsAnswer } } }, async (request) => ({
    data: await games.caseItems(requireAuth(request).userId),
  }));

  for (const game of ['hilo', 'miner'] as const) {
    const paths =
      game === 'hilo'
        ? {
            start: GAMES_API.hiloStart,
            step: GAMES_API.hiloStep,
            cashout: GAMES_API.hiloCashout,
            active: GAMES_API.hiloActive,
          }
        : {
            start: GAMES_API.minerStart,
            step: GAMES_API.minerStep,
            cashout: GAMES_API.minerCashout,
            active: GAMES_API.minerActive,
          };
    app.get(paths.active, { ...signedIn, schema: { response: { 200: ActiveRoundAnswer } } }, async (request) => {
      const row = await games.activeRound(requireAuth(request).userId, game);
      return { data: { bet: row ? betView(row) : null } };
    });
    app.post(
      paths.cashout,
      { ...signedIn, schema: { headers: StepHeaders, body: CashoutBody, response: { 200: BetAnswer } } },
      async (request) =>
        answer(await rounds.cashout(requireAuth(request).userId, game, stepKey(request.headers), request.body.version)),
    );
  }
  app.post(
    GAMES_API.hiloStart,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: HiloStartBody, response: { 200: BetAnswer } } },
    async (request) => answer(await rounds.hiloStart(requireAuth(request).userId, idem(request.headers), request.body)),
  );
  app.post(
    GAMES_API.hiloStep,
    { ...signedIn, schema: { headers: StepHeaders, body: HiloStepBody, response: { 200: BetAnswer } } },
    async (request) =>
      answer(await rounds.hiloStep(requireAuth(request).userId, stepKey(request.headers), request.body)),
  );
  app.post(
    GAMES_API.minerStart,
    { ...signedIn, schema: { headers: IdempotentHeaders, body: MinerStartBody, response: { 200: BetAnswer } } },
    async (request) =>
      answer(await rounds.minerStart(requireAuth(request).userId, idem(request.headers), request.body)),
  );
  app.post(
    GAMES_API.minerStep,
    { ...signedIn, schema: { headers: StepHeaders, body: MinerStepBody, response: { 200: BetAnswer } } },
    async (request) =>
      answer(await rounds.minerStep(requireAuth(request).userId, stepKey(request.headers), request.body)),
  );
};

function publicSeeds(pair: { serverSeedHash: string; nextServerSeedHash: string; clientSeed: string; nonce: number }) {
  return {
    server_seed_hash: pair.serverSeedHash,
    next_server_seed_hash: pair.nextServerSeedHash,
    client_seed: pair.clientSeed,
    nonce: pair.nonce,
  };
}

export default gamesRoutes;
