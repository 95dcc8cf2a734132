import { describe, expect, it } from 'vitest';
import type { RoomInfo, RoomRound } from '../../../contract/api/rooms';
import { applyEvent, applySnapshot, applyState, markMine, type RoomsView } from './room-rounds';

function round(id: number, entries: [number, number, string][], phase: RoomRound['phase'] = 'waiting'): RoomRound {
  const seats = [...new Set(entries.map(([, seat]) => seat))];
  const pot = entries.reduce((sum, [, , stake]) => sum + Number(stake), 0);
  return {
    id,
    room: 'red',
    currency: 'RUB',
    phase,
    opened_at: 1,
    closes_at: phase === 'waiting' ? null : 100,
    server_seed_hash: 'h',
    server_seed: phase === 'drawn' ? 's' : null,
    client_seed: entries.map(([entry]) => entry).join(','),
    pot: pot.toFixed(2),
    entries: entries.map(([entry, seat, stake]) => ({ id: entry, seat, stake, mine: false })),
    players: seats.map((seat) => {
      const stake = entries.filter(([, s]) => s === seat).reduce((sum, [, , x]) => sum + Number(x), 0);
      return { player: `p${seat}`, mine: false, stake: stake.toFixed(2), chance: (stake / pot).toFixed(4) };
    }),
    winner_entry_id: phase === 'drawn' ? (entries[0]?.[0] ?? null) : null,
    winner: null,
    commission: null,
    payout: null,
    drawn_at: null,
  };
}

const info = (r: RoomRound | null): RoomInfo => ({
  room: 'red',
  currency: 'RUB',
  entry: '1.00',
  max_total: '100.00',
  commission_bp: 500,
  round: r,
});
const empty: RoomsView = { currency: null, rooms: {}, drawn: {} };

describe("the rooms' live state on the page", () => {
  it("marks the viewer's seat from the entries they made, which the bus's rounds never mark", () => {
    const marked = markMine(
      round(7, [
        [1, 0, '1.00'],
        [2, 1, '3.00'],
        [3, 0, '2.00'],
      ]),
      new Set([2]),
    );
    expect(marked.entries.map((entry) => entry.mine)).toEqual([false, true, false]);
    expect(marked.players.map((player) => player.mine)).toEqual([false, true]);
  });

  it('a join event shows the new player; an older state that arrives late is not shown over it', () => {
    let view = applySnapshot(empty, [info(round(7, [[1, 0, '1.00']]))], new Set());
    const two = round(
      7,
      [
        [1, 0, '1.00'],
        [2, 1, '1.00'],
      ],
      'countdown',
    );
    view = applyEvent(view, { type: 'joined', entry_id: 2, round: two }, new Set([2]));
    expect(view.rooms.red?.round?.players.map((player) => player.mine)).toEqual([false, true]);
    view = applyEvent(view, { type: 'joined', entry_id: 1, round: round(7, [[1, 0, '1.00']]) }, new Set());
    expect(view.rooms.red?.round?.entries).toHaveLength(2);
    view = applyState(view, info(round(7, [[1, 0, '1.00']])), new Set());
    expect(view.rooms.red?.round?.entries).toHaveLength(2);
  });

  it("a draw becomes the room's last draw and its round leaves; the next round opens; other currencies are not shown", () => {
    let view = applySnapshot(empty, [info(round(7, [[1, 0, '1.00']]))], new Set());
    const drawn = round(
      7,
      [
        [1, 0, '1.00'],
        [2, 1, '1.00'],
      ],
      'drawn',
    );
    view = applyEvent(view, { type: 'drawn', round: drawn }, new Set([1]));
    expect(view.drawn.red?.id).toBe(7);
    expect(view.drawn.red?.players[0]?.mine).toBe(true);
    expect(view.rooms.red?.round).toBeNull();
    view = applyEvent(view, { type: 'opened', round: round(8, []) }, new Set());
    expect(view.rooms.red?.round?.id).toBe(8);
    view = applyEvent(
      view,
      { type: 'joined', entry_id: 9, round: { ...round(9, [[9, 0, '5.00']]), currency: 'KZT' } },
      new Set(),
    );
    expect(view.rooms.red?.round?.id).toBe(8);
  });
});
