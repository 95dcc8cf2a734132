import { z } from 'zod';
import { CaseOpenBody, CaseView } from '../games/cases';
import type { AnyGame, OneShotGame, StepGame } from '../games/game';
import { GAME_NAMES, GAMES } from '../games/registry';
import { CURRENCIES } from '../money';
import { type Endpoint, endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { IdempotencyKey, IdempotentHeaders, OptionalIdempotentHeaders, WireAmount } from './wallet';

// The page names these from the API's file; each is defined in its game's module.
export type { CaseView } from '../games/cases';
export type { GameName } from '../games/registry';
export type { RouletteChip } from '../games/roulette';

/**
 * The original games' API (spec §1): provably fair seeds, one engine per game, the player's bet history and the
 * published configuration.
 *
 * **Provably fair.** Each player has one active seed pair. Before betting the player sees the SHA-256 of the
 * active server seed and of the next one (committed in advance). Every bet takes the pair's nonce (0, 1, 2 …) and
 * draws its floats from HMAC-SHA256(server seed, `${client_seed}:${nonce}:${round}`) (contract/fairness). A
 * multi-step round (hilo, miner) takes one nonce and reads further floats from the same stream. `PUT seeds`
 * rotates the pair: the old server seed is revealed (and shown with every bet made under it in `GET bets`), the
 * committed next seed becomes active, the nonce starts again at 0. Rotation is refused (409 `round_open`) while a
 * hilo or miner round is unfinished. Rotations that arrive together (two tabs, a double click) make one rotation:
 * one that waited while another replaced the pair it meant to rotate answers that rotation's result, or 409
 * `seeds_changed` if it asked for another client seed. `Idempotency-Key` is optional on `PUT seeds` (it moves no
 * money, and an installed app may still run a worker that sends none); the worker sends one with every rotation,
 * and then the same key again answers the first rotation's body and rotates nothing, the same key with another
 * body is 409 `idempotency_conflict`.
 *
 * **Money.** Amounts are decimal strings in the player's currency. Every money-moving POST carries an
 * `Idempotency-Key` header (contract/api/wallet.ts rules): the same key again answers the first result and moves
 * nothing; the same key with another request is 409 `idempotency_conflict`. A round's stake and its win are one
 * ledger transaction. Stakes come from `balance` (cash). `balance` in the answers is the cash balance after it.
 *
 * **Errors.** 422 `{ errors: { field: ['code: text'] } }`: `amount` (`bet_below_min`, `bet_above_max`,
 * `insufficient_funds`), game fields (`target`, `picks`, `chips`, `tile`, `guess` …), `unknown_field` under each
 * field a body does not declare (the bodies are strict: a `currency` the server would ignore is refused instead).
 * 409 `{ code, message }`:
 * `round_open` (start while one is open, rotation), `no_round`, `round_changed` (a step or cash-out sent for an
 * older `version`, e.g. from a second tab: reload the round with GET …/active), `seeds_changed` (a rotation that
 * another one overtook with a different client seed: reload the seeds), `idempotency_conflict`. Selling a case item
 * again answers its sale (a resend), never an error.
 * 401 without a session.
 *
 * **Games.** Each game is one module of the registry (contract/games/registry.ts; what a module holds:
 * contract/games/game.ts): its bodies, limit, published config and rules. A one-shot game's bet and a step game's
 * start, step, cash-out and open round are derived from its module here (`PLAY_API`), and so is its part of GET config.
 *
 * **Demo mode** (visitors not logged in): played in the worker, not on the server. The worker keeps a throwaway
 * pair (`createSeedPair()` from contract/fairness/seeds.ts) and a virtual balance in memory, and plays each round by
 * its game's module of the registry, the one the server plays: same checks, draw, settlement and refusals. No
 * request, no ledger entry, no database write; the published limits come from GET config (public).
 */

const GAMES_PATH = '/api/v2/games';

// ---------------------------------------------------------------- seeds

/** GET /api/v2/games/seeds: the active pair (the server seed itself stays secret). */
export const ActiveSeeds = z.object({
  server_seed_hash: text(),
  next_server_seed_hash: text(),
  client_seed: text(),
  /** The next bet's nonce: the bets made under this pair. */
  nonce: z.number().int(),
});
export type ActiveSeeds = z.infer<typeof ActiveSeeds>;
export const SeedsAnswer = z.object({ data: ActiveSeeds });

/** PUT /api/v2/games/seeds: rotates the pair, with a new client seed when given (printable ASCII, 1..64). */
export const RotateSeedsBody = z
  .strictObject({
    client_seed: text()
      .regex(/^[\x20-\x7e]{1,64}$/, errorMessage('client_seed_invalid', 'Use 1 to 64 printable characters'))
      .optional(),
  })
  .optional()
  .default({});

/** PUT /api/v2/games/seeds headers: the Idempotency-Key is optional here (see above). */
export const RotateSeedsHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

const RevealedSeeds = z.object({
  server_seed: text(),
  server_seed_hash: text(),
  client_seed: text(),
  /** The last nonce used under the pair, or -1 when it saw no bet. */
  last_nonce: z.number().int(),
});
export const RotateSeedsAnswer = z.object({ data: z.object({ revealed: RevealedSeeds, active: ActiveSeeds }) });
export type RotateSeedsAnswer = z.infer<typeof RotateSeedsAnswer>;

// ---------------------------------------------------------------- bets

const BET_STATUSES = ['settled', 'active'] as const;

/**
 * One round as the player sees it. `params` are the player's choices, `outcome` what the draw decided (for an
 * active miner round the mine tiles are absent). `server_seed` is null until the pair is rotated.
 * Verify: HMAC floats of (server_seed, client_seed, nonce) through contract/fairness/verify.ts.
 */
export const GameBet = z.object({
  id: z.number().int(),
  game: z.enum(GAME_NAMES),
  engine_version: z.number().int(),
  status: z.enum(BET_STATUSES),
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  payout: WireAmount,
  /** "1.98"; 0 on a loss; the running multiplier of an active round. */
  multiplier: text(),
  params: z.record(text(), z.unknown()),
  outcome: z.record(text(), z.unknown()).nullable(),
  nonce: z.number().int(),
  server_seed_hash: text(),
  client_seed: text(),
  server_seed: text().nullable(),
  /** Changes with every step of a multi-step round: send it back with the next step or cash-out. */
  version: z.number().int(),
  created_at: text(),
});
export type GameBet = z.infer<typeof GameBet>;

/**
 * `balance`: the player's cash after the round. `bonus_balance`: sent when the round touched a bonus (a stake or win
 * of bonus money, a wagering step, the conversion to cash).
 */
export const BetAnswer = z.object({
  data: z.object({ bet: GameBet, balance: WireAmount, bonus_balance: WireAmount.optional() }),
});
export type BetAnswer = z.infer<typeof BetAnswer>;
/** GET /api/v2/games/bets/:id */
export const OneBetAnswer = z.object({ data: z.object({ bet: GameBet }) });

export const BetsQuery = z.object({
  game: z.enum(GAME_NAMES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetsQuery = z.input<typeof BetsQuery>;
export const BetsAnswer = z.object({
  data: z.object({
    items: z.array(GameBet),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});
export type BetsAnswer = z.infer<typeof BetsAnswer>;
export const BetIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/v2/games/cases/sell: sells a held item back at its value, once per item (no Idempotency-Key needed). */
export const CaseSellBody = z.strictObject({ item_id: z.number().int().positive() });
export type CaseSellBody = z.infer<typeof CaseSellBody>;

export const CasesAnswer = z.object({ data: z.array(CaseView) });

export const HeldItem = z.object({
  id: z.number().int(),
  bet_id: z.number().int(),
  case_id: text(),
  item_id: text(),
  name: text(),
  value: WireAmount,
  status: z.enum(['held', 'sold']),
  created_at: text(),
});
export type HeldItem = z.infer<typeof HeldItem>;
export const CaseItemsAnswer = z.object({ data: z.array(HeldItem) });
/** `bonus_balance` as in BetAnswer: sent when a bonus is active (the price takes real money, then bonus money). */
export const CaseOpenAnswer = z.object({
  data: z.object({ bet: GameBet, item: HeldItem, balance: WireAmount, bonus_balance: WireAmount.optional() }),
});
/** `bonus_balance`: sent when the case was paid partly with bonus money (its sale is paid by rule 8). */
export const CaseSellAnswer = z.object({
  data: z.object({ item: HeldItem, balance: WireAmount, bonus_balance: WireAmount.optional() }),
});

// ---------------------------------------------------------------- multi-step rounds

/**
 * POST …/cashout of hilo or miner: pays amount × running multiplier. Steps and cash-outs are single-use by their
 * `version`, and may carry an `Idempotency-Key`: the same step (same version, move and key) resent after its answer
 * was lost answers the round as that step left it (the state after it, or the settled round) and moves nothing. A
 * step for an older version under another key (a second tab) is 409 `round_changed`, or `no_round` once the round
 * has ended.
 */
export const CashoutBody = z.strictObject({ version: z.number().int().min(0) });
export type CashoutBody = z.infer<typeof CashoutBody>;
/** GET …/active: the unfinished round, or null. */
export const ActiveRoundAnswer = z.object({ data: z.object({ bet: GameBet.nullable() }) });

// ---------------------------------------------------------------- configuration

export const LimitView = z.object({ min: WireAmount.nullable(), max: WireAmount.nullable() });

type Registered = (typeof GAMES)[number];
type PublishedShape = { [G in Registered as G['id']]: G['published'] };

/** GET /api/v2/games/config?currency=RUB (public; the page publishes it on each game page). Multipliers "1.98". */
export const GamesConfigAnswer = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    engine_versions: z.record(text(), z.number().int()),
    /** By limit key (contract/bet-limits.ts): the spec's, or the operator's where the back office set them. */
    limits: z.record(text(), LimitView),
    /** Games the operator closed: their bets are refused (403 `game_disabled`). */
    disabled: z.array(z.enum(GAME_NAMES)).default([]),
    ...(Object.fromEntries(GAMES.map((game) => [game.id, game.published])) as PublishedShape),
  }),
});
export type GamesConfigAnswer = z.infer<typeof GamesConfigAnswer>;
export const CurrencyQuery = z.object({ currency: z.enum(CURRENCIES).default('RUB') });

// ---------------------------------------------------------------- endpoints

/** A one-shot game's bet, derived from its module (contract/games/registry.ts). */
function betEndpoint<G extends OneShotGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: `${GAMES_PATH}/${game.id}/bet`,
    headers: IdempotentHeaders,
    body: game.body as G['body'],
    answer: BetAnswer,
    resend: 'idempotency-key',
  });
}

