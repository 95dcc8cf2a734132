import { z } from 'zod';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

/**
 * Slots (issue 16): game providers plugged in the way aggregators do it (a seamless wallet), and the catalogue.
 *
 * **The provider's wallet calls** (`/api/providers/:provider/wallet/...`): the provider calls the casino for the
 * balance and to move money: `bet` (a debit), `win` (a credit), `rollback` (undo a bet the provider could not
 * complete). A round ends with its win: the provider sends one for every round, of amount `"0"` for a losing one
 * (the casino's live bets feed shows a round, won or lost, once it ended). Each body is signed: header `X-Signature` = lower-case hex HMAC-SHA256 of the raw body under the
 * provider's secret. Each call is idempotent by the provider's `transaction_id`: the same call again answers the
 * first answer and moves nothing; the same id with another body answers `DUPLICATE`. A rollback of a transaction
 * never received is recorded, and that transaction arriving later is refused (`TRANSACTION_ROLLED_BACK`). A win and
 * a rollback are never refused because the session expired. Amounts are minor units as integer strings
 * (`"1050"` = 10.50 RUB). Answers are HTTP 200 with a `status` of the provider's vocabulary (below); a body that
 * does not parse is the API's usual 422.
 */
export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'UNKNOWN_SESSION',
  'DUPLICATE',
  'UNKNOWN_ROUND',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_CLOSED',
  'WRONG_CURRENCY',
  'BET_REFUSED',
  'UNKNOWN_PROVIDER',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** Minor units as a non-negative integer string. */
export const MinorAmount = text().regex(/^\d{1,18}$/, { error: 'amount_invalid: A whole number of minor units' });
const Id = text().min(1).max(128);
const Currency = z.enum(CURRENCIES);

export const ProviderParams = z.object({ provider: text().min(1).max(64) });
export const SIGNATURE_HEADER = 'x-signature';

export const BalanceCall = z.object({ session: Id });
export const BetCall = z.object({
  session: Id,
  transaction_id: Id,
  round_id: Id,
  game_id: Id,
  amount: MinorAmount,
  currency: Currency,
  /**
   * A free-spins campaign (the casino's id, from `balance`'s `free_spins`) this bet spends: its amount must be 0, the
   * round is played at the campaign's value per spin (answered as `free_spin_value`), its wins go to the bonus balance.
   */
  free_spins_id: Id.optional(),
});
export const WinCall = z.object({
  session: Id,
  transaction_id: Id,
  round_id: Id,
  game_id: Id,
  amount: MinorAmount,
  currency: Currency,
});
export const RollbackCall = z.object({
  session: Id,
  transaction_id: Id,
  /** The transaction to undo (a bet). */
  reference_transaction_id: Id,
  round_id: Id,
});
export type BetCall = z.infer<typeof BetCall>;
export type WinCall = z.infer<typeof WinCall>;
export type RollbackCall = z.infer<typeof RollbackCall>;

/** A free-spins campaign the session's game can spend now: the casino's id, spins left, the value of one spin. */
export const FreeSpinsOffer = z.object({ id: Id, spins_left: z.number().int(), value: MinorAmount });

