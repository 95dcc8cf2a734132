import { z } from 'zod';
import { CURRENCIES } from '../money';
import { MARKET_KINDS, SPORTS } from '../sports/markets';
import { ODDS_POLICIES } from '../sports/slip';
import { TimeIdCursor } from './cursor';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/**
 * The sportsbook (spec §1, issue 17). Odds are decimal strings ("1.85", "1.925"); amounts decimal strings in the
 * player's currency. Lines are decimal strings ("2.25", "-0.75"); a quarter line splits the stake in two halves.
 *
 * **Placing a bet** (`POST bets`, `Idempotency-Key`): one bet per request, a single (one leg) or an accumulator
 * (2 … 20 legs, at most one per event). Each leg sends the odds the slip showed; `odds_policy` says what to do
 * when the price moved: `any` takes today's odds, `higher` takes them only if none got worse, `ask` refuses any
 * change: 409 `odds_changed` with `details.changes: [{ selection_id, odds }]` (today's prices; resend with them).
 * A suspended market or one no longer offered is a 409 `market_suspended` with `details: { selection_id, reason }`
 * (reason: `dangerous_moment`, `not_offered`, `event_started` for an outright, `settled`, `no_price`). Limits:
 * 422 `stake` `stake_below_min` / `stake_above_max`, 422 `stake` `payout_above_max` (the potential payout over the
 * maximum), 422 `amount` `insufficient_funds`. The bet records the odds it was accepted at; the stake leaves the
 * cash balance in the bet's ledger transaction. The same key again answers the first bet.
 *
 * **Settlement** comes with the official results: won (the return credited), lost, void (stake back; an
 * accumulator's void leg counts as odds 1), half-won / half-lost legs of Asian lines, dead heats (outrights). A
 * corrected result resettles the bet: only the difference moves (`paid` is what it paid in all).
 *
 * **Cash-out**: `GET bets/:id/cash-out` quotes the price (null with a `reason` when none: `suspended`,
 * `leg_lost`, `not_open`); `POST bets/:id/cash-out` with that `amount` is paid only at exactly that price
 * (409 `cash_out_changed` with `details.amount`, today's price or null, if it moved) and only once: the same key
 * answers the first cash-out; another cash-out of a bet already closed is 409 `bet_not_open`.
 */

const SPORTS_PATH = '/api/v2/sports';
const Odds = text().regex(
  /^\d{1,4}(\.\d{1,3})?$/,
  errorMessage('odds_invalid', 'Send the odds as the slip showed them'),
);

export const SportsLeague = z.object({
  id: z.number().int(),
  name: text(),
  live: z.number().int(),
  upcoming: z.number().int(),
});
export const SportsTreeAnswer = z.object({
  data: z.object({
    sports: z.array(
      z.object({
        sport: z.enum(SPORTS),
        countries: z.array(z.object({ country: text(), leagues: z.array(SportsLeague) })),
      }),
    ),
  }),
});
export type SportsTreeAnswer = z.infer<typeof SportsTreeAnswer>;

const OUTCOMES = ['win', 'loss', 'void', 'half_win', 'half_loss', 'dead_heat'] as const;

export const SportsSelection = z.object({
  id: z.number().int(),
  key: text(),
  name: text(),
  /** Null while not offered. */
  odds: Odds.nullable(),
  outcome: z.enum(OUTCOMES).nullable(),
});
export const SportsMarket = z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_KINDS),
  line: text().nullable(),
  places: z.number().int().nullable(),
  status: z.enum(['open', 'suspended', 'settled']),
  suspend_reason: text().nullable(),
  selections: z.array(SportsSelection),
});
export type SportsMarket = z.infer<typeof SportsMarket>;

const EVENT_STATUSES = ['upcoming', 'live', 'ended', 'abandoned'] as const;
export const SportsEvent = z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  country: text(),
  league_id: z.number().int(),
  league: text(),
  kind: z.enum(['match', 'outright']),
  name: text(),
  home: text().nullable(),
  away: text().nullable(),
  starts_at: text(),
  status: z.enum(EVENT_STATUSES),
  clock: text().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** The headline market (1X2, the winner, the outright) for lists. */
  main_market: SportsMarket.nullable(),
});
export type SportsEvent = z.infer<typeof SportsEvent>;

