import type { RoomRound } from '../../../contract/api/rooms';
import { roomDraw, verifyRoomRound } from '../../../contract/fairness/rooms';
import { toMinor } from '../../../contract/money';

export interface CheckedDraw {
  /** Where the ticket lies around the wheel, 0..1 from the top, clockwise (entries laid end to end by id). */
  at: number;
  ticket: bigint;
  pot: bigint;
  float: number;
  winnerEntryId: number;
  /** The revealed seed hashes to the hash shown at the start, and the draw's winner is the server's. */
  verified: boolean;
}

const stakesOf = (round: RoomRound) =>
  round.entries.map((entry) => ({ id: entry.id, stake: toMinor(entry.stake, round.currency) }));

/** Recomputes a drawn round in the browser (contract/fairness/rooms.ts): the wheel lands where this says. */
export async function checkDraw(round: RoomRound): Promise<CheckedDraw | null> {
  if (!round.server_seed || round.winner_entry_id === null || round.entries.length === 0) return null;
  const entries = stakesOf(round);
  const draw = await roomDraw(round.server_seed, entries);
  const verified = await verifyRoomRound({
    serverSeed: round.server_seed,
    serverSeedHash: round.server_seed_hash,
    entries,
    winnerEntryId: round.winner_entry_id,
  });
  return {
    // The middle of the ticket's unit, so the pointer never sits on a border.
    at: (Number(draw.ticket) + 0.5) / Number(draw.pot),
    ticket: draw.ticket,
    pot: draw.pot,
    float: draw.float,
    winnerEntryId: draw.winner.id,
    verified,
  };
}

/** The wheel's arcs: each entry's start and end as fractions of the pot, in id order. */
export function arcsOf(round: RoomRound): { id: number; seat: number; mine: boolean; from: number; to: number }[] {
  const entries = [...round.entries].sort((a, b) => a.id - b.id);
  const stakes = entries.map((entry) => Number(toMinor(entry.stake, round.currency)));
  const pot = stakes.reduce((sum, stake) => sum + stake, 0);
  let start = 0;
  return entries.map((entry, i) => {
    const from = start / pot;
    start += stakes[i] as number;
    return { id: entry.id, seat: entry.seat, mine: entry.mine, from, to: start / pot };
  });
}

/**
 * The wheel's turn (degrees, clockwise) that brings the point `at` of the wheel (0..1 clockwise from the top) under
 * the pointer at the top: onward from `previous` to the next whole turn, plus `spins` full turns of show.
 */
export function wheelTurn(previous: number, at: number, spins: number): number {
  return Math.ceil(previous / 360) * 360 + spins * 360 + (1 - at) * 360;
}

/** The point of the wheel (0..1 clockwise from the top) under the pointer once the wheel has turned `turn` degrees. */
export function underPointer(turn: number): number {
  const turned = (((turn % 360) + 360) % 360) / 360;
  return (1 - turned) % 1;
}
