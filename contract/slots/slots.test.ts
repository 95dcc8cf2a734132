import { describe, expect, it } from 'vitest';
import { betFloats } from '../fairness/bytes';
import { seededFloats } from '../games/prng.testing';
import { type SlotMaths, winOf } from './game';
import { STRIPS as JADE_STRIPS, JADE_WAYS } from './jade-ways';
import { LUCKY_SEVENS, LUCKY_SEVENS_PAYS, STRIPS as SEVENS_STRIPS } from './lucky-sevens';
import { MIRROR_FORTUNE, MIRROR_FORTUNE_LINES, STRIPS as MIRROR_STRIPS } from './mirror-fortune';
import { arraySource } from './reels';
import { STUDIO_SLOTS } from './registry';

/** The float that stops a reel of `strip` with `symbol` at `row` of its window (`not`: and no such symbol in it). */
function floatShowing(strip: readonly string[], symbol: string, row: number, rows = 3, not: string[] = []): number {
  for (let stop = 0; stop < strip.length; stop++) {
    const window = Array.from({ length: rows }, (_, r) => strip[(stop + r) % strip.length]);
    if (window[row] === symbol && !window.some((s, r) => r !== row && not.includes(s as string))) {
      return (stop + 0.5) / strip.length;
    }
  }
  throw new Error(`No stop shows ${symbol} at row ${row}`);
}

/** The float of a stop whose window holds none of `symbols`. */
function floatWithout(strip: readonly string[], symbols: string[], rows = 3): number {
  for (let stop = 0; stop < strip.length; stop++) {
    const window = Array.from({ length: rows }, (_, r) => strip[(stop + r) % strip.length] as string);
    if (!window.some((s) => symbols.includes(s))) return (stop + 0.5) / strip.length;
  }
  throw new Error(`Every stop shows one of ${symbols.join(',')}`);
}

const SEEDS = { serverSeed: 'slots-test-server-seed', clientSeed: 'slots-test-client', nonce: 7 };

describe.each(STUDIO_SLOTS.map((game) => [game.id, game] as [string, SlotMaths]))('%s', (_, game) => {
  it('publishes its exact return to within 0.01 percentage points', () => {
    expect(Math.abs(game.exactRtp() * 10_000 - game.publishedRtpBp)).toBeLessThan(1);
  });

  it('plays the same round from the same seeds, and within the floats it draws', async () => {
    const floats = await betFloats(SEEDS, game.maxFloats);
    const first = game.play(arraySource(floats));
    expect(game.play(arraySource(floats))).toEqual(first);
    expect(first.spin.grid).toHaveLength(game.reels);
    for (const reel of first.spin.grid) expect(reel).toHaveLength(game.rows);
    expect(first.units).toBe(first.spin.units + first.freeSpins.reduce((sum, s) => sum + s.units, 0));
  });

  it('publishes its exact hit frequency to within 0.01 percentage points', () => {
    expect(Math.abs(game.exactHitFrequency() * 10_000 - game.publishedHitFrequencyBp)).toBeLessThan(1);
  });

  it('returns close to its exact figures over 200,000 rounds of a seeded stream, never above its max win', () => {
    const next = seededFloats(42);
    let units = 0;
    let squares = 0;
    let hits = 0;
    let largest = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const u = game.play({ next }).units / game.unitsPerStake;
      units += u;
      squares += u * u;
      if (u > 0) hits++;
      largest = Math.max(largest, u);
    }
    const mean = units / n;
    const standardError = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - game.exactRtp())).toBeLessThan(4 * standardError);
    const p = game.exactHitFrequency();
    expect(Math.abs(hits / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    expect(largest).toBeLessThanOrEqual(game.maxWinStakes);
  }, 60_000);
});

