import { z } from 'zod';
import { CURRENCIES, type Currency, fromMinor } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

/**
 * The wallet's accounts and the User's balances (spec §3). Every amount inside is an integer of minor units
 * (bigint); on the wire a decimal string. Per user and currency there are four ledger accounts:
 *
 * - `cash`: real money. Deposits, wins on cash bets and released payouts land here. **`balance`** (withdrawable).
 * - `bonus`: bonus money the player can bet with but not withdraw. **`bonus_balance`**.
 * - `bonus_pending`: bonus granted but not active yet (waiting for a deposit or for wagering). **`bonus`**.
 *   It can be neither bet nor withdrawn.
 * - `payout_hold`: money of requested payouts until the operator pays or rejects them (in no balance above).
 *
 * **`total_balance`** = `balance` + `bonus_balance`: what the player can bet in total.
 */
export const USER_ACCOUNT_KINDS = ['cash', 'bonus', 'bonus_pending', 'payout_hold'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/**
 * What the player owes the house (a corrected sports result took back more than their cash): a player account whose
 * balance is never above zero, opened on its first use. Their next credits repay it before they reach `cash`, and
 * withdrawals are refused while it is below zero. **`debt`** on the wire is what is owed (a positive amount).
 */
export const DEBT_ACCOUNT_KIND = 'debt';
export type PlayerAccountKind = UserAccountKind | typeof DEBT_ACCOUNT_KIND;

/** The house's side of every movement, per currency (sharded on the server so hot rows do not queue). */
export const SYSTEM_ACCOUNT_KINDS = ['house', 'payments_clearing', 'bonus_pool', 'adjustments'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** What caused a ledger transaction; the history filter takes these. */
const LEDGER_KINDS = [
  'deposit',
  'bet',
  'win',
  'refund',
  'bonus_grant',
  'bonus_activate',
  'bonus_convert',
  'bonus_forfeit',
  'payout_hold',
  'payout_release',
  'payout_paid',
  'adjustment',
  'debt_recovery',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface AccountBalancesMinor {
  cash: bigint;
  bonus: bigint;
  bonusPending: bigint;
}

interface UserBalances {
  balance: string;
  bonus: string;
  bonus_balance: string;
  total_balance: string;
}

/** The one definition of the User's four money fields from the account balances. */
export function userBalances(minor: AccountBalancesMinor, currency: Currency): UserBalances {
  return {
    balance: fromMinor(minor.cash, currency),
    bonus: fromMinor(minor.bonusPending, currency),
    bonus_balance: fromMinor(minor.bonus, currency),
    total_balance: fromMinor(minor.cash + minor.bonus, currency),
  };
}

/** A positive decimal amount as the player types it, e.g. "150" or "150.50". */
export const PositiveAmount = text({ error: errorMessage('amount_required', 'Enter an amount') })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, errorMessage('amount_invalid', 'Enter an amount like 150 or 150.50'));

/** A decimal amount on the wire (may be negative in history). */
export const WireAmount = text().regex(/^-?\d+(\.\d+)?$/);

/**
 * `Idempotency-Key` header of every money-moving request: the same key again returns the first answer
 * and moves nothing. 8 to 128 characters of [A-Za-z0-9_.:-] (a UUID is fine).
 */
export const IdempotencyKey = text({
  error: errorMessage('idempotency_key_required', 'Send an Idempotency-Key header'),
}).regex(/^[A-Za-z0-9_.:-]{8,128}$/, errorMessage('idempotency_key_invalid', 'The Idempotency-Key is malformed'));

export const IdempotentHeaders = z.object({ 'idempotency-key': IdempotencyKey });
/** Writes that are safe to resend when the client sends a key (support messages, verification decisions). */
export const OptionalIdempotentHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

/** GET /api/v2/wallet/balance */
export const BalanceAnswer = z.object({
  data: z.object({
    currency: z.enum(CURRENCIES),
    balance: WireAmount,
    bonus: WireAmount,
    bonus_balance: WireAmount,
    total_balance: WireAmount,
    /** Money of payouts waiting to be paid (not in any balance above). */
    payout_hold: WireAmount,
    /** What the player owes ("0.00" when nothing): repaid from their next credits; no withdrawal until then. */
    debt: WireAmount,
  }),
});
export type BalanceAnswer = z.infer<typeof BalanceAnswer>;

const kindList = text()
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []))
  .pipe(z.array(z.enum(LEDGER_KINDS, { error: errorMessage('kind_invalid', 'Unknown movement kind') })));

