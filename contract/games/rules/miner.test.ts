import { describe, expect, it } from 'vitest';
import { betFloats } from '../../fairness/bytes';
import { minerMines } from '../../fairness/outcomes';
import { verifyOutcome } from '../../fairness/verify';
import { formatMultiplier } from '../multiplier';
import { minerMultiplier, minerOutcome, minerStart, minerStep } from './miner';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe("miner rounds (the server's and the demo's)", () => {
  it('draws the mines from the round seeds at start, like the verifier', async () => {
    const state = await minerStart(seeds, 5);
    expect(state.mines).toEqual(minerMines(await betFloats(seeds, 5), 5));
    expect(await verifyOutcome(seeds, { game: 'miner', mines: 5 })).toEqual({ game: 'miner', mines: state.mines });
  });

  it('pays the contract multiplier on safe tiles, loses on a mine and hides the mines until the end', async () => {
    const state = await minerStart(seeds, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !state.mines.includes(tile));
    const first = minerStep(state, safe[0] ?? 0);
    expect(first.lost).toBe(false);
    expect(first.multiplier).toBe(minerMultiplier(3, 1));
    expect(minerOutcome(first.state, false)).not.toHaveProperty('mine_tiles');
    expect(minerOutcome(first.state, false).next_multiplier).toBe(formatMultiplier(minerMultiplier(3, 2)));
    const boom = minerStep(first.state, state.mines[0] ?? 0);
    expect(boom.lost).toBe(true);
    expect(boom.multiplier).toBe(0);
    expect(minerOutcome(boom.state, true).mine_tiles).toEqual(state.mines);
    expect(() => minerStep(first.state, safe[0] ?? 0)).toThrow(/already open/);
  });
});
