import type { z } from 'zod';
import { INVOICE_STATUS_NAMES, PAYOUT_METHODS, PAYOUT_STATUSES } from '../../contract/api/billing';
import {
  formatCursor,
  type HistoryKind,
  type HistoryListAnswer,
  type HistoryListQuery,
  type HistoryRow,
  OTHER_LEDGER_KINDS,
} from '../../contract/api/history';
import { ROOMS } from '../../contract/bet-limits';
import { formatBust } from '../../contract/fairness/crash';
import { formatMultiplier } from '../../contract/games/multiplier';
import type { GameName } from '../../contract/games/registry';
import { LIVE_TABLES } from '../../contract/live/tables';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import type { Db } from '../db/types';
import { type RoundEntryStake, roundEntryStakes } from '../rooms/history';
import { isProvider, PROVIDERS, type ProviderId } from '../slots/providers';
import { sportsBetDetails } from '../sports/bets/history';
import { readHistory, type SourceRow } from './repository';

const currencyOf = (row: SourceRow): Currency =>
  isCurrency(String(row.currency)) ? (row.currency as Currency) : DEFAULT_CURRENCY;
const minor = (value: unknown) => BigInt(String(value));
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const hundredths = (value: unknown) => (value === null || value === undefined ? null : formatBust(Number(value)));

/** What a page's rows need beyond their own columns, read once per page. */
interface PageDetails {
  sports: Awaited<ReturnType<typeof sportsBetDetails>>;
  roomEntries: Map<number, RoundEntryStake[]>;
}

/** A source row as the answer shows it (null: a sports bet whose details could not be read). */
function rowView(row: SourceRow, details: PageDetails): HistoryRow | null {
  const currency = currencyOf(row);
  const created_at = new Date(row.at).toISOString();
  const money = (value: unknown) => fromMinor(minor(value), currency);
  switch (row.kind) {
    case 'crash_bet': {
      const stake = minor(row.amount_minor);
      const payout = minor(row.payout_minor);
      return {
        kind: 'crash_bet',
        id: row.id,
        currency,
        amount: fromMinor(stake, currency),
        cashout: hundredths(row.cashout),
        auto_cashout: hundredths(row.auto_cashout),
        payout: fromMinor(payout, currency),
        net: fromMinor(payout - stake, currency),
        status: oneOf(['active', 'cashed_out', 'lost'] as const, row.status, 'active'),
        round: {
          id: Number(row.round_id),
          game: Number(row.game),
          bust: hundredths(row.bust),
          hash: row.hash === null ? null : String(row.hash),
        },
        created_at,
      };
    }
    case 'room_entry': {
      const stake = minor(row.amount_minor);
      const payout = minor(row.payout_minor);
      const roundId = Number(row.round_id);
      const entries = details.roomEntries.get(roundId) ?? [];
      const winner = row.winner_entry_id === null ? null : Number(row.winner_entry_id);
      return {
        kind: 'room_entry',
        id: row.id,
        currency,
        room: oneOf(ROOMS, row.room, 'red'),
        amount: fromMinor(stake, currency),
        payout: fromMinor(payout, currency),
        net: fromMinor(payout - stake, currency),
        status: row.phase !== 'drawn' ? 'waiting' : winner === row.id ? 'won' : 'lost',
        round: {
          id: roundId,
          server_seed_hash: String(row.server_seed_hash),
          server_seed: row.server_seed === null ? null : String(row.server_seed),
          client_seed: entries.map((entry) => entry.id).join(','),
          entries: entries.map((entry) => ({ id: entry.id, stake: fromMinor(entry.stakeMinor, currency) })),
          winner_entry_id: winner,
        },
        created_at,
      };
    }
    case 'live_bet': {
      const stake = minor(row.amount_minor);
      const settled = row.payout_minor !== null && row.status !== 'open';
      return {
        kind: 'live_bet',
        id: row.id,
        currency,
        table: oneOf(LIVE_TABLES, row.live_table, 'roulette'),
        spot: String(row.spot),
        amount: fromMinor(stake, currency),
        payout: settled ? money(row.payout_minor) : null,
        net: settled ? fromMinor(minor(row.payout_minor) - stake, currency) : null,
        status: oneOf(['open', 'won', 'lost'] as const, row.status, 'open'),
        round: {
          id: Number(row.round_id),
          outcome: row.outcome === null ? null : Number(row.outcome),
          server_seed_hash: String(row.server_seed_hash),
          server_seed: row.server_seed === null ? null : String(row.server_seed),
        },
        created_at,
      };
    }
    case 'slot_round': {
      const staked = minor(row.amount_minor);
      const won = minor(row.payout_minor);
      const refunded = minor(row.refunded_minor);
      return {
        kind: 'slot_round',
        id: row.id,
        currency,
        provider: String(row.provider),
        provider_name: isProvider(String(row.provider))
          ? PROVIDERS[row.provider as ProviderId].name
          : String(row.provider),
        provider_round_id: String(row.provider_round_id),
        title: row.title === null ? null : String(row.title),
        slug: row.slug === null ? null : String(row.slug),
        amount: fromMinor(staked, currency),
        payout: fromMinor(won, currency),
        refunded: fromMinor(refunded, currency),
        net: fromMinor(won + refunded - staked, currency),
        free_spins: Boolean(row.free_spins),
        status: row.ended ? 'ended' : 'open',
        created_at,
      };
    }
    case 'sports_bet': {
      const bet = details.sports.get(row.id);
      return bet ? { kind: 'sports_bet', id: row.id, currency, ...bet, created_at } : null;
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

/** Source rows as the answer shows them, with what they need beyond their own columns read once for them all. */
async function viewsOf(db: Db, userId: number, rows: readonly SourceRow[]): Promise<HistoryRow[]> {
  const idsOf = (kind: SourceRow['kind'], id: (row: SourceRow) => number) =>
    rows.filter((row) => row.kind === kind).map(id);
  const details: PageDetails = {
    sports: await sportsBetDetails(
      db,
      userId,
      idsOf('sports_bet', (row) => row.id),
    ),
    roomEntries: await roundEntryStakes(db, [...new Set(idsOf('room_entry', (row) => Number(row.round_id)))]),
  };
  return rows.flatMap((row) => rowView(row, details) ?? []);
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
  return {
    data: {
      items: await viewsOf(db, userId, page),
      next_cursor: rows.length > limit && last ? formatCursor({ at: last.at, kind: last.kind, id: last.id }) : null,
    },
  };
}

/** One row of the player's own history as the list shows it; null when the player has no such row. */
export async function historyRow(db: Db, userId: number, kind: HistoryKind, id: number): Promise<HistoryRow | null> {
  const rows = await readHistory(db, {
    userId,
    kind: 'all',
    game: undefined,
    from: undefined,
    to: undefined,
    cursor: undefined,
    limit: 1,
    row: { kind, id },
  });
  return (await viewsOf(db, userId, rows))[0] ?? null;
}
