import { type SlotMaths, type SlotOutcome, type SlotWin, sumUnits } from './game';
import { buildStrip, type FloatSource, spinReels, windowAt, windowCounts } from './reels';

/**
 * Jade Ways: 5×3, 243 ways. A symbol pays when it stands on adjacent reels from the left, anywhere in each
 * reel's window; each combination of positions is one way (ways = the product of its count on each reel). The wild
 * (reels 2 to 4) stands for every symbol. The stake is 25 coins; pays are coins per way.
 */
const PAYING = ['dragon', 'tiger', 'koi', 'lotus', 'A', 'K', 'Q', 'J'] as const;
type Paying = (typeof PAYING)[number];
type Symbol = Paying | 'W';

export const JADE_WAYS_PAYS: Readonly<Record<Paying, readonly [number, number, number]>> = {
  dragon: [10, 40, 200],
  tiger: [8, 25, 120],
  koi: [6, 20, 80],
  lotus: [5, 15, 60],
  A: [3, 8, 30],
  K: [3, 8, 25],
  Q: [2, 6, 20],
  J: [2, 5, 15],
};
const COINS = 25;
const ROWS = 3;

export const STRIPS: readonly (readonly Symbol[])[] = [
  buildStrip<Symbol>({ dragon: 2, tiger: 2, koi: 3, lotus: 3, A: 4, K: 3, Q: 4, J: 4, W: 0 }, 21),
  buildStrip<Symbol>({ dragon: 2, tiger: 2, koi: 3, lotus: 3, A: 4, K: 3, Q: 4, J: 4, W: 3 }, 22),
  buildStrip<Symbol>({ dragon: 2, tiger: 2, koi: 3, lotus: 3, A: 4, K: 3, Q: 4, J: 4, W: 3 }, 23),
  buildStrip<Symbol>({ dragon: 2, tiger: 2, koi: 3, lotus: 3, A: 4, K: 3, Q: 4, J: 4, W: 3 }, 24),
  buildStrip<Symbol>({ dragon: 2, tiger: 2, koi: 3, lotus: 3, A: 4, K: 3, Q: 4, J: 4, W: 0 }, 25),
];

function play(source: FloatSource): SlotOutcome {
  const grid = spinReels(STRIPS, ROWS, source);
  const wins: SlotWin[] = [];
  for (const symbol of PAYING) {
    let ways = 1;
    let count = 0;
    for (const window of grid) {
      const here = window.filter((s) => s === symbol || (count > 0 && s === 'W')).length;
      if (here === 0) break;
      ways *= here;
      count++;
    }
    if (count >= 3) {
      wins.push({ kind: 'ways', symbol, count, ways, units: ways * (JADE_WAYS_PAYS[symbol][count - 3] as number) });
    }
  }
  const units = sumUnits(wins);
  return { spin: { grid, wins, units }, freeSpins: [], units };
}

/**
 * Exact: for each symbol, the expected product of the reels' counts (reels independent: the product of each reel's
 * expected count over every stop), times the chance the next reel shows none.
 */
function exactRtp(): number {
  let units = 0;
  for (const symbol of PAYING) {
    const counts = STRIPS.map((strip, reel) => windowCounts(strip, reel === 0 ? [symbol] : [symbol, 'W'], ROWS));
    const mean = counts.map((c) => c.reduce((sum, p, n) => sum + p * n, 0));
    for (let count = 3; count <= 5; count++) {
      let ways = 1;
      for (let reel = 0; reel < count; reel++) ways *= mean[reel] as number;
      if (count < 5) ways *= counts[count]?.[0] as number;
      units += ways * (JADE_WAYS_PAYS[symbol][count - 3] as number);
    }
  }
  return units / COINS;
}

/** Exact: a round pays when some symbol stands on the first three reels (a wild on the second and third), so every
 * stop of those three decides it. */
function exactHitFrequency(): number {
  const [r1, r2, r3] = STRIPS as [Symbol[], Symbol[], Symbol[]];
  const on = (window: Symbol[], symbol: Paying, wild: boolean) =>
    window.some((s) => s === symbol || (wild && s === 'W'));
  let hits = 0;
  for (let a = 0; a < r1.length; a++) {
    const w1 = windowAt(r1, a, ROWS);
    for (let b = 0; b < r2.length; b++) {
      const w2 = windowAt(r2, b, ROWS);
      for (let c = 0; c < r3.length; c++) {
        const w3 = windowAt(r3, c, ROWS);
        if (PAYING.some((symbol) => on(w1, symbol, false) && on(w2, symbol, true) && on(w3, symbol, true))) hits++;
      }
    }
  }
  return hits / (r1.length * r2.length * r3.length);
}

export const JADE_WAYS: SlotMaths = {
  id: 'jade-ways',
  title: 'Jade Ways',
  category: 'ways',
  reels: 5,
  rows: ROWS,
  unitsPerStake: COINS,
  maxFloats: 5,
  publishedRtpBp: 9647,
  publishedHitFrequencyBp: 5590,
  maxWinStakes: 62.4,
  volatility: 'medium',
  symbols: [...PAYING, 'W'],
  play,
  exactRtp,
  exactHitFrequency,
};
