import type { RoomRound } from '../../contract/api/rooms';
import type { Room } from '../../contract/bet-limits';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';

/** A room_rounds row as the queries read it (bigints as text). */
export interface RoundRow {
  id: number;
  room: Room;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  phase: 'waiting' | 'countdown' | 'drawn';
  opened_at: number;
  closes_at: number | null;
  drawn_at: number | null;
  winner_entry_id: number | null;
  pot_minor: string;
  commission_minor: string;
  payout_minor: string;
}

/** A room_entries row with its player's public name (null when hidden). */
export interface EntryRow {
  id: number;
  round_id: number;
  user_id: number;
  player: string | null;
  amount_minor: string;
  idempotency_key: string;
  /** The bonus money in the stake and the bonus that funded it (the pot is paid by them, rule 8). */
  stake_bonus_minor: string;
  bonus_grant_id: number | null;
}

export const ROUND_COLUMNS = `id, room, currency, server_seed, server_seed_hash, phase, opened_at::float8 AS opened_at,
  closes_at::float8 AS closes_at, drawn_at::float8 AS drawn_at, winner_entry_id::float8 AS winner_entry_id,
  pot_minor::text AS pot_minor, commission_minor::text AS commission_minor, payout_minor::text AS payout_minor`;

export const ENTRY_COLUMNS = `e.id::float8 AS id, e.round_id::float8 AS round_id, e.user_id,
  CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.name END AS player, e.amount_minor::text AS amount_minor,
  e.idempotency_key, e.stake_bonus_minor::text AS stake_bonus_minor, e.bonus_grant_id::int AS bonus_grant_id`;

export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);

/** share / pot as a decimal fraction with four places ("0.2500"), rounded down. */
function chanceOf(stake: bigint, pot: bigint): string {
  const tenThousandths = pot > 0n ? (stake * 10_000n) / pot : 0n;
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

/** The round as players see it: its seed only once drawn; players in order of their first entry. */
export function roundView(row: RoundRow, entries: readonly EntryRow[], callerId: number | null): RoomRound {
  const currency = currencyOf(row.currency);
  const drawn = row.phase === 'drawn';
  const money = (minor: bigint) => fromMinor(minor, currency);
  const pot = entries.reduce((sum, entry) => sum + BigInt(entry.amount_minor), 0n);
  const players = new Map<number, { player: string | null; stake: bigint }>();
  for (const entry of entries) {
    const seen = players.get(Number(entry.user_id)) ?? { player: entry.player, stake: 0n };
    seen.stake += BigInt(entry.amount_minor);
    players.set(Number(entry.user_id), seen);
  }
  const seats = [...players.keys()];
  const winner = entries.find((entry) => Number(entry.id) === Number(row.winner_entry_id));
  return {
    id: Number(row.id),
    room: row.room,
    currency,
    phase: row.phase,
    opened_at: Number(row.opened_at),
    closes_at: row.closes_at === null ? null : Number(row.closes_at),
    server_seed_hash: row.server_seed_hash,
    server_seed: drawn ? row.server_seed : null,
    client_seed: entries.map((entry) => Number(entry.id)).join(','),
    pot: money(pot),
    entries: entries.map((entry) => ({
      id: Number(entry.id),
      stake: money(BigInt(entry.amount_minor)),
      mine: callerId !== null && Number(entry.user_id) === callerId,
      seat: seats.indexOf(Number(entry.user_id)),
    })),
    players: [...players].map(([userId, { player, stake }]) => ({
      player,
      mine: callerId !== null && userId === callerId,
      stake: money(stake),
      chance: chanceOf(stake, pot),
    })),
    winner_entry_id: drawn && winner ? Number(winner.id) : null,
    winner: drawn && winner ? winner.player : null,
    commission: drawn ? money(BigInt(row.commission_minor)) : null,
    payout: drawn ? money(BigInt(row.payout_minor)) : null,
    drawn_at: drawn && row.drawn_at !== null ? Number(row.drawn_at) : null,
  };
}
