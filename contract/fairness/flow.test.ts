/** A bet's life end to end: commit, bet, settle, rotate, then the player's own check of the revealed seed. */
import { describe, expect, it } from 'vitest';
import { payoutMinor } from '../games/multiplier';
import { MINER, minerMultiplier, minerPayout } from '../games/rules/miner';
import { referenceFloats } from './node-reference.testing';
import { createSeedPair, placeBet, publicSeedPair, rotateSeedPair, verifyRevealedSeed } from './seeds';
import { verifyOutcome } from './verify';

describe('a miner session under one seed pair', () => {
  it('settles bets the player can recompute after rotation', async () => {
    let pair = await createSeedPair('players-own-seed');
    const shownBefore = publicSeedPair(pair);
    const settled: { nonce: number; mines: number[]; payout: bigint }[] = [];
    for (let i = 0; i < 5; i++) {
      const bet = placeBet(pair);
      pair = bet.pair;
      const outcome = await verifyOutcome(bet.seeds, { game: 'miner', mines: 3 });
      if (outcome.game !== 'miner') throw new Error('wrong game');
      const opened = Array.from({ length: 25 }, (_, tile) => tile)
        .filter((tile) => !outcome.mines.includes(tile))
        .slice(0, 2); // the player opens two safe tiles and cashes out
      settled.push({
        nonce: bet.seeds.nonce,
        mines: outcome.mines,
        payout: payoutMinor(1_000n, minerPayout(outcome.mines, opened)),
      });
    }
    expect(settled.map((bet) => bet.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(settled.every((bet) => bet.payout === payoutMinor(1_000n, minerMultiplier(3, 2, MINER)))).toBe(true);

    const { revealed } = await rotateSeedPair(pair);
    expect(revealed.serverSeedHash).toBe(shownBefore.serverSeedHash);
    expect(await verifyRevealedSeed(revealed)).toBe(true);
    for (const bet of settled) {
      // The player's own recomputation: node:crypto floats, the published selection rule.
      const floats = await referenceFloats({ ...revealed, nonce: bet.nonce }, 3);
      const tiles = Array.from({ length: 25 }, (_, i) => i);
      const mines = floats.map((f, i) => tiles.splice(Math.floor(f * (25 - i)), 1)[0]);
      expect(mines).toEqual(bet.mines);
    }
  });
});
