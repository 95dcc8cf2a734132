import { describe, expect, it } from 'vitest';
import { verifyOutcome } from '../../contract/fairness/verify';
import { hiloMultiplier } from '../../contract/games/hilo';
import { minerMultiplier } from '../../contract/games/miner';
import { BP, payoutMinor } from '../../contract/games/multiplier';
import { rouletteCovered } from '../../contract/games/roulette';
import { ValidationError } from '../lib/http-error';
import { settleDice, settleRoulette, startHilo, startMiner, stepHilo, stepMiner } from './engines';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'engine-test', nonce: 7 };

describe('engines', () => {
  it('dice settles from the first float as the verifier draws it', async () => {
    const { roll } = (await verifyOutcome(seeds, { game: 'dice' })) as { roll: number };
    const over = await settleDice(seeds, 1_000n, { direction: 'over', target: roll - 1 });
    expect(over.outcome.roll).toBe(roll);
    expect(over.payout).toBeGreaterThan(0n);
    const under = await settleDice(seeds, 1_000n, { direction: 'under', target: roll });
    expect(under.payout).toBe(0n);
  });

  it('roulette pays the sum of the chips that cover the pocket', async () => {
    const { pocket } = (await verifyOutcome(seeds, { game: 'roulette' })) as { pocket: number };
    const chips = [
      { bet: { kind: 'straight' as const, number: pocket }, amountMinor: 100n },
      { bet: { kind: 'straight' as const, number: (pocket + 1) % 37 }, amountMinor: 100n },
      { bet: { kind: 'dozen' as const, index: 1 as const }, amountMinor: 300n },
    ];
    const settled = await settleRoulette(seeds, chips, 'RUB');
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
    expect(next.multiplier).toBe(next.lost ? 0 : hiloMultiplier(current.rank, guess));
    if (current.rank === 0) await expect(stepHilo(seeds, skipped.state, BP, 'lower')).rejects.toThrow(ValidationError);
  });

  it('miner: mines as the verifier draws them; a tile opens once; the last safe tile clears the board', async () => {
    const state = await startMiner(seeds, 24);
    const { mines } = (await verifyOutcome(seeds, { game: 'miner', mines: 24 })) as { mines: number[] };
    expect(state.mines).toEqual(mines);
    const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t)) ?? -1;
    const won = stepMiner(state, safe);
    expect(won).toMatchObject({ lost: false, cleared: true, multiplier: minerMultiplier(24, 1) });
    expect(payoutMinor(100n, won.multiplier)).toBe(2_475n);
    expect(() => stepMiner(won.state, safe)).toThrow(ValidationError);
    expect(stepMiner(state, mines[0] ?? -1)).toMatchObject({ lost: true, multiplier: 0 });
    await expect(startMiner(seeds, 25)).rejects.toThrow(ValidationError);
  });
});
