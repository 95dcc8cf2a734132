import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryItem, LedgerKind } from '../../../contract/api/wallet';

/** The history filter chips and the ledger kinds each one shows. */
export const HISTORY_FILTERS: { id: string; label: MessageDescriptor; kinds: LedgerKind[] }[] = [
  { id: 'all', label: msg`All`, kinds: [] },
  { id: 'deposits', label: msg`Deposits`, kinds: ['deposit'] },
  { id: 'payouts', label: msg`Withdrawals`, kinds: ['payout_hold', 'payout_release', 'payout_paid'] },
  { id: 'bets', label: msg`Bets`, kinds: ['bet', 'refund'] },
  { id: 'wins', label: msg`Wins`, kinds: ['win'] },
  { id: 'bonuses', label: msg`Bonuses`, kinds: ['bonus_grant', 'bonus_activate', 'bonus_convert', 'bonus_forfeit'] },
];

export const KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  deposit: msg({ message: 'Deposit', context: 'ledger movement' }),
  bet: msg`Bet`,
  win: msg`Win`,
  refund: msg`Refund`,
  bonus_grant: msg`Bonus granted`,
  bonus_activate: msg`Bonus activated`,
  bonus_convert: msg`Bonus converted`,
  bonus_forfeit: msg`Bonus forfeited`,
  payout_hold: msg`Withdrawal requested`,
  payout_release: msg`Withdrawal returned`,
  payout_paid: msg`Withdrawal paid`,
  adjustment: msg`Adjustment`,
};

/** The one amount a row shows: the first balance the movement changed (cash, bonus, pending bonus, hold). */
export function rowAmount(
  item: Pick<HistoryItem, 'balance_change' | 'bonus_balance_change' | 'bonus_change' | 'hold_change'>,
): string {
  for (const change of [item.balance_change, item.bonus_balance_change, item.bonus_change, item.hold_change]) {
    if (Number(change) !== 0) return change;
  }
  return item.balance_change;
}
