import { describe, expect, it } from 'vitest';
import type { RoomRound } from '../../../contract/api/rooms';
import { roomDraw } from '../../../contract/fairness/rooms';
import { hashServerSeed } from '../../../contract/fairness/seeds';
import { fromMinor } from '../../../contract/money';
import { arcsOf, checkDraw, underPointer, wheelTurn } from './room-draw';

/** A drawn round of `stakes` (minor units; listed newest entry first), drawn from `seed` by the contract. */
async function drawnRound(seed: string, stakes: bigint[]): Promise<RoomRound> {
  const entries = stakes.map((stake, i) => ({ id: 100 + stakes.length - i, stake }));
  const draw = await roomDraw(seed, entries);
  const pot = fromMinor(draw.pot, 'RUB');
  return {
    id: 1,
    room: 'red',
    currency: 'RUB',
    phase: 'drawn',
    opened_at: 1,
    closes_at: 2,
    server_seed_hash: await hashServerSeed(seed),
    server_seed: seed,
    client_seed: entries.map((entry) => entry.id).join(','),
    pot,
    entries: entries.map((entry, seat) => ({ id: entry.id, seat, stake: fromMinor(entry.stake, 'RUB'), mine: false })),
    players: [],
    winner_entry_id: draw.winner.id,
    winner: null,
    commission: null,
    payout: null,
    drawn_at: 3,
  };
}

describe('the rooms wheel lands on the winner', () => {
  it('the pointer stops inside the winning entry’s arc, spin after spin, with and without the show turns', async () => {
    let turn = 0;
    for (let n = 0; n < 60; n++) {
      // 2 to 20 entries of uneven stakes: thin arcs included.
      const count = 2 + (n % 19);
      const stakes = Array.from({ length: count }, (_, i) => BigInt(100 + ((n * 37 + i * 911) % 5000)));
      const round = await drawnRound(`seed-${n}`, stakes);
      const check = await checkDraw(round);
      expect(check?.verified).toBe(true);
      turn = wheelTurn(turn, check?.at ?? 0, n % 2 === 0 ? 5 : 0);
      const pointer = underPointer(turn);
      const arc = arcsOf(round).find((a) => a.from <= pointer && pointer < a.to);
      expect(arc?.id, `round ${n}: pointer at ${pointer}`).toBe(round.winner_entry_id);
    }
  });

  it('turns onward only (never back), by whole show turns', () => {
    expect(wheelTurn(0, 0.25, 5)).toBe(5 * 360 + 270);
    expect(wheelTurn(5 * 360 + 270, 0.75, 0)).toBe(6 * 360 + 90);
    expect(underPointer(6 * 360 + 90)).toBeCloseTo(0.75);
  });
});