/** GET /api/v2/wallet/history?kind=deposit,bet&page=1&per_page=20 (newest first). */
export const HistoryQuery = z.object({
  kind: kindList,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type HistoryQuery = z.input<typeof HistoryQuery>;

/** One movement: what changed on each of the player's balances (signed decimal strings). */
export const HistoryItem = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  currency: z.enum(CURRENCIES),
  /** Change of `balance` (cash). */
  balance_change: WireAmount,
  /** Change of `bonus_balance`. */
  bonus_balance_change: WireAmount,
  /** Change of `bonus` (pending bonus). */
  bonus_change: WireAmount,
  /** Change of the payout hold. */
  hold_change: WireAmount,
  /** What caused it: `invoice:<id>`, `payout:<id>`, `round:<game>:<id>` ... */
  reference: text().nullable(),
  created_at: text(),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryAnswer = z.object({
  data: z.object({
    items: z.array(HistoryItem),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** POST /operator/wallet/adjust (operator API; Idempotency-Key header): a signed change to a player's account. */
export const AdjustBody = z.strictObject({
  user_id: z.number().int().positive(),
  /** cash: an adjustment against the house; bonus / bonus_pending: a bonus grant from the bonus pool. */
  account: z.enum(['cash', 'bonus', 'bonus_pending']),
  amount: text()
    .trim()
    .regex(/^-?\d{1,15}(\.\d{1,2})?$/, errorMessage('amount_invalid', 'A signed amount like 150 or -10.50')),
  reason: text().trim().min(1).max(500),
});
export type AdjustBody = z.input<typeof AdjustBody>;

export const AdjustAnswer = z.object({
  data: z.object({ tx_id: z.number().int(), replayed: z.boolean(), balance: BalanceAnswer.shape.data }),
});

/** A manual adjustment above the approval threshold, waiting for a second operator. */
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const AdjustmentRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  account: AdjustBody.shape.account,
  currency: z.enum(CURRENCIES),
  /** Signed, as asked. */
  amount: WireAmount,
  reason: text(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requested_by: text(),
  requested_at: text(),
  decided_by: text().nullable(),
  decided_at: text().nullable(),
  reject_reason: text().nullable(),
  /** The ledger transaction the approval posted. */
  tx_id: z.number().int().nullable(),
});
export type AdjustmentRequest = z.infer<typeof AdjustmentRequest>;

/** The 202 of `POST /operator/wallet/adjust` above the threshold (contract/api/backoffice-adjustments.ts): nothing moved yet. */
export const PendingAdjustmentAnswer = z.object({
  data: z.object({ pending: z.literal(true), request: AdjustmentRequest, threshold: WireAmount }),
});

/** GET /operator/wallet/debts: the players who owe the house, largest first. */
export const DebtsAnswer = z.object({
  data: z.object({
    items: z.array(z.object({ user_id: z.number().int(), currency: z.enum(CURRENCIES), debt: WireAmount })),
  }),
});

/** GET /operator/ledger/check */
export const LedgerCheckAnswer = z.object({
  data: z.object({
    ok: z.boolean(),
    accounts: z.number().int(),
    transactions: z.number().int(),
    entries: z.number().int(),
    problems: z.array(text()),
  }),
});
export type LedgerCheckAnswer = z.infer<typeof LedgerCheckAnswer>;

/** The wallet's endpoints (spec §7). */
export const WALLET_API = {
  balance: endpoint({ method: 'GET', path: '/api/v2/wallet/balance', answer: BalanceAnswer }),
  history: endpoint({ method: 'GET', path: '/api/v2/wallet/history', query: HistoryQuery, answer: HistoryAnswer }),
  /** Operator API (server/operator). */
  operatorAdjust: endpoint({
    method: 'POST',
    path: '/operator/wallet/adjust',
    operatorRoles: ['payments'],
    headers: IdempotentHeaders,
    body: AdjustBody,
    answer: AdjustAnswer,
    /** Above ADJUST_APPROVAL_THRESHOLD: a request for a second operator's approval; nothing moved. */
    otherAnswers: { 202: PendingAdjustmentAnswer },
    resend: 'idempotency-key',
  }),
  operatorDebts: endpoint({
    method: 'GET',
    path: '/operator/wallet/debts',
    operatorRoles: ['payments', 'risk', 'support'],
    answer: DebtsAnswer,
  }),
  operatorLedgerCheck: endpoint({
    method: 'GET',
    path: '/operator/ledger/check',
    operatorRoles: ['payments', 'risk'],
    answer: LedgerCheckAnswer,
  }),
};
