import { type AccountBalancesMinor, type BalanceAnswer, userBalances } from '../../contract/api/wallet';
import { type Currency, fromMinor } from '../../contract/money';

export function balanceData(
  balances: AccountBalancesMinor & { payoutHold: bigint },
  currency: Currency,
): BalanceAnswer['data'] {
  return { currency, ...userBalances(balances, currency), payout_hold: fromMinor(balances.payoutHold, currency) };
}
