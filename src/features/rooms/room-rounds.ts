import type { RoomInfo, RoomRound } from '../../../contract/api/rooms';
import type { Room } from '../../../contract/bet-limits';
import type { Currency } from '../../../contract/money';
import type { RoomEvent } from '../../../contract/realtime/rooms';

/** What the rooms' pages show: each room as the server has it in the viewer's currency, and its last draw. */
export interface RoomsView {
  currency: Currency | null;
  rooms: Partial<Record<Room, RoomInfo>>;
  /** Each room's newest drawn round (the wheel spins to its winner). */
  drawn: Partial<Record<Room, RoomRound>>;
}

/**
 * Marks the viewer's stakes: the bus's rounds carry `mine: false` (it has no caller), so the entries this player
 * made (`mine` by id, learnt from the server's answers to them) and their seats are marked here.
 */
export function markMine(round: RoomRound, mine: ReadonlySet<number>): RoomRound {
  const entries = round.entries.map((entry) => ({ ...entry, mine: entry.mine || mine.has(entry.id) }));
  const seats = new Set(entries.filter((entry) => entry.mine).map((entry) => entry.seat));
  return {
    ...round,
    entries,
    players: round.players.map((player, i) => ({ ...player, mine: player.mine || seats.has(i) })),
  };
}

/** The entry ids of a round the server marked as the viewer's. */
export const mineIn = (round: RoomRound | null | undefined): number[] =>
  round ? round.entries.filter((entry) => entry.mine).map((entry) => entry.id) : [];

/** Is `next` the same round as `current` or a later state of it (never goes back to fewer entries or an earlier phase)? */
function newer(current: RoomRound | null | undefined, next: RoomRound): boolean {
  if (!current || next.id > current.id) return true;
  if (next.id < current.id) return false;
  const rank = { waiting: 0, countdown: 1, drawn: 2 } as const;
  return (
    rank[next.phase] > rank[current.phase] ||
    (rank[next.phase] === rank[current.phase] && next.entries.length >= current.entries.length)
  );
}

/** The socket's whole state of the rooms (the snapshot after every (re)connect). */
export function applySnapshot(view: RoomsView, rooms: readonly RoomInfo[], mine: ReadonlySet<number>): RoomsView {
  const next: RoomsView = { currency: rooms[0]?.currency ?? view.currency, rooms: {}, drawn: view.drawn };
  for (const info of rooms) next.rooms[info.room] = { ...info, round: info.round && markMine(info.round, mine) };
  return next;
}

/** One round event: a room of another currency is not this viewer's; an older state than the one shown is skipped. */
export function applyEvent(view: RoomsView, event: RoomEvent, mine: ReadonlySet<number>): RoomsView {
  const round = markMine(event.round, mine);
  const info = view.rooms[round.room];
  if (!info || round.currency !== view.currency) return view;
  if (event.type === 'drawn') {
    const shown = view.drawn[round.room];
    if (shown && shown.id >= round.id) return view;
    const current = info.round?.id === round.id ? { ...info, round: null } : info;
    return { ...view, rooms: { ...view.rooms, [round.room]: current }, drawn: { ...view.drawn, [round.room]: round } };
  }
  if (!newer(info.round, round)) return view;
  return { ...view, rooms: { ...view.rooms, [round.room]: { ...info, round } } };
}

/** A room's state as GET answered it (the page's first load, and the server's truth after a lost answer). */
export function applyState(view: RoomsView, info: RoomInfo, mine: ReadonlySet<number>): RoomsView {
  const round = info.round && markMine(info.round, mine);
  const shown = view.rooms[info.room]?.round;
  const keep = shown && round && !newer(shown, round);
  if (round?.phase === 'drawn') {
    return { ...view, currency: info.currency, drawn: { ...view.drawn, [info.room]: round } };
  }
  return {
    ...view,
    currency: info.currency,
    rooms: { ...view.rooms, [info.room]: { ...info, round: keep ? shown : round } },
  };
}
