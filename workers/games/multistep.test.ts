import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http/client';
import { createDemoBank } from './demo';
import { createMultistep } from './multistep';

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