export const EventsQuery = z.object({
  state: z.enum(['live', 'upcoming']).default('upcoming'),
  sport: z.enum(SPORTS).optional(),
  league_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const EventsAnswer = z.object({ data: z.object({ items: z.array(SportsEvent) }) });
export type EventsAnswer = z.infer<typeof EventsAnswer>;

export const EventIdParams = z.object({ id: z.coerce.number().int().positive() });
export const EventAnswer = z.object({ data: z.object({ event: SportsEvent, markets: z.array(SportsMarket) }) });
export type EventAnswer = z.infer<typeof EventAnswer>;

export const PlaceBetBody = z.strictObject({
  legs: z
    .array(z.strictObject({ selection_id: z.number().int().positive(), odds: Odds }))
    .min(1)
    .max(20),
  stake: WireAmount,
  odds_policy: z.enum(ODDS_POLICIES),
});
export type PlaceBetBody = z.infer<typeof PlaceBetBody>;

export const SportsBetLeg = z.object({
  selection_id: z.number().int(),
  event_id: z.number().int(),
  event_name: text(),
  event_status: z.enum(EVENT_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  market_kind: z.enum(MARKET_KINDS),
  line: text().nullable(),
  selection_key: text(),
  selection_name: text(),
  /** The odds the leg was accepted at. */
  odds: Odds,
  outcome: z.enum(OUTCOMES).nullable(),
});
export const SportsBet = z.object({
  id: z.number().int(),
  kind: z.enum(['single', 'accumulator']),
  currency: z.enum(CURRENCIES),
  stake: WireAmount,
  /** The combined odds accepted. */
  odds: Odds,
  potential_payout: WireAmount,
  status: z.enum(['open', 'settled', 'cashed_out']),
  result: z.enum(['won', 'lost', 'void', 'returned', 'cashed_out']).nullable(),
  /** Everything the bet has paid so far (settlement, resettlements, cash-out). */
  paid: WireAmount,
  created_at: text(),
  settled_at: text().nullable(),
  /**
   * The last corrected result's change (null: never resettled): the result it replaced and what the bet's return
   * moved by (signed; `paid` is the new total, `settled_at` the time of the correction).
   */
  resettlement: z
    .object({ previous_result: z.enum(['won', 'lost', 'void', 'returned']), difference: WireAmount })
    .nullable(),
  legs: z.array(SportsBetLeg),
});
export type SportsBet = z.infer<typeof SportsBet>;
export const PlaceBetAnswer = z.object({ data: z.object({ bet: SportsBet, balance: WireAmount }) });
export type PlaceBetAnswer = z.infer<typeof PlaceBetAnswer>;

/**
 * GET bets?status=open|settled&cursor=…&limit=20: the player's bets newest first (by the time placed, then id),
 * paged by a cursor (the position after the last bet of a page, `next_cursor`; null on the last page): a bet
 * placed meanwhile never pushes another onto the next page, so paging shows each bet once. `settled` holds the
 * cashed-out bets too.
 */
export const MyBetsQuery = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  cursor: TimeIdCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyBetsQuery = z.input<typeof MyBetsQuery>;
export const MyBetsAnswer = z.object({
  data: z.object({ items: z.array(SportsBet), next_cursor: text().nullable() }),
});
export type MyBetsAnswer = z.infer<typeof MyBetsAnswer>;

export const BetIdParams = z.object({ id: z.coerce.number().int().positive() });
export const CashOutQuoteAnswer = z.object({
  data: z.object({
    bet_id: z.number().int(),
    amount: WireAmount.nullable(),
    reason: z.enum(['suspended', 'leg_lost', 'not_open']).nullable(),
  }),
});
export type CashOutQuoteAnswer = z.infer<typeof CashOutQuoteAnswer>;
export const CashOutBody = z.strictObject({ amount: WireAmount });

// ---------------------------------------------------------------- operator

export const MarginBody = z.strictObject({
  scope: z.enum([...MARKET_KINDS, 'default', 'cash_out']),
  margin_bp: z.number().int().min(0).max(5000),
});
export type MarginBody = z.infer<typeof MarginBody>;
const limitsShape = {
  currency: z.enum(CURRENCIES),
  min_stake: WireAmount,
  max_stake: WireAmount,
  max_payout: WireAmount,
};
/** A currency's limits for a market kind (`*`: every kind), narrowed by each kind a bet's legs are on. */
export const LimitsBody = z.strictObject({ ...limitsShape, market_kind: z.enum([...MARKET_KINDS, '*']) });
export type LimitsBody = z.infer<typeof LimitsBody>;
/** A currency's limits for one market: they replace its kind's for a leg on it. */
export const MarketLimitsBody = z.strictObject(limitsShape);
export type MarketLimitsBody = z.infer<typeof MarketLimitsBody>;
export const MarketLimit = z.object(limitsShape);
export type MarketLimit = z.infer<typeof MarketLimit>;
export const MarketIdParams = z.object({ id: z.coerce.number().int().positive() });
export const MarketLimitsQuery = z.object({ currency: z.enum(CURRENCIES) });
export const MarketLimitsAnswer = z.object({
  data: z.object({ market_id: z.number().int(), limits: z.array(MarketLimit) }),
});
export const OperatorSettingsAnswer = z.object({
  data: z.object({
    margins: z.array(z.object({ scope: text(), margin_bp: z.number().int() })),
    limits: z.array(LimitsBody),
  }),
});
export type OperatorSettings = z.infer<typeof OperatorSettingsAnswer>['data'];
/**
 * An event's official result: a match's final score, an outright's placings (competitor's selection key → position,
 * 1 first; ties share a position; a competitor not named is unplaced), or abandoned (every bet void).
 */
const OfficialResult = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('score'), home: z.number().int().min(0), away: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('placings'), positions: z.record(text(), z.number().int().min(1)) }),
  z.strictObject({ kind: z.literal('abandoned') }),
]);
/** An event's markets as the operator sees them: each with its kind's margin and the overround its prices make. */
export const OperatorEventAnswer = z.object({
  data: z.object({
    event: SportsEvent,
    /** The official result in force (null: none yet): a match's score, an outright's placings, or abandoned. */
    result: OfficialResult.nullable(),
    markets: z.array(
      SportsMarket.extend({
        margin_bp: z.number().int(),
        /** (Σ 1/odds − 1) in basis points; null while a selection has no price. */
        overround_bp: z.number().int().nullable(),
        /** The limits set for this market itself, per currency (none: its kind's apply). */
        limits: z.array(MarketLimit),
      }),
    ),
  }),
});
export type OperatorEvent = z.infer<typeof OperatorEventAnswer>['data'];
export const ResultBody = z.strictObject({ result: OfficialResult });
export type ResultBody = z.infer<typeof ResultBody>;
export const ResultAnswer = z.object({
  data: z.object({
    changed: z.boolean(),
    result_version: z.number().int(),
    bets_resettled: z.number().int(),
    /**
     * Bets whose resettlement failed (an error, logged): they keep their last settlement; correcting the result again
     * retries them. A take-back larger than the player's cash is not one: the rest becomes the
     * player's debt.
     */
    bets_refused: z.array(z.number().int()),
  }),
});
export type ResultAnswer = z.infer<typeof ResultAnswer>['data'];

