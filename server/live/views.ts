import type { LiveBet, LiveRound, LiveTotal } from '../../contract/api/live';
import { liveClientSeed } from '../../contract/fairness/live';
import type { LiveTable } from '../../contract/live/tables';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';

/** A live_rounds row as the queries read it. */
export interface RoundRow {
  id: number;
  live_table: LiveTable;
  phase: 'betting' | 'settled';
  server_seed: string;
  server_seed_hash: string;
  opened_at: number;
  closes_at: number;
  settled_at: number | null;
  outcome: number | null;
}

/** A live_bets row (bigints as text). */
export interface BetRow {
  id: number;
  round_id: number;
  user_id: number;
  live_table: LiveTable;
  currency: string;
  spot: string;
  amount_minor: string;
  status: 'open' | 'won' | 'lost';
  payout_minor: string | null;
}

export interface TotalRow {
  currency: string;
  amount_minor: string;
  bets: number;
  players: number;
}

export const ROUND_COLUMNS = `id::float8 AS id, live_table, phase, server_seed, server_seed_hash,
  opened_at::float8 AS opened_at, closes_at::float8 AS closes_at, settled_at::float8 AS settled_at, outcome`;

export const BET_COLUMNS = `b.id::float8 AS id, b.round_id::float8 AS round_id, b.user_id, r.live_table, b.currency,
  b.spot, b.amount_minor::text AS amount_minor, b.status, b.payout_minor::text AS payout_minor`;

export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);

/** The round as players see it: its seed only once drawn. */
export function roundView(row: RoundRow): LiveRound {
  const settled = row.phase === 'settled';
  return {
    id: Number(row.id),
    table: row.live_table,
    phase: row.phase,
    opened_at: Number(row.opened_at),
    closes_at: Number(row.closes_at),
    settled_at: settled && row.settled_at !== null ? Number(row.settled_at) : null,
    server_seed_hash: row.server_seed_hash,
    server_seed: settled ? row.server_seed : null,
    client_seed: liveClientSeed(row.live_table, Number(row.id)),
    outcome: settled && row.outcome !== null ? Number(row.outcome) : null,
  };
}

export function betView(row: BetRow): LiveBet {
  const currency = currencyOf(row.currency);
  return {
    id: Number(row.id),
    round_id: Number(row.round_id),
    table: row.live_table,
    spot: row.spot,
    currency,
    stake: fromMinor(BigInt(row.amount_minor), currency),
    status: row.status,
    payout: row.payout_minor === null ? null : fromMinor(BigInt(row.payout_minor), currency),
  };
}

export const totalView = (row: TotalRow): LiveTotal => {
  const currency = currencyOf(row.currency);
  return {
    currency,
    amount: fromMinor(BigInt(row.amount_minor), currency),
    bets: Number(row.bets),
    players: Number(row.players),
  };
};
