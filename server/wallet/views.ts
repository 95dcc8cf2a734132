import { type BalanceAnswer, userBalances } from '../../contract/api/wallet';
import { type Currency, fromMinor } from '../../contract/money';
import type { PlayerBalances } from './service';

export function balanceData(balances: PlayerBalances, currency: Currency): BalanceAnswer['data'] {
  return {
    currency,
    ...userBalances(balances, currency),
    payout_hold: fromMinor(balances.payoutHold, currency),
    debt: fromMinor(balances.debt, currency),
  };
}
