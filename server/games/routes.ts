import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAMES_API, type GamesConfigAnswer, PLAY_API } from '../../contract/api/games';
import { BET_LIMITS } from '../../contract/bet-limits';
import { catalogue } from '../../contract/games/cases';
import type { AnyGame } from '../../contract/games/game';
import { type BetName, ENGINE_VERSIONS, GAMES, type GameName, type StepName } from '../../contract/games/registry';
import { type Currency, fromMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import type { BonusService } from '../bonus/service';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { FeedPublisher } from '../realtime/feed';
import type { WalletService } from '../wallet/service';
import { useNodeHmac } from './node-hmac';
import { createRounds } from './rounds';
import { betView, createGamesService } from './service';
import { effectiveLimit, type GameSettingsService } from './settings';

interface GamesRoutesOptions {
  db: Db;
  wallet: WalletService;
  authenticate: preHandlerAsyncHookHandler;
  /** The live bets feed: every settled round is published once its transaction committed. */
  feed: FeedPublisher;
  bonus?: BonusService;
  /** The operator's game settings (settings.ts), shared with the back office's routes. */
  settings: GameSettingsService;
}

/** The published config: each game's part, the limits (the operator's where set) and the games closed now. */
async function gamesConfig(currency: Currency, settings: GameSettingsService) {
  const text = (amount: bigint | null) => (amount === null ? null : fromMinor(amount, currency));
  const limits: Record<string, { min: string | null; max: string | null }> = {};
  for (const [game, limit] of Object.entries(BET_LIMITS[currency])) {
    limits[game] = { min: text(limit.min), max: text(limit.max) };
  }
  const disabled: GameName[] = [];
  for (const game of GAMES as readonly AnyGame[]) {
    const config = await settings.of(game.id as GameName);
    if (!config.enabled) disabled.push(game.id as GameName);
    if (game.limit) {
      const limit = effectiveLimit(game.limit, config, currency);
      limits[game.limit] = { min: text(limit.min), max: text(limit.max) };
    }
  }
  // Each game's part, as its module publishes it (GamesConfigAnswer has the same part per game).
  const published = Object.fromEntries(GAMES.map((game) => [game.id, game.publish(currency)]));
  return { currency, engine_versions: ENGINE_VERSIONS, limits, disabled, ...published } as GamesConfigAnswer['data'];
}

const idem = (headers: { 'idempotency-key': string }) => headers['idempotency-key'];
const stepKey = (headers: { 'idempotency-key'?: string | undefined }) => headers['idempotency-key'] ?? null;

/** The original games (contract/api/games.ts). Registered inside the API scope (api.* hosts only). */
const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { db, wallet, authenticate, feed, bonus, settings },
) => {
  useNodeHmac();
  const games = createGamesService({ db, wallet, bonus, settings });
  const rounds = createRounds(games);
  const signedIn = { preHandler: authenticate };
  /** A settled round goes to the live feed; the answer does not wait for it. */
  const settled = (row: Parameters<typeof betView>[0]) => {
    if (row.status === 'settled') void feed.published('originals', [Number(row.id)]);
  };
  const answer = (result: { row: Parameters<typeof betView>[0]; balance: string; bonusBalance?: string }) => {
    settled(result.row);
    return {
      data: {
        bet: betView(result.row),
        balance: result.balance,
        ...(result.bonusBalance === undefined ? {} : { bonus_balance: result.bonusBalance }),
      },
    };
  };

  route(app, GAMES_API.config, {}, async (request) => ({
    data: await gamesConfig(request.query.currency, settings),
  }));
  route(app, GAMES_API.cases, {}, async (request) => ({ data: catalogue(request.query.currency) }));

  route(app, GAMES_API.seeds, signedIn, async (request) => {
    const pair = await games.seeds(requireAuth(request).userId);
    return { data: publicSeeds(pair) };
  });

  route(app, GAMES_API.rotateSeeds, signedIn, async (request) => {
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
  });

  route(app, GAMES_API.bets, signedIn, async (request) => {
    const { game, page, per_page } = request.query;
    const items = await games.listBets(requireAuth(request).userId, game, per_page + 1, (page - 1) * per_page);
    return { data: { items: items.slice(0, per_page), page, per_page, has_more: items.length > per_page } };
  });

  route(app, GAMES_API.bet, signedIn, async (request) => {
    const bet = await games.bet(requireAuth(request).userId, request.params.id);
    if (!bet) throw new HttpError(404, 'bet_not_found', 'No such round');
    return { data: { bet } };
  });

  route(app, GAMES_API.casesOpen, signedIn, async (request) => {
    const result = await rounds.openCase(requireAuth(request).userId, idem(request.headers), request.body);
    settled(result.row);
    const bonusBalance = result.bonusBalance === undefined ? {} : { bonus_balance: result.bonusBalance };
    return { data: { bet: betView(result.row), item: result.item, balance: result.balance, ...bonusBalance } };
  });
  route(app, GAMES_API.casesSell, signedIn, async (request) => {
    const { bonusBalance, ...sold } = await games.sellItem(requireAuth(request).userId, request.body.item_id);
    return { data: { ...sold, ...(bonusBalance === undefined ? {} : { bonus_balance: bonusBalance }) } };
  });
  route(app, GAMES_API.casesItems, signedIn, async (request) => ({
    data: await games.caseItems(requireAuth(request).userId),
  }));

  // Each registry game's round endpoints (contract/api/games.ts PLAY_API): its body schema is its module's.
  for (const game of GAMES as readonly AnyGame[]) {
    if (game.ownEndpoint) continue;
    if (game.kind === 'one-shot') {
      const name = game.id as BetName;
      route(app, PLAY_API[name].bet, signedIn, async (request) =>
        answer(await rounds.bet(name, requireAuth(request).userId, idem(request.headers), request.body as never)),
      );
      route(app, PLAY_API[name].freeBet, signedIn, async (request) =>
        answer(
          await rounds.freeBet(
            name,
            requireAuth(request).userId,
            idem(request.headers),
            request.params.campaign,
            request.body as never,
          ),
        ),
      );
      continue;
    }
    // Shared rounds (declared in contract/games/game.ts) will have routes of their own.
    if (game.kind !== 'steps') continue;
    const name = game.id as StepName;
    const endpoints = PLAY_API[name];
    route(app, endpoints.start, signedIn, async (request) =>
      answer(await rounds.start(name, requireAuth(request).userId, idem(request.headers), request.body as never)),
    );
    route(app, endpoints.step, signedIn, async (request) =>
      answer(await rounds.step(name, requireAuth(request).userId, stepKey(request.headers), request.body as never)),
    );
    route(app, endpoints.cashout, signedIn, async (request) =>
      answer(await rounds.cashout(name, requireAuth(request).userId, stepKey(request.headers), request.body.version)),
    );
    route(app, endpoints.active, signedIn, async (request) => {
      const row = await games.activeRound(requireAuth(request).userId, name);
      return { data: { bet: row ? betView(row) : null } };
    });
  }
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
