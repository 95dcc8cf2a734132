import { describe, expect, it } from 'vitest';
import { type BetSeeds, betFloats } from '../fairness/bytes';
import { verifyOutcome } from '../fairness/verify';
import type { OneShotGame } from './game';
import { BP, payoutMinor } from './multiplier';
import { BetRefused } from './refusal';
import { ENGINE_VERSIONS, GAME_NAMES, GAMES, gameOf } from './registry';
import { type HiloState, hiloMultiplier } from './rules/hilo';
import { type MinerState, minerMultiplier } from './rules/miner';
import { rouletteCovered } from './rules/roulette';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'engine-test', nonce: 7 };

/** A one-shot game of the registry settled from `seeds` as the server and the demo draw them. */
async function settle(game: OneShotGame, seeds: BetSeeds, stake: bigint, body: unknown) {
  return game.settle(await betFloats(seeds, game.floats(body) as number), body, stake, 'RUB');
}

const dice = gameOf('dice');
const hilo = gameOf('hilo');
const miner = gameOf('miner');
const startHilo = async (s: BetSeeds) => (await hilo.start(s)).state;
const stepHilo = async (s: BetSeeds, state: HiloState, running: number, guess: 'skip' | 'higher' | 'lower') =>
  hilo.step(s, { state, running, stake: 1n }, { guess, version: 0 });
const startMiner = async (s: BetSeeds, mines: number) => (await miner.start(s, { amount: '1', mines })).state;
const stepMiner = async (state: MinerState, tile: number) => {
  const next = await miner.step(seeds, { state, running: BP, stake: 100n }, { tile, version: 0 });
  return { ...next, lost: next.ended && next.multiplier === 0, cleared: next.ended && next.multiplier > 0 };
};

describe('the registry games settle from the draw', () => {
  it('dice settles from the first float as the verifier draws it', async () => {
    const { roll } = (await verifyOutcome(seeds, { game: 'dice' })) as { roll: number };
    const over = await settle(dice, seeds, 1_000n, { amount: '10', direction: 'over', target: roll - 1 });
    expect(over.outcome.roll).toBe(roll);
    expect(over.payout).toBeGreaterThan(0n);
    const under = await settle(dice, seeds, 1_000n, { amount: '10', direction: 'under', target: roll });
    expect(under.payout).toBe(0n);
  });

  it('roulette pays the sum of the chips that cover the pocket', async () => {
    const { pocket } = (await verifyOutcome(seeds, { game: 'roulette' })) as { pocket: number };
    const chips = [
      { bet: { kind: 'straight' as const, number: pocket }, amount: '1' },
      { bet: { kind: 'straight' as const, number: (pocket + 1) % 37 }, amount: '1' },
      { bet: { kind: 'dozen' as const, index: 1 as const }, amount: '3' },
    ];
    const settled = await settle(gameOf('roulette'), seeds, 500n, { chips });
    const dozenWins = rouletteCovered({ kind: 'dozen', index: 1 }).includes(pocket);
    expect(settled.payout).toBe(3_600n + (dozenWins ? 900n : 0n));
    expect(settled.multiplier).toBe(Number((settled.payout * BigInt(BP)) / 500n));
  });

  it('hilo: skip draws the next card and keeps the multiplier; a guess multiplies or ends the round', async () => {
    const start = await startHilo(seeds);
    const skipped = await stepHilo(seeds, start, BP, 'skip');
    expect(skipped.multiplier).toBe(BP);
    const { cards } = (await verifyOutcome(seeds, { game: 'hilo', cards: 3 })) as { cards: { index: number }[] };
    expect(skipped.state.cards.map((c) => c.index)).toEqual(cards.slice(0, 2).map((c) => c.index));
    const current = skipped.state.cards[1];
    if (!current) throw new Error('no card');
    const guess = current.rank < 6 ? 'higher' : 'lower';
    const next = await stepHilo(seeds, skipped.state, BP, guess);
    expect(next.state.cards[2]?.index).toBe(cards[2]?.index);
    expect(next.multiplier).toBe(next.ended ? 0 : hiloMultiplier(current.rank, guess));
    if (current.rank === 0) await expect(stepHilo(seeds, skipped.state, BP, 'lower')).rejects.toThrow(BetRefused);
  });

  it('miner: mines as the verifier draws them; a tile opens once; the last safe tile clears the board', async () => {
    const state = await startMiner(seeds, 24);
    const { mines } = (await verifyOutcome(seeds, { game: 'miner', mines: 24 })) as { mines: number[] };
    expect(state.mines).toEqual(mines);
    const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t)) ?? -1;
    const won = await stepMiner(state, safe);
    expect(won).toMatchObject({ lost: false, cleared: true, multiplier: minerMultiplier(24, 1) });
    expect(payoutMinor(100n, won.multiplier)).toBe(2_475n);
    await expect(stepMiner(won.state, safe)).rejects.toThrow(BetRefused);
    expect(await stepMiner(state, mines[0] ?? -1)).toMatchObject({ lost: true, multiplier: 0 });
    await expect(startMiner(seeds, 25)).rejects.toThrow(BetRefused);
  });
});

describe('the registry', () => {
  it('names each game once, with its engine version', () => {
    expect(new Set(GAME_NAMES).size).toBe(GAMES.length);
    expect(Object.keys(ENGINE_VERSIONS).sort()).toEqual([...GAME_NAMES].sort());
  });
});
