import { z } from 'zod';
import { MAX_AUTO_CASHOUT, MIN_AUTO_CASHOUT } from '../games/rules/crash';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/**
 * Crash (spec §1): one shared round for every player, from a published hash chain (contract/fairness/crash.ts).
 *
 * **Base.** Every crash path starts with `CRASH_BASE` (`/api/v2/crash`), and only these: spec §7's crash service
 * base address (the worker's `serviceBase('crash', …)`) may point the whole group at another host or port.
 *
 * **Round.** Betting until `running_at` (epoch ms, server time); then the multiplier rises as
 * floor(100 · e^(0.00006 · ms)) hundredths (contract/games/rules/crash.ts) until the bust instant, where the round
 * ends at its predetermined `bust`. `hash` and `bust` are shown once the round has busted. Multipliers on the wire
 * are decimal strings with two decimals ("2.35").
 *
 * **Bets.** Several per player and round, each with its own `Idempotency-Key` (the same key again answers the first
 * bet and moves nothing; with another body, 409 `idempotency_conflict`). Stakes within spec §9's crash limits of
 * the player's currency. `auto_cashout` ("2.00", at least 1.01): the bet is cashed out when the curve reaches it.
 * **Cash-out** of one bet, with its own `Idempotency-Key`: the server's clock decides; one that arrives at or after
 * the bust instant loses (409 `round_busted`). A resend of a cash-out that succeeded answers it again.
 *
 * **Errors.** 422 `amount` (`bet_below_min`, `bet_above_max`, `insufficient_funds`), `auto_cashout`
 * (`auto_cashout_invalid`); 409 `betting_closed` (the round is running), `round_not_running` (cash-out before the
 * curve starts), `round_busted`, `bet_settled` (already cashed out or lost), `crash_unavailable` (503: no round
 * yet, e.g. the chain is being generated); 404 `bet_not_found`.
 */
export const CRASH_BASE = '/api/v2/crash';

const Multiplier = text().regex(/^\d+\.\d{2}$/);
const PHASES = ['betting', 'running', 'busted'] as const;
const BET_STATUSES = ['active', 'cashed_out', 'lost'] as const;

/** A bet as every player sees it in the round's list (names honour the player's hidden statistics). */
export const CrashBet = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  /** The player's public name; null when they hide their statistics. */
  player: text().nullable(),
  /** The caller's own bet. */
  mine: z.boolean(),
  currency: z.enum(CURRENCIES),
  amount: WireAmount,
  auto_cashout: Multiplier.nullable(),
  status: z.enum(BET_STATUSES),
  /** The multiplier it was cashed out at (null while active or lost). */
  cashout: Multiplier.nullable(),
  payout: WireAmount,
});
export type CrashBet = z.infer<typeof CrashBet>;

export const CrashRound = z.object({
  id: z.number().int(),
  /** Its game number in the chain (game 1 is played first). */
  game: z.number().int(),
  phase: z.enum(PHASES),
  opened_at: z.number().int(),
  running_at: z.number().int(),
  /** Null until the round has busted. */
  bust: Multiplier.nullable(),
  hash: text().nullable(),
  busted_at: z.number().int().nullable(),
});
export type CrashRound = z.infer<typeof CrashRound>;

/** GET state: the current round (null before the first one), the server's clock, the multiplier now and the bets. */
export const CrashStateAnswer = z.object({
  data: z.object({
    round: CrashRound.nullable(),
    server_time: z.number().int(),
    multiplier: Multiplier,
    bets: z.array(CrashBet),
  }),
});
export type CrashState = z.infer<typeof CrashStateAnswer>['data'];

export const CrashBetBody = z.strictObject({
  amount: WireAmount,
  auto_cashout: Multiplier.refine(
    (value) => {
      const hundredths = Math.round(Number(value) * 100);
      return hundredths >= MIN_AUTO_CASHOUT && hundredths <= MAX_AUTO_CASHOUT;
    },
    errorMessage('auto_cashout_invalid', 'Choose an automatic cash-out from 1.01 to 1000000.00'),
  )
    .nullable()
    .optional(),
});
export type CrashBetBody = z.infer<typeof CrashBetBody>;

/**
 * A bet or cash-out's answer: the bet and the caller's cash balance after it; `bonus_balance` when its stake took or
 * its win paid bonus money (contract/bonus/wagering.ts rules 1 and 8).
 */
export const CrashBetAnswer = z.object({
  data: z.object({ bet: CrashBet, balance: WireAmount, bonus_balance: WireAmount.optional() }),
});
export type CrashBetAnswer = z.infer<typeof CrashBetAnswer>['data'];

export const CrashRoundsAnswer = z.object({ data: z.array(CrashRound) });

/** The chain's commitment: published before the first round; the salt, fixed after it. */
export const CrashFairness = z.object({
  terminating_hash: text(),
  committed_at: text(),
  salt: text().nullable(),
  salt_fixed_at: text().nullable(),
  chain_length: z.number().int(),
});
export type CrashFairness = z.infer<typeof CrashFairness>;
export const CrashFairnessAnswer = z.object({ data: CrashFairness.nullable() });

/**
 * The hash of every CHECKPOINT_GAMES-th game (contract/fairness/crash.ts) already played, oldest first: the
 * stepping stones a verifier links a late round through to the terminating hash (each proven to link to it).
 */
export const CrashCheckpointsAnswer = z.object({
  data: z.array(z.object({ game: z.number().int().positive(), hash: text() })),
});
export type CrashCheckpoint = z.infer<typeof CrashCheckpointsAnswer>['data'][number];

export const CRASH_API = {
  state: endpoint({ method: 'GET', path: `${CRASH_BASE}/state`, answer: CrashStateAnswer }),
  bet: endpoint({
    method: 'POST',
    path: `${CRASH_BASE}/bets`,
    headers: IdempotentHeaders,
    body: CrashBetBody,
    answer: CrashBetAnswer,
    // A stake: the same key again answers the first bet (crash_bets' (user, key)).
    resend: 'idempotency-key',
  }),
  cashout: endpoint({
    method: 'POST',
    path: `${CRASH_BASE}/bets/:id/cashout`,
    params: z.object({ id: z.coerce.number().int().positive() }),
    headers: IdempotentHeaders,
    answer: CrashBetAnswer,
    // The bet keeps the key of the cash-out that settled it: the same key again answers it.
    resend: 'idempotency-key',
  }),
  rounds: endpoint({
    method: 'GET',
    path: `${CRASH_BASE}/rounds`,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    answer: CrashRoundsAnswer,
  }),
  fairness: endpoint({ method: 'GET', path: `${CRASH_BASE}/fairness`, answer: CrashFairnessAnswer }),
  checkpoints: endpoint({ method: 'GET', path: `${CRASH_BASE}/checkpoints`, answer: CrashCheckpointsAnswer }),
};