export const SPORTS_API = {
  tree: endpoint({ method: 'GET', path: `${SPORTS_PATH}/tree`, answer: SportsTreeAnswer }),
  events: endpoint({ method: 'GET', path: `${SPORTS_PATH}/events`, query: EventsQuery, answer: EventsAnswer }),
  event: endpoint({ method: 'GET', path: `${SPORTS_PATH}/events/:id`, params: EventIdParams, answer: EventAnswer }),
  placeBet: endpoint({
    method: 'POST',
    path: `${SPORTS_PATH}/bets`,
    headers: IdempotentHeaders,
    body: PlaceBetBody,
    answer: PlaceBetAnswer,
    resend: 'idempotency-key',
  }),
  myBets: endpoint({ method: 'GET', path: `${SPORTS_PATH}/bets`, query: MyBetsQuery, answer: MyBetsAnswer }),
  cashOutQuote: endpoint({
    method: 'GET',
    path: `${SPORTS_PATH}/bets/:id/cash-out`,
    params: BetIdParams,
    answer: CashOutQuoteAnswer,
  }),
  cashOut: endpoint({
    method: 'POST',
    path: `${SPORTS_PATH}/bets/:id/cash-out`,
    params: BetIdParams,
    headers: IdempotentHeaders,
    body: CashOutBody,
    answer: PlaceBetAnswer,
    resend: 'idempotency-key',
  }),
  operatorSettings: endpoint({
    method: 'GET',
    path: '/operator/sports/settings',
    operatorRoles: ['risk'],
    answer: OperatorSettingsAnswer,
  }),
  operatorMargin: endpoint({
    method: 'PUT',
    path: '/operator/sports/margins',
    operatorRoles: ['risk'],
    body: MarginBody,
    answer: OperatorSettingsAnswer,
    // Setting a margin to a value twice leaves it at that value.
    resend: 'natural',
  }),
  operatorLimits: endpoint({
    method: 'PUT',
    path: '/operator/sports/limits',
    operatorRoles: ['risk'],
    body: LimitsBody,
    answer: OperatorSettingsAnswer,
    resend: 'natural',
  }),
  operatorMarketLimits: endpoint({
    method: 'PUT',
    path: '/operator/sports/markets/:id/limits',
    operatorRoles: ['risk'],
    params: MarketIdParams,
    body: MarketLimitsBody,
    answer: MarketLimitsAnswer,
    resend: 'natural',
  }),
  operatorDeleteMarketLimits: endpoint({
    method: 'DELETE',
    path: '/operator/sports/markets/:id/limits',
    operatorRoles: ['risk'],
    params: MarketIdParams,
    query: MarketLimitsQuery,
    answer: MarketLimitsAnswer,
    // Removing a market's limits twice leaves them removed.
    resend: 'natural',
  }),
  operatorEvent: endpoint({
    method: 'GET',
    path: '/operator/sports/events/:id',
    operatorRoles: ['risk', 'support'],
    params: EventIdParams,
    answer: OperatorEventAnswer,
  }),
  operatorResult: endpoint({
    method: 'PUT',
    path: '/operator/sports/events/:id/result',
    operatorRoles: ['risk'],
    params: EventIdParams,
    body: ResultBody,
    answer: ResultAnswer,
    // The same result again changes nothing (the event keeps it; no bet moves).
    resend: 'natural',
  }),
};
