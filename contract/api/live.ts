import { z } from 'zod';
import { LIVE_TABLES } from '../live/tables';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/**
 * The live tables (spec §1 live casino): European roulette and a money wheel, each one shared timed round at a
 * time, played automatically by the server (no dealer, no video). A round opens with its server seed's hash
 * published (`server_seed_hash`), takes bets until `closes_at` (epoch ms, server time), is drawn
 * (contract/fairness/live.ts), every bet settled, and the seed revealed; the next round opens `RESULT_MS` later.
 *
 * **Bets.** One spot and stake per request, into the round the player saw (`round_id`), each with its own
 * `Idempotency-Key` (the same key again answers the first bet and moves nothing; with another body, 409
 * `idempotency_conflict`). Spots: contract/live/roulette.ts (`straight:0`…`straight:36`, `red`, `black`, `odd`,
 * `even`, `low`, `high`, `dozen:1`…`3`, `column:1`…`3`) and contract/live/money-wheel.ts (`1`, `2`, `5`, `10`, `20`,
 * `40`). Each stake within spec §9's limits of the player's currency (roulette's column, the wheel of fortune's for
 * the money wheel). Totals are per currency (a round takes bets in every currency).
 *
 * **Errors.** 422 `amount` (`bet_below_min`, `bet_above_max`, `insufficient_funds`, `bonus_max_bet`,
 * `amount_invalid`), `spot` (`spot_invalid`); 409 `betting_closed` (that round is no longer taking bets).
 */
export const LIVE_BASE = '/api/v2/live';

const Table = z.enum(LIVE_TABLES);
const Currency = z.enum(CURRENCIES);

export const LiveRound = z.object({
  id: z.number().int(),
  table: Table,
  phase: z.enum(['betting', 'settled']),
  opened_at: z.number().int(),
  closes_at: z.number().int(),
  settled_at: z.number().int().nullable(),
  server_seed_hash: text(),
  /** Revealed once drawn. */
  server_seed: text().nullable(),
  client_seed: text(),
  /** Once drawn: the roulette pocket, or the money wheel's segment index (its number: MONEY_WHEEL_SEGMENTS). */
  outcome: z.number().int().nullable(),
});
export type LiveRound = z.infer<typeof LiveRound>;

/** Everyone's bets in a round in one currency. */
export const LiveTotal = z.object({
  currency: Currency,
  amount: WireAmount,
  bets: z.number().int(),
  players: z.number().int(),
});
export type LiveTotal = z.infer<typeof LiveTotal>;

export const LiveBet = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  table: Table,
  spot: text(),
  currency: Currency,
  stake: WireAmount,
  status: z.enum(['open', 'won', 'lost']),
  /** Once settled: what came back (stake included); "0" for a lost bet. */
  payout: WireAmount.nullable(),
});
export type LiveBet = z.infer<typeof LiveBet>;

export const LiveTableInfo = z.object({
  table: Table,
  /** The round taking bets, else the last drawn (null before the first). */
  round: LiveRound.nullable(),
  /** That round's bets so far, per currency. */
  totals: z.array(LiveTotal),
  /** The last drawn rounds, newest first. */
  history: z.array(z.object({ round_id: z.number().int(), outcome: z.number().int() })),
});
export type LiveTableInfo = z.infer<typeof LiveTableInfo>;

export const LiveListAnswer = z.object({ data: z.object({ tables: z.array(LiveTableInfo), server_time: z.number() }) });
export type LiveList = z.infer<typeof LiveListAnswer>['data'];

export const LiveStateAnswer = z.object({
  data: LiveTableInfo.extend({
    server_time: z.number(),
    /** The viewer's currency (a signed-in player's own; a guest's `?currency=`). */
    currency: Currency,
    min_bet: WireAmount.nullable(),
    max_bet: WireAmount.nullable(),
    chips: z.array(WireAmount),
    /** The caller's bets in the round shown and the one before it (empty for a guest). */
    mine: z.array(LiveBet),
  }),
});
export type LiveState = z.infer<typeof LiveStateAnswer>['data'];

export const LiveBetBody = z.strictObject({
  round_id: z.number().int().positive(),
  spot: text().max(16),
  amount: WireAmount,
});
export type LiveBetBody = z.infer<typeof LiveBetBody>;

/** `bonus_balance`: sent while a bonus is active (the stake takes real money, then bonus money). */
export const LiveBetAnswer = z.object({
  data: z.object({
    bet: LiveBet,
    balance: WireAmount,
    bonus_balance: WireAmount.optional(),
    totals: z.array(LiveTotal),
  }),
});
export type LiveBetAnswer = z.infer<typeof LiveBetAnswer>['data'];

export const LiveRoundsAnswer = z.object({ data: z.array(LiveRound) });

const TableParams = z.object({ table: Table });

export const LIVE_API = {
  list: endpoint({ method: 'GET', path: LIVE_BASE, answer: LiveListAnswer }),
  state: endpoint({
    method: 'GET',
    path: `${LIVE_BASE}/:table`,
    params: TableParams,
    query: z.object({ currency: Currency.optional() }),
    answer: LiveStateAnswer,
  }),
  bet: endpoint({
    method: 'POST',
    path: `${LIVE_BASE}/:table/bets`,
    params: TableParams,
    headers: IdempotentHeaders,
    body: LiveBetBody,
    answer: LiveBetAnswer,
    // A stake: the same key again answers the first (live_bets' (user, key)).
    resend: 'idempotency-key',
  }),
  rounds: endpoint({
    method: 'GET',
    path: `${LIVE_BASE}/:table/rounds`,
    params: TableParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    answer: LiveRoundsAnswer,
  }),
};
