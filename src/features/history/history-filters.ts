import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { INVOICE_STATUS_NAMES, PAYOUT_METHODS, PayoutStatus } from '../../../contract/api/billing';
import type { HistoryFilter, HistoryRow, OTHER_LEDGER_KINDS } from '../../../contract/api/history';
import { GAME_ROUND_KINDS, type GameRoundKind, type HistoryGame } from '../../../contract/history-kinds';
import { GAMES, PLAYED_GAMES } from '../games/games';

/** The kind filter's choices. */
export const KIND_FILTERS: { id: HistoryFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`Everything` },
  { id: 'rounds', label: msg`Game rounds` },
  { id: 'sports', label: msg`Sports bets` },
  { id: 'deposits', label: msg`Deposits` },
  { id: 'withdrawals', label: msg`Withdrawals` },
  { id: 'other', label: msg`Bonuses and adjustments` },
];

/** The game filter's choices: the originals played here, crash, the private rooms, the live tables, the slots. */
export const GAME_FILTERS: { id: HistoryGame; label: MessageDescriptor }[] = [
  ...PLAYED_GAMES.map((game) => ({ id: game, label: GAMES[game].title })),
  { id: 'crash', label: GAMES.crash.title },
  { id: 'rooms', label: msg`Private rooms` },
  { id: 'live', label: msg`Live casino` },
  { id: 'slots', label: msg`Slots` },
];

export const DEPOSIT_STATUS: Record<(typeof INVOICE_STATUS_NAMES)[number], MessageDescriptor> = {
  waiting: msg({ message: 'Waiting for payment', context: 'deposit status' }),
  processing: msg({ message: 'Processing', context: 'deposit status' }),
  paid: msg({ message: 'Paid', context: 'deposit status' }),
  failed: msg({ message: 'Failed', context: 'deposit status' }),
  expired: msg({ message: 'Expired', context: 'deposit status' }),
};

export const WITHDRAWAL_STATUS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg({ message: 'Under review', context: 'withdrawal status' }),
  held: msg({ message: 'On hold', context: 'withdrawal status' }),
  processing: msg({ message: 'Being sent', context: 'withdrawal status' }),
  paid: msg({ message: 'Paid', context: 'withdrawal status' }),
  rejected: msg({ message: 'Rejected', context: 'withdrawal status' }),
  cancelled: msg({ message: 'Cancelled', context: 'withdrawal status' }),
};

export const WITHDRAWAL_METHOD: Record<(typeof PAYOUT_METHODS)[number], MessageDescriptor> = {
  card: msg({ message: 'Bank card', context: 'withdrawal method' }),
  crypto: msg({ message: 'Crypto', context: 'withdrawal method' }),
};

export const OTHER_KIND: Record<(typeof OTHER_LEDGER_KINDS)[number], MessageDescriptor> = {
  bonus_grant: msg`Bonus granted`,
  bonus_activate: msg`Bonus activated`,
  bonus_convert: msg`Bonus converted`,
  bonus_forfeit: msg`Bonus forfeited`,
  adjustment: msg`Adjustment`,
  debt_recovery: msg`Owed amount repaid`,
};

/** How a status badge looks: good news, bad news or still going. */
export type Tone = 'good' | 'bad' | 'waiting';
export function statusTone(row: Extract<HistoryRow, { kind: 'deposit' | 'withdrawal' }>): Tone {
  if (row.status === 'paid') return 'good';
  if (['failed', 'expired', 'rejected', 'cancelled'].includes(row.status)) return 'bad';
  return 'waiting';
}

/**
 * The instants of a range of calendar days picked in the player's own time zone: from the start of `from` to the
 * start of the day after `to` (the API's `to` is exclusive). Empty or malformed days are left out.
 */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const startOf = (day: string, plusDays = 0) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return undefined;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  const range: { from?: string; to?: string } = {};
  const start = startOf(from);
  const end = startOf(to, 1);
  if (start) range.from = start;
  if (end) range.to = end;
  return range;
}

/** The kinds of game rounds the round dialog opens (`?round=<id>&source=<kind>`; no source: an original's round). */
export const roundSourceOf = (value: unknown): GameRoundKind =>
  GAME_ROUND_KINDS.includes(value as GameRoundKind) ? (value as GameRoundKind) : 'round';

/** A round's id as a row shows it. */
export const shortRoundId = (id: number) => `#${id}`;