/** Every wallet call's answer: the status and, when the player is known, the cash balance after it. */
export const WalletAnswer = z.object({
  status: z.enum(WALLET_STATUSES),
  balance: MinorAmount.optional(),
  currency: Currency.optional(),
  /** The player's bonus balance, when there is one (a free spin's win lands there). */
  bonus_balance: MinorAmount.optional(),
  /** The casino's id of the movement (a replay answers the same). */
  casino_transaction_id: text().optional(),
  /** Why a bet was refused, `code: text` (BET_REFUSED: a bonus's max bet, a safer-gambling limit, a free spin's campaign). */
  reason: text().optional(),
  /** `balance`: the player's free-spins campaigns for the session's game. */
  free_spins: z.array(FreeSpinsOffer).optional(),
  /** A free spin's `bet`: the value it is played at (the campaign's value per spin). */
  free_spin_value: MinorAmount.optional(),
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;

const walletCall = <B extends z.ZodType>(name: string, body: B) =>
  endpoint({
    method: 'POST',
    path: `/api/providers/:provider/wallet/${name}`,
    params: ProviderParams,
    body,
    answer: WalletAnswer,
    // The provider's transaction id is the key: a resend answers the first answer.
    resend: name === 'balance' ? 'natural' : 'idempotency-key',
  });

/** The launch: the casino asks the provider for the game's address (demo, or real money for the signed-in player). */
export const LaunchBody = z.object({
  slug: text().min(1).max(120),
  mode: z.enum(['demo', 'real']),
  language: z.enum(['ru', 'en', 'kk']),
  /** Where the game's lobby button leads (a page of this site). */
  return_url: text().max(500),
});
export const LaunchAnswer = z.object({
  data: z.object({ url: text(), mode: z.enum(['demo', 'real']), provider: text(), game_id: text() }),
});

export const SLOTS_API = {
  balance: walletCall('balance', BalanceCall),
  bet: walletCall('bet', BetCall),
  win: walletCall('win', WinCall),
  rollback: walletCall('rollback', RollbackCall),
  launch: endpoint({
    method: 'POST',
    path: '/api/v2/slots/launch',
    body: LaunchBody,
    answer: LaunchAnswer,
    // Each launch opens a new session at the provider; the old ones stay valid until they expire.
    resend: 'new-each-time',
  }),
};

/** The catalogue (spec §2 /games/slots): the games players can launch (of the providers plugged in here), by popularity. */
export const SLOT_CATEGORIES = ['video', 'ways', 'classic', 'live'] as const;
export const GameCard = z.object({
  slug: text(),
  title: text(),
  provider: text(),
  provider_name: text(),
  category: z.enum(SLOT_CATEGORIES),
  /** Percent with two decimals ("96.47"). */
  rtp: text(),
  volatility: z.enum(['low', 'medium', 'high']),
  demo: z.boolean(),
  art: z.object({ hue: z.number().int(), symbol: text() }),
  favourite: z.boolean(),
});
export type GameCard = z.infer<typeof GameCard>;

/** Popularity and id are PostgreSQL `integer`s: a larger cursor is refused, not sent to the database. */
const INT32_MAX = 2_147_483_647;

export const CatalogueQuery = z.object({
  search: text().max(60).optional(),
  provider: text().max(64).optional(),
  category: z.enum(SLOT_CATEGORIES).optional(),
  /** Only the signed-in player's favourites. */
  favourites: z.enum(['1']).optional(),
  /** From the previous page's `next_cursor`. */
  cursor: text()
    .regex(/^\d{1,10}:\d{1,10}$/, errorMessage('cursor_invalid', 'Start again from the first page'))
    .refine(
      (value) => value.split(':').every((part) => Number(part) <= INT32_MAX),
      errorMessage('cursor_invalid', 'Start again from the first page'),
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(96).default(48),
});
export const CatalogueAnswer = z.object({
  data: z.object({ items: z.array(GameCard), next_cursor: text().nullable(), total: z.number().int() }),
});
export type CatalogueAnswer = z.infer<typeof CatalogueAnswer>;
export const GameAnswer = z.object({ data: GameCard });
export const ProvidersAnswer = z.object({
  data: z.array(z.object({ id: text(), name: text(), games: z.number().int() })),
});
export const RecentAnswer = z.object({ data: z.array(GameCard) });
const SlugParams = z.object({ slug: text().min(1).max(120) });

export const CATALOGUE_API = {
  games: endpoint({ method: 'GET', path: '/api/v2/slots/games', query: CatalogueQuery, answer: CatalogueAnswer }),
  game: endpoint({ method: 'GET', path: '/api/v2/slots/games/:slug', params: SlugParams, answer: GameAnswer }),
  providers: endpoint({ method: 'GET', path: '/api/v2/slots/providers', answer: ProvidersAnswer }),
  recent: endpoint({ method: 'GET', path: '/api/v2/slots/recent', answer: RecentAnswer }),
  addFavourite: endpoint({
    method: 'PUT',
    path: '/api/v2/slots/favourites/:slug',
    params: SlugParams,
    answer: GameAnswer,
    resend: 'natural',
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/api/v2/slots/favourites/:slug',
    params: SlugParams,
    answer: GameAnswer,
    resend: 'natural',
  }),
};
