import { describe, expect, it } from 'vitest';
import { nodeSha256Hex, referenceRoomWinner } from './node-reference.testing';
import { entryHoldingTicket, roomDraw, roomPayout, roomTicket, verifyRoomRound } from './rooms';
import { hashServerSeed, newServerSeed } from './seeds';

describe('private rooms fairness', () => {
  it('draws the same winner and ticket as an independent node:crypto reference', async () => {
    for (let round = 0; round < 200; round++) {
      const seed = newServerSeed();
      const count = 2 + (round % 19);
      const entries = Array.from({ length: count }, (_, i) => ({
        id: 1000 + round * 40 + i * 2,
        stake: BigInt(100 + ((round * 7919 + i * 104729) % 500_000)),
      }));
      const ours = await roomDraw(seed, entries.toReversed());
      const reference = await referenceRoomWinner(seed, entries);
      expect({ id: ours.winner.id, ticket: ours.ticket, pot: ours.pot }).toEqual(reference);
    }
  });

  it('gives each entry exactly its stake in tickets, at the edges too', () => {
    const entries = [
      { id: 1, stake: 3n },
      { id: 2, stake: 1n },
      { id: 3, stake: 6n },
    ];
    expect([0n, 2n, 3n, 4n, 9n].map((ticket) => entryHoldingTicket(entries, ticket).id)).toEqual([1, 1, 2, 3, 3]);
    expect(() => entryHoldingTicket(entries, 10n)).toThrow(RangeError);
    expect(roomTicket(0, 10n)).toBe(0n);
    expect(roomTicket(1 - 2 ** -32, 10n)).toBe(9n);
    // Exact past 2^53: no double multiplication.
    expect(roomTicket(0.5, 2n ** 60n + 1n)).toBe(2n ** 59n);
  });

  it('verifies a round offline: the seed must match the hash shown and the winner the draw', async () => {
    const seed = newServerSeed();
    const serverSeedHash = await hashServerSeed(seed);
    expect(serverSeedHash).toBe(await nodeSha256Hex(seed));
    const entries = [
      { id: 7, stake: 1000n },
      { id: 9, stake: 1000n },
    ];
    const { winner } = await roomDraw(seed, entries);
    const loser = winner.id === 7 ? 9 : 7;
    expect(await verifyRoomRound({ serverSeed: seed, serverSeedHash, entries, winnerEntryId: winner.id })).toBe(true);
    expect(await verifyRoomRound({ serverSeed: seed, serverSeedHash, entries, winnerEntryId: loser })).toBe(false);
    expect(
      await verifyRoomRound({ serverSeed: newServerSeed(), serverSeedHash, entries, winnerEntryId: winner.id }),
    ).toBe(false);
  });

  it('takes the commission in basis points, rounded down, the rest to the winner', () => {
    expect(roomPayout(4000n, 500)).toEqual({ commission: 200n, payout: 3800n });
    expect(roomPayout(199n, 100)).toEqual({ commission: 1n, payout: 198n });
    expect(roomPayout(99n, 100)).toEqual({ commission: 0n, payout: 99n });
  });
});
