import { z } from 'zod';
import { KENO_MAX_PICKS, KENO_RISKS } from '../games/keno';
import { CURRENCIES } from '../money';
import { errorMessage } from './errors';
import { text } from './text';
import { IdempotencyKey, PositiveAmount, WireAmount } from './wallet';

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
 * **Demo mode** (visitors not logged in): played in the worker, not on the server. The worker keeps a throwaway
 * pair (`createSeedPair()` from contract/fairness/seeds.ts) and a virtual balance in memory, and settles rounds
 * with the same contract functions the server uses (`verifyOutcome`, `drawHiloCard`, `dicePayout`,
 * `coinflipPayout`, `kenoPayout`, `roulettePayout`, `minerMultiplier`, `hiloMultiplier`, `openCase`,
 * `payoutMinor`). No request, no ledger entry, no database write; the published limits come from GET config
 * (public). The one rule the worker adds: a roulette round pays the sum of its chips' payouts, and a hilo `skip`
 * draws the next card without changing the multiplier.
 */

const GAMES = '/api/v2/games';

export const GAMES_API = {
  /** GET: the active pair. PUT: set a client seed and/or rotate. */
  seeds: `${GAMES}/seeds`,
  /** GET (public, `?currency=`): house edges, paytables, limits. */
  config: `${GAMES}/config`,
  /** GET: the player's rounds, newest first (`?game=&page=&per_page=`). */
  bets: `${GAMES}/bets`,
  /** GET: one round of the player's. */
  bet: `${GAMES}/bets/:id`,
  diceBet: `${GAMES}/dice/bet`,
  coinflipBet: `${GAMES}/coinflip/bet`,
  kenoBet: `${GAMES}/keno/bet`,
  rouletteBet: `${GAMES}/roulette/bet`,
  /** GET (public, `?currency=`): the case catalogue. */
  cases: `${GAMES}/cases`,
  casesOpen: `${GAMES}/cases/open`,
  casesSell: `${GAMES}/cases/sell`,
  /** GET: the player's case items (held first). */
  casesItems: `${GAMES}/cases/items`,
  hiloStart: `${GAMES}/hilo/start`,
  hiloStep: `${GAMES}/hilo/step`,
  hiloCashout: `${GAMES}/hilo/cashout`,
  hiloActive: `${GAMES}/hilo/active`,
  minerStart: `${GAMES}/miner/start`,
  minerStep: `${GAMES}/miner/step`,
  minerCashout: `${GAMES}/miner/cashout`,
  minerActive: `${GAMES}/miner/active`,
} as const;

const GAME_NAMES = ['dice', 'coinflip', 'keno', 'roulette', 'cases', 'hilo', 'miner'] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** Bumped whenever an engine's rules change; every round stores the version it was played under. */
export const ENGINE_VERSIONS: Record<GameName, number> = {
  dice: 1,
  coinflip: 1,
  keno: 1,
  roulette: 1,
  cases: 1,
  hilo: 1,
  miner: 1,
};

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

export const BetAnswer = z.object({ data: z.object({ bet: GameBet, balance: WireAmount }) });
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

/** The stake, as typed. */
const Amount = PositiveAmount;

/**
 * POST /api/v2/games/dice/bet. `target` in hundredths (4950 = 49.50). Over wins when roll > target, under when
 * roll < target; the roll is 0.00..100.00 in hundredths. From a win chance c (hundredths): under → target = c,
 * over → target = 10000 − c. From a multiplier m: c = (100 − edge) / m. Chances 0.01%..98%.
 * Outcome: `{ roll, win_chance }`.
 */
export const DiceBetBody = z.strictObject({
  amount: Amount,
  target: z.number().int().min(0).max(10_000),
  direction: z.enum(['over', 'under']),
});
export type DiceBetBody = z.infer<typeof DiceBetBody>;

/** POST /api/v2/games/coinflip/bet. Outcome: `{ side }`. */
export const CoinflipBetBody = z.strictObject({ amount: Amount, side: z.enum(['heads', 'tails']) });
export type CoinflipBetBody = z.infer<typeof CoinflipBetBody>;

/** POST /api/v2/games/keno/bet: 1..10 distinct squares of 1..40. Outcome: `{ drawn, hits }`. */
export const KenoBetBody = z.strictObject({
  amount: Amount,
  risk: z.enum(KENO_RISKS),
  picks: z.array(z.number().int().min(1).max(40)).min(1).max(KENO_MAX_PICKS),
});
export type KenoBetBody = z.infer<typeof KenoBetBody>;

/** One roulette chip: a layout bet (contract/games/roulette.ts RouletteBet) and its amount. */
export const RouletteChip = z.strictObject({
  bet: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('straight'), number: z.number().int().min(0).max(36) }),
    z.strictObject({
      kind: z.enum(['split', 'street', 'corner', 'line']),
      numbers: z.array(z.number().int().min(0).max(36)).min(2).max(6),
    }),
    z.strictObject({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
    z.strictObject({ kind: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  ]),
  amount: Amount,
});
export type RouletteChip = z.infer<typeof RouletteChip>;

