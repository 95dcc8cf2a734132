import { describe, expect, it } from 'vitest';
import { verifyOutcome } from '../../fairness/verify';
import { BP, MAX_MULTIPLIER } from '../multiplier';
import {
  drawHiloCard,
  hiloGuessAllowed,
  hiloMultiplier,
  hiloOffers,
  hiloRunningMultiplier,
  hiloStart,
  hiloStep,
  hiloWins,
} from './hilo';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe("hilo rounds (the server's and the demo's)", () => {
  it('draws the card of step s at cursor s and multiplies like the contract', async () => {
    let state = await hiloStart(seeds);
    expect(state.cards[0]).toEqual(await drawHiloCard(seeds, 0));
    const skipped = await hiloStep(seeds, state, BP, 'skip');
    expect(skipped.multiplier).toBe(10_000);
    expect(skipped.state.cards[1]).toEqual(await drawHiloCard(seeds, 1));
    state = skipped.state;
    const current = state.cards[1];
    if (!current) throw new Error('no card');
    const guess = current.rank >= 6 ? (current.rank === 12 ? 'same' : 'lower') : 'higher';
    const next = await hiloStep(seeds, state, skipped.multiplier, guess);
    const expected = hiloRunningMultiplier(next.state.cards.slice(1), [guess]);
    expect(next.multiplier).toBe(expected);
    expect(next.lost).toBe(expected === 0);
    const verified = await verifyOutcome(seeds, { game: 'hilo', cards: next.state.cards.length });
    expect(verified).toEqual({ game: 'hilo', cards: next.state.cards });
  });

  it('refuses a winning guess past the multiplier cap, so the player cashes out first', async () => {
    const state = await hiloStart(seeds);
    const [current, next] = [state.cards[0], await drawHiloCard(seeds, 1)];
    if (!current) throw new Error('no card');
    const moves = ['higher', 'lower', 'higherOrSame', 'lowerOrSame', 'same'] as const;
    const winning = moves.find((guess) => hiloGuessAllowed(current.rank, guess) && hiloWins(current, next, guess));
    if (!winning) throw new Error('no winning guess');
    const capped = MAX_MULTIPLIER - 1;
    await expect(hiloStep(seeds, state, capped, winning)).rejects.toMatchObject({
      field: 'guess',
      code: 'multiplier_limit',
    });
    expect(hiloOffers(current, capped)).toEqual({});
    expect((await hiloStep(seeds, state, BP, winning)).multiplier).toBe(hiloMultiplier(current.rank, winning));
  });

  it('refuses a guess that cannot lose', async () => {
    const state = { cards: [{ index: 0, rank: 0, suit: '♦' as const, label: '2♦' }], steps: [] };
    await expect(hiloStep(seeds, state, 10_000, 'higherOrSame')).rejects.toThrow(/not offered/);
  });
});