describe('Mirror Fortune paytable', () => {
  it('pays three crowns on the middle line 25 line bets, and a wild extends the run', () => {
    const middle = 1;
    const floats = [
      floatShowing(MIRROR_STRIPS[0] as string[], 'crown', middle, 3, ['S']),
      floatShowing(MIRROR_STRIPS[1] as string[], 'crown', middle, 3, ['S']),
      floatShowing(MIRROR_STRIPS[2] as string[], 'W', middle, 3, ['S']),
      floatShowing(MIRROR_STRIPS[3] as string[], 'gem', middle, 3, ['S']),
      floatWithout(MIRROR_STRIPS[4] as string[], ['S']),
    ];
    const round = MIRROR_FORTUNE.play(arraySource(floats));
    const line = round.spin.wins.find((w) => w.kind === 'line' && w.line === 0);
    expect(line).toEqual({ kind: 'line', symbol: 'crown', count: 3, line: 0, units: 25 });
    expect(round.freeSpins).toEqual([]);
    expect(MIRROR_FORTUNE_LINES).toHaveLength(10);
    // 25 line bets of a stake of 10 lines: 2.5 stakes, rounded down in minor units.
    expect(winOf(MIRROR_FORTUNE, 1000n, 25)).toBe(2500n);
    expect(winOf(MIRROR_FORTUNE, 3n, 25)).toBe(7n);
  });

  it('three scatters pay 2 stakes and start 10 free spins whose wins count double', () => {
    const floats = [
      floatShowing(MIRROR_STRIPS[0] as string[], 'S', 0),
      floatShowing(MIRROR_STRIPS[1] as string[], 'S', 1),
      floatShowing(MIRROR_STRIPS[2] as string[], 'S', 2),
      floatWithout(MIRROR_STRIPS[3] as string[], ['S']),
      floatWithout(MIRROR_STRIPS[4] as string[], ['S']),
    ];
    const next = seededFloats(3);
    const round = MIRROR_FORTUNE.play(arraySource([...floats, ...Array.from({ length: 50 }, next)]));
    expect(round.spin.wins).toContainEqual({ kind: 'scatter', symbol: 'S', count: 3, units: 20 });
    expect(round.freeSpins).toHaveLength(10);
    for (const free of round.freeSpins) {
      for (const win of free.wins) {
        if (win.kind === 'line') expect(win.units % 2).toBe(0);
      }
    }
  });
});

describe('Jade Ways paytable', () => {
  it('pays a symbol on three adjacent reels once per way: ways × the coins of three', () => {
    const floats = [
      floatShowing(JADE_STRIPS[0] as string[], 'dragon', 0, 3, ['dragon']),
      floatShowing(JADE_STRIPS[1] as string[], 'dragon', 1, 3, ['dragon', 'W']),
      floatShowing(JADE_STRIPS[2] as string[], 'W', 2, 3, ['dragon', 'W']),
      floatWithout(JADE_STRIPS[3] as string[], ['dragon', 'W']),
      floatWithout(JADE_STRIPS[4] as string[], ['dragon']),
    ];
    const round = JADE_WAYS.play(arraySource(floats));
    expect(round.spin.wins.find((w) => w.symbol === 'dragon')).toEqual({
      kind: 'ways',
      symbol: 'dragon',
      count: 3,
      ways: 1,
      units: 10,
    });
  });
});

describe('Lucky Sevens paytable', () => {
  const centre = 1;
  it('pays three sevens 100 stakes, mixed bars 5, a lone cherry the stake back', () => {
    const play = (symbols: string[]) =>
      LUCKY_SEVENS.play(
        arraySource(symbols.map((s, reel) => floatShowing(SEVENS_STRIPS[reel] as string[], s, centre))),
      );
    expect(play(['7', '7', '7']).units).toBe(100);
    expect(play(['BAR3', 'BAR1', 'BAR2']).units).toBe(5);
    expect(play(['BAR2', 'BAR2', 'BAR2']).units).toBe(20);
    expect(play(['CH', 'CH', '7']).units).toBe(3);
    expect(play(['CH', '-', '7']).units).toBe(1);
    expect(play(['-', 'CH', 'CH']).units).toBe(0);
  });

  it('can pay at most its published max win, three sevens', () => {
    const [r1, r2, r3] = SEVENS_STRIPS as [string[], string[], string[]];
    let largest = 0;
    for (let a = 0; a < r1.length; a++) {
      for (let b = 0; b < r2.length; b++) {
        for (let c = 0; c < r3.length; c++) {
          const floats = [(a + 0.5) / r1.length, (b + 0.5) / r2.length, (c + 0.5) / r3.length];
          largest = Math.max(largest, LUCKY_SEVENS.play(arraySource(floats)).units);
        }
      }
    }
    expect(largest).toBe(LUCKY_SEVENS_PAYS.seven);
    expect(LUCKY_SEVENS.maxWinStakes).toBe(largest / LUCKY_SEVENS.unitsPerStake);
  });
});
