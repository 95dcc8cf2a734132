import { describe, expect, it } from 'vitest';
import { CASES } from '../games/cases';
import { GAME_NAMES } from '../games/registry';
import { summarizeOutcome, verifyOutcome, verifyRequestFromFlags } from './verify';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'summary-test', nonce: 3 };

describe('npm run verify reads each game from its module', () => {
  it('builds the request from the flags that shape the draw, and refuses a wrong one', () => {
    expect(verifyRequestFromFlags('dice', {})).toEqual({ game: 'dice' });
    expect(verifyRequestFromFlags('miner', { mines: '3' })).toEqual({ game: 'miner', mines: 3 });
    expect(verifyRequestFromFlags('hilo', {})).toEqual({ game: 'hilo', cards: 10 });
    const [first] = CASES;
    expect(verifyRequestFromFlags('cases', { case: first?.id })).toEqual({ game: 'cases', items: first?.items });
    expect(() => verifyRequestFromFlags('miner', {})).toThrow('Missing --mines');
    expect(() => verifyRequestFromFlags('hilo', { cards: 'ten' })).toThrow('--cards must be a whole number');
    expect(() => verifyRequestFromFlags('cases', { case: 'no-such-case' })).toThrow('Unknown case no-such-case');
  });

  it('says each draw in one line (the miner board below it)', async () => {
    const dice = await verifyOutcome(seeds, { game: 'dice' });
    expect(summarizeOutcome(dice)).toMatch(/^roll \d+\.\d\d$/);
    const keno = await verifyOutcome(seeds, { game: 'keno' });
    expect(summarizeOutcome(keno)).toBe(`drawn ${keno.game === 'keno' && keno.drawn.join(', ')}`);
    const miner = await verifyOutcome(seeds, { game: 'miner', mines: 24 });
    const lines = summarizeOutcome(miner).split('\n');
    expect(lines[0]).toMatch(/^mines at tiles /);
    expect(
      lines
        .slice(1)
        .join(' ')
        .split(' ')
        .filter((tile) => tile === '*'),
    ).toHaveLength(24);
    const coin = await verifyOutcome(seeds, { game: 'coinflip' });
    expect(['heads', 'tails']).toContain(summarizeOutcome(coin));
    const hilo = await verifyOutcome(seeds, { game: 'hilo', cards: 2 });
    expect(summarizeOutcome(hilo)).toMatch(/^cards 0:\S+ 1:\S+$/);
    const [box] = CASES;
    const opened = await verifyOutcome(seeds, { game: 'cases', items: box?.items ?? [] });
    expect(summarizeOutcome(opened)).toMatch(/^roll \d+ -> .+ \(\d+\.\.\d+\)$/);
  });

  it('verifies every game of the registry', async () => {
    for (const game of GAME_NAMES) {
      const result = await verifyOutcome(seeds, verifyRequestFromFlags(game, { mines: '5' }));
      expect(result.game).toBe(game);
      expect(summarizeOutcome(result).length).toBeGreaterThan(0);
    }
  });
});
