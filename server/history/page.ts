import type { z } from 'zod';
import { INVOICE_STATUS_NAMES, PAYOUT_METHODS, PAYOUT_STATUSES } from '../../contract/api/billing';
import {
  formatCursor,
  type HistoryListAnswer,
  type HistoryListQuery,
  type HistoryRow,
  OTHER_LEDGER_KINDS,
} from '../../contract/api/history';
import { formatMultiplier } from '../../contract/games/multiplier';
import type { GameName } from '../../contract/games/registry';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import type { Db } from '../db/types';
import { sportsBetDetails } from '../sports/bets/history';
import { readHistory, type SourceRow } from './repository';

const currencyOf = (row: SourceRow): Currency =>
  isCurrency(String(row.currency)) ? (row.currency as Currency) : DEFAULT_CURRENCY;
const minor = (value: unknown) => BigInt(String(value));
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

type SportsDetails = Awaited<ReturnType<typeof sportsBetDetails>>;

/** A source row as the answer shows it (null: a sports bet whose details could not be read). */
function rowView(row: SourceRow, sports: SportsDetails): HistoryRow | null {
  const currency = currencyOf(row);
  const created_at = new Date(row.at).toISOString();
  switch (row.kind) {
    case 'sports_bet': {
      const details = sports.get(row.id);
      return details ? { kind: 'sports_bet', id: row.id, currency, ...details, created_at } : null;
    }
    case 'round': {
      const stake = minor(row.amount_minor);
      const payout = minor(row.payout_minor);
      return {
        kind: 'round',
        id: row.id,
        game: row.game as GameName,
        currency,
        amount: fromMinor(stake, currency),
        multiplier: formatMultiplier(Number(row.multiplier_bp)),
        payout: fromMinor(payout, currency),
        net: fromMinor(payout - stake, currency),
        status: row.status === 'active' ? 'active' : 'settled',
        seeds_revealed: Boolean(row.seeds_revealed),
        created_at,
      };
    }
    case 'deposit': {
      const status = INVOICE_STATUS_NAMES[Number(row.status) - 1] ?? 'waiting';
      return {
        kind: 'deposit',
        id: row.id,
        currency,
        amount: fromMinor(minor(row.amount_minor), currency),
        credited: status === 'paid' ? fromMinor(minor(row.credited_minor), currency) : null,
        method: String(row.method),
        status,
        created_at,
      };
    }
    case 'withdrawal':
      return {
        kind: 'withdrawal',
        id: row.id,
        currency,
        amount: fromMinor(minor(row.amount_minor), currency),
        method: oneOf(PAYOUT_METHODS, row.method, 'card'),
        status: oneOf(PAYOUT_STATUSES, row.status, 'pending'),
        created_at,
      };
    case 'other':
      return {
        kind: 'other',
        id: row.id,
        currency,
        ledger_kind: oneOf(OTHER_LEDGER_KINDS, row.ledger_kind, 'adjustment'),
        amount: fromMinor(minor(row.amount_minor), currency),
        created_at,
      };
  }
}

/** A page of a player's history as the answer shows it: the player's own page and the back office read this. */
export async function historyPage(
  db: Db,
  userId: number,
  query: z.output<typeof HistoryListQuery>,
): Promise<HistoryListAnswer> {
  const { kind, game, from, to, cursor, limit } = query;
  const rows = await readHistory(db, { userId, kind, game, from, to, cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const sports = await sportsBetDetails(
    db,
    userId,
    page.filter((row) => row.kind === 'sports_bet').map((row) => row.id),
  );
  return {
    data: {
      items: page.flatMap((row) => rowView(row, sports) ?? []),
      next_cursor: rows.length > limit && last ? formatCursor({ at: last.at, kind: last.kind, id: last.id }) : null,
    },
  };
}