/**
 * POST /api/v2/games/roulette/bet: several chips in one spin. The bet limit applies to the chips' total; `amount`
 * in the answer is that total. Outcome: `{ pocket, wins: [{ chip, multiplier, payout }] }`.
 */
export const RouletteBetBody = z.strictObject({ chips: z.array(RouletteChip).min(1).max(50) });
export type RouletteBetBody = z.infer<typeof RouletteBetBody>;

/** POST /api/v2/games/cases/open: pays the case's price. Outcome: `{ roll, item: { id, name, value } }`; the held item is in the answer. */
export const CaseOpenBody = z.strictObject({ case_id: text().min(1).max(64) });
export type CaseOpenBody = z.infer<typeof CaseOpenBody>;
/** POST /api/v2/games/cases/sell: sells a held item back at its value, once per item (no Idempotency-Key needed). */
export const CaseSellBody = z.strictObject({ item_id: z.number().int().positive() });
export type CaseSellBody = z.infer<typeof CaseSellBody>;

export const CaseItemView = z.object({
  id: text(),
  name: text(),
  /** Rolls from..to (of 1..100000) win it. */
  from: z.number().int(),
  to: z.number().int(),
  value: WireAmount,
});
export const CaseView = z.object({
  id: text(),
  version: z.number().int(),
  currency: z.enum(CURRENCIES),
  price: WireAmount,
  items: z.array(CaseItemView),
  /** Return to player, e.g. 0.95. */
  rtp: z.number(),
});
export type CaseView = z.infer<typeof CaseView>;
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
export const CaseOpenAnswer = z.object({ data: z.object({ bet: GameBet, item: HeldItem, balance: WireAmount }) });
export const CaseSellAnswer = z.object({ data: z.object({ item: HeldItem, balance: WireAmount }) });

// ---------------------------------------------------------------- multi-step rounds

/** POST /api/v2/games/hilo/start. Outcome while active: `{ cards: [start card], steps: [] }`. */
export const HiloStartBody = z.strictObject({ amount: Amount });
export type HiloStartBody = z.infer<typeof HiloStartBody>;
export const HILO_GUESSES = ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same', 'skip'] as const;
/**
 * POST /api/v2/games/hilo/step: a guess on the last card (or `skip`: a new card, same multiplier). A guess is
 * offered only when it can both win and lose on the current rank. `version` is the round's version the player saw.
 * Outcome: `{ cards, steps: [{ guess, card, multiplier }], next: { guess: multiplier } }`.
 */
export const HiloStepBody = z.strictObject({ guess: z.enum(HILO_GUESSES), version: z.number().int().min(0) });
export type HiloStepBody = z.infer<typeof HiloStepBody>;
/** POST /api/v2/games/miner/start: 1..24 mines on 25 tiles. Outcome while active: `{ revealed, next_multiplier }`. */
export const MinerStartBody = z.strictObject({ amount: Amount, mines: z.number().int().min(1).max(24) });
export type MinerStartBody = z.infer<typeof MinerStartBody>;
/**
 * POST /api/v2/games/miner/step: opens a tile 0..24 (left to right, top to bottom). A mine ends the round
 * (payout 0, `mine_tiles` shown); opening the last safe tile cashes out by itself.
 */
export const MinerStepBody = z.strictObject({
  tile: z.number().int().min(0).max(24),
  version: z.number().int().min(0),
});
export type MinerStepBody = z.infer<typeof MinerStepBody>;
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

const LimitView = z.object({ min: WireAmount.nullable(), max: WireAmount.nullable() });

/** GET /api/v2/games/config?currency=RUB (public; the page publishes it on each game page). Multipliers "1.98". */
export const GamesConfigAnswer = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    engine_versions: z.record(text(), z.number().int()),
    limits: z.record(text(), LimitView),
    dice: z.object({
      house_edge: text(),
      min_win_chance: z.number().int(),
      max_win_chance: z.number().int(),
    }),
    coinflip: z.object({ multiplier: text() }),
    keno: z.object({ paytables: z.record(text(), z.array(z.array(text()))) }),
    roulette: z.object({ pockets: z.number().int(), house_edge: text() }),
    hilo: z.object({ house_edge: text() }),
    miner: z.object({ house_edge: text(), min_mines: z.number().int(), max_mines: z.number().int() }),
    cases: z.array(CaseView),
  }),
});
export type GamesConfigAnswer = z.infer<typeof GamesConfigAnswer>;
export const CurrencyQuery = z.object({ currency: z.enum(CURRENCIES).default('RUB') });