/** The free-spins campaign (contract/api/bonus.ts) that pays a free bet. */
export const FreeBetParams = z.object({ campaign: z.coerce.number().int().positive() });

/**
 * A one-shot game's free bet: one spin of the player's free-spins campaign for this game, the body's amount its value
 * per spin. No real money is staked; the win is a bonus under the campaign's wagering (server/bonus). A resend under
 * the same Idempotency-Key answers the first round and takes no second spin.
 */
function freeBetEndpoint<G extends OneShotGame>(game: G) {
  return endpoint({
    method: 'POST',
    path: `${GAMES_PATH}/${game.id}/free-bet/:campaign`,
    params: FreeBetParams,
    headers: IdempotentHeaders,
    body: game.body as G['body'],
    answer: BetAnswer,
    resend: 'idempotency-key',
  });
}

/** A step game's start, step, cash-out and open round, derived from its module. */
function stepEndpoints<G extends StepGame>(game: G) {
  const path = `${GAMES_PATH}/${game.id}`;
  return {
    start: endpoint({
      method: 'POST',
      path: `${path}/start`,
      headers: IdempotentHeaders,
      body: game.body as G['body'],
      answer: BetAnswer,
      resend: 'idempotency-key',
    }),
    step: endpoint({
      method: 'POST',
      path: `${path}/step`,
      // Optional: with a key, a resend of the same step answers its stored result.
      headers: OptionalIdempotentHeaders,
      body: game.stepBody as G['stepBody'],
      answer: BetAnswer,
      resend: 'round-version',
    }),
    cashout: endpoint({
      method: 'POST',
      path: `${path}/cashout`,
      headers: OptionalIdempotentHeaders,
      body: CashoutBody,
      answer: BetAnswer,
      resend: 'round-version',
    }),
    active: endpoint({ method: 'GET', path: `${path}/active`, answer: ActiveRoundAnswer }),
  };
}

