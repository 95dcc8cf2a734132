import type { LimitPeriod } from '../../contract/api/safer-gambling';
import type { Currency } from '../../contract/money';
import { depositTotalsSince } from '../billing/deposit-totals';
import type { Runner } from '../wallet/ledger';
import { assertNotBlocked } from './blocks';
import { allowance, limitsInForce, overLimit, windowStart } from './limits';

/** No deposit (not even the open invoice answered again) during a time-out or self-exclusion: 403. */
export const assertMayDeposit = assertNotBlocked;

/**
 * Before an invoice is created (so before the player is sent to the provider), inside its transaction under the
 * player's row lock: none past a deposit limit (422 on `amount` with what the period still allows). Deposits of the
 * period count paid invoices and the open one.
 */
export async function checkDepositLimits(
  tx: Runner,
  userId: number,
  currency: Currency,
  amount: bigint,
  now: Date,
): Promise<void> {
  const limits = await limitsInForce(tx, userId, ['deposit']);
  if (limits.length === 0) return;
  const periods = limits.map((l) => l.period as LimitPeriod);
  const totals = await depositTotalsSince(
    tx,
    userId,
    periods.map((p) => windowStart(p, now)),
  );
  limits.forEach((limit, i) => {
    const used = totals[i] ?? 0n;
    const max = limit.amountMinor ?? 0n;
    if (used + amount > max) throw overLimit('deposit', periods[i] as LimitPeriod, allowance(max, used), currency);
  });
}
