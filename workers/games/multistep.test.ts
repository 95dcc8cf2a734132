import { describe, expect, it } from 'vitest';
import { betFloats } from '../../contract/fairness/bytes';
import { minerMines } from '../../contract/fairness/outcomes';
import { drawHiloCard, verifyOutcome } from '../../contract/fairness/verify';
import { hiloRunningMultiplier } from '../../contract/games/hilo';
import { minerMultiplier } from '../../contract/games/miner';
import { formatMultiplier } from '../../contract/games/multiplier';
import type { HttpClient } from '../http/client';
import { createDemoBank } from './demo';
import { createMultistep, hiloDemoStart, hiloDemoStep, minerDemoStart, minerDemoStep, minerOutcome } from './multistep';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

const noHttp = {
  request: () => {
    throw new Error('demo rounds make no request');
  },
} as unknown as HttpClient;

function demoSteps() {
  const demo = createDemoBank(() => 'RUB');
  const steps = createMultistep({
    http: noHttp,
    signedIn: () => false,
    onCashBalance: () => {},
    demo,
    confirmedPost: () => Promise.reject(new Error('demo rounds make no request')),
    emit: () => {},
  });
  return { demo, steps };
}

describe('miner demo rules', () => {
  it('draws the mines from the round seeds at start, like the verifier', async () => {
    const state = await minerDemoStart(seeds, 5);
    expect(state.mines).toEqual(minerMines(await betFloats(seeds, 5), 5));
    expect(await verifyOutcome(seeds, { game: 'miner', mines: 5 })).toEqual({ game: 'miner', mines: state.mines });
  });

  it('pays the contract multiplier on safe tiles, loses on a mine and hides the mines until the end', async () => {
    const state = await minerDemoStart(seeds, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !state.mines.includes(tile));
    const first = minerDemoStep(state, safe[0] ?? 0);
    expect(first.lost).toBe(false);
    expect(first.multiplier).toBe(minerMultiplier(3, 1));
    expect(minerOutcome(first.state, false)).not.toHaveProperty('mine_tiles');
    expect(minerOutcome(first.state, false).next_multiplier).toBe(formatMultiplier(minerMultiplier(3, 2)));
    const boom = minerDemoStep(first.state, state.mines[0] ?? 0);
    expect(boom.lost).toBe(true);
    expect(boom.multiplier).toBe(0);
    expect(minerOutcome(boom.state, true).mine_tiles).toEqual(state.mines);
    expect(() => minerDemoStep(first.state, safe[0] ?? 0)).toThrow(/already open/);
  });
});

describe('hilo demo rules', () => {
  it('draws the card of step s at cursor s and multiplies like the contract', async () => {
    let state = await hiloDemoStart(seeds);
    expect(state.cards[0]).toEqual(await drawHiloCard(seeds, 0));
    const skipped = await hiloDemoStep(seeds, state, 'skip');
    expect(skipped.state.running).toBe(10_000);
    expect(skipped.state.cards[1]).toEqual(await drawHiloCard(seeds, 1));
    state = skipped.state;
    const current = state.cards[1];
    if (!current) throw new Error('no card');
    const guess = current.rank >= 6 ? (current.rank === 12 ? 'same' : 'lower') : 'higher';
    const next = await hiloDemoStep(seeds, state, guess);
    const expected = hiloRunningMultiplier(next.state.cards.slice(1), [guess]);
    expect(next.state.running).toBe(expected);
    expect(next.lost).toBe(expected === 0);
    const verified = await verifyOutcome(seeds, { game: 'hilo', cards: next.state.cards.length });
    expect(verified).toEqual({ game: 'hilo', cards: next.state.cards });
  });

  it('refuses a guess that cannot lose', async () => {
    const state = { cards: [{ index: 0, rank: 0, suit: '♦' as const, label: '2♦' }], steps: [], running: 10_000 };
    await expect(hiloDemoStep(seeds, state, 'higherOrSame')).rejects.toThrow(/not offered/);
  });
});

describe('demo rounds in the worker', () => {
  it('takes the stake at start, one nonce per round, pays at cash-out and refuses rotation meanwhile', async () => {
    const { demo, steps } = demoSteps();
    const before = (await demo.seeds()).nonce;
    const started = await steps.start('miner', { amount: '10', mines: 1 });
    if (!started.ok) throw new Error('start failed');
    expect(started.data.balance).toBe('990.00');
    expect(started.data.bet.status).toBe('active');
    expect(started.data.bet.outcome).not.toHaveProperty('mine_tiles');
    expect((await demo.seeds()).nonce).toBe(before + 1);
    expect(await demo.rotate().catch((error: Error) => error.message)).toMatch(/round_open/);
    expect((await steps.cashout('miner', 0)).ok).toBe(false);

    const active = await steps.active('miner');
    expect(active.ok && active.data?.id).toBe(started.data.bet.id);

    // With one mine, step through tiles until the round ends or one is safe.
    let bet = started.data.bet;
    for (let tile = 0; tile < 25 && bet.status === 'active' && bet.multiplier === '1.00'; tile++) {
      const stepped = await steps.step('miner', { tile, version: bet.version });
      if (!stepped.ok) throw new Error('step failed');
      bet = stepped.data.bet;
    }
    if (bet.status === 'active') {
      const stale = await steps.step('miner', { tile: 24, version: bet.version - 1 });
      expect(!stale.ok && stale.failure.kind === 'http' && stale.failure.code).toBe('round_changed');
      const cashed = await steps.cashout('miner', bet.version);
      if (!cashed.ok) throw new Error('cash-out failed');
      expect(cashed.data.bet.payout).toBe('10.31');
      expect(cashed.data.balance).toBe('1000.31');
      expect(cashed.data.bet.outcome).toHaveProperty('mine_tiles');
    } else {
      expect(bet.payout).toBe('0.00');
    }
    const after = await steps.active('miner');
    expect(after.ok && after.data).toBe(null);
    await expect(demo.rotate()).resolves.toBeTruthy();
  });
});