type PlayEndpoints<G> = G extends { ownEndpoint: true }
  ? Record<never, never>
  : G extends OneShotGame
    ? { bet: ReturnType<typeof betEndpoint<G>>; freeBet: ReturnType<typeof freeBetEndpoint<G>> }
    : G extends StepGame
      ? ReturnType<typeof stepEndpoints<G>>
      : Record<never, never>;

function playEndpoints(game: AnyGame) {
  if (game.ownEndpoint) return {};
  if (game.kind === 'one-shot') return { bet: betEndpoint(game), freeBet: freeBetEndpoint(game) };
  if (game.kind === 'steps') return stepEndpoints(game);
  return {};
}

/** Each game's round endpoints, by game: `PLAY_API.dice.bet`, `PLAY_API.hilo.step` … */
export const PLAY_API = Object.fromEntries(GAMES.map((game) => [game.id, playEndpoints(game)])) as {
  [G in Registered as G['id']]: PlayEndpoints<G>;
};

/** The games' other endpoints (seeds, history, config, cases). */
export const GAMES_API = {
  /** The active pair. */
  seeds: endpoint({ method: 'GET', path: `${GAMES_PATH}/seeds`, answer: SeedsAnswer }),
  /** Sets a client seed and/or rotates. */
  rotateSeeds: endpoint({
    method: 'PUT',
    path: `${GAMES_PATH}/seeds`,
    headers: RotateSeedsHeaders,
    body: RotateSeedsBody,
    answer: RotateSeedsAnswer,
    resend: 'idempotency-key',
  }),
  /** Public: house edges, paytables, limits. */
  config: endpoint({ method: 'GET', path: `${GAMES_PATH}/config`, query: CurrencyQuery, answer: GamesConfigAnswer }),
  /** The player's rounds, newest first. */
  bets: endpoint({ method: 'GET', path: `${GAMES_PATH}/bets`, query: BetsQuery, answer: BetsAnswer }),
  /** One round of the player's. */
  bet: endpoint({ method: 'GET', path: `${GAMES_PATH}/bets/:id`, params: BetIdParams, answer: OneBetAnswer }),
  /** Public: the case catalogue. */
  cases: endpoint({ method: 'GET', path: `${GAMES_PATH}/cases`, query: CurrencyQuery, answer: CasesAnswer }),
  casesOpen: endpoint({
    method: 'POST',
    path: `${GAMES_PATH}/cases/open`,
    headers: IdempotentHeaders,
    body: CaseOpenBody,
    answer: CaseOpenAnswer,
    resend: 'idempotency-key',
  }),
  casesSell: endpoint({
    method: 'POST',
    path: `${GAMES_PATH}/cases/sell`,
    body: CaseSellBody,
    answer: CaseSellAnswer,
    // Once per item: a resend answers the first sale.
    resend: 'idempotency-key',
  }),
  /** The player's case items (held first). */
  casesItems: endpoint({ method: 'GET', path: `${GAMES_PATH}/cases/items`, answer: CaseItemsAnswer }),
};

/** Every round endpoint of PLAY_API, named `<game>.<name>` (for contract/api/endpoints.ts). */
export const PLAY_ENDPOINTS: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(PLAY_API).flatMap(([game, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, definition]) => [`${game}.${name}`, definition]),
  ),
);
