import { type SlotMaths, type SlotOutcome, type SlotWin, type SpinResult, sumUnits } from './game';
import { buildStrip, type FloatSource, frequency, spinReels, windowAt } from './reels';

/**
 * Mirror Fortune: a 5×3 video slot with 10 paylines, a wild (reels 2 to 4, stands for every symbol but the scatter),
 * a scatter paying anywhere, and 10 free spins at ×2 for 3 or more scatters (free spins do not trigger more).
 * The stake is 10 line bets; line pays are in line bets, scatter pays in stakes (×10 units).
 */
const PAYING = ['crown', 'gem', 'bell', 'A', 'K', 'Q', 'J'] as const;
type Paying = (typeof PAYING)[number];
type Symbol = Paying | 'W' | 'S';

const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays in line bets for 3, 4 and 5 of a kind from the left. */
export const MIRROR_FORTUNE_PAYS: Readonly<Record<Paying, readonly [number, number, number]>> = {
  crown: [25, 100, 500],
  gem: [15, 60, 250],
  bell: [10, 40, 150],
  A: [5, 20, 80],
  K: [4, 15, 60],
  Q: [3, 10, 40],
  J: [2, 8, 30],
};
/** Scatter pays in stakes for 3, 4 and 5 scatters anywhere. */
const SCATTER_PAYS = [2, 10, 50] as const;
const FREE_SPINS = 10;
const FREE_SPIN_MULTIPLIER = 2;
const ROWS = 3;

export const STRIPS: readonly (readonly Symbol[])[] = [
  buildStrip<Symbol>({ crown: 2, gem: 3, bell: 4, A: 5, K: 3, Q: 5, J: 3, W: 0, S: 1 }, 11, 'S'),
  buildStrip<Symbol>({ crown: 2, gem: 3, bell: 4, A: 5, K: 3, Q: 5, J: 3, W: 3, S: 1 }, 12, 'S'),
  buildStrip<Symbol>({ crown: 2, gem: 3, bell: 4, A: 5, K: 3, Q: 5, J: 3, W: 3, S: 1 }, 13, 'S'),
  buildStrip<Symbol>({ crown: 2, gem: 3, bell: 4, A: 5, K: 3, Q: 5, J: 3, W: 3, S: 1 }, 14, 'S'),
  buildStrip<Symbol>({ crown: 2, gem: 3, bell: 4, A: 5, K: 3, Q: 5, J: 3, W: 0, S: 1 }, 15, 'S'),
];

function lineWin(grid: Symbol[][], line: number, multiplier: number): SlotWin | null {
  const rows = LINES[line] as readonly number[];
  const symbols = rows.map((row, reel) => grid[reel]?.[row] as Symbol);
  const first = symbols[0] as Symbol;
  if (first === 'W' || first === 'S') return null;
  let count = 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === 'W')) count++;
  if (count < 3) return null;
  const pay = MIRROR_FORTUNE_PAYS[first][count - 3] as number;
  return { kind: 'line', symbol: first, count, line, units: pay * multiplier };
}

function spin(source: FloatSource, multiplier: number): SpinResult & { scatters: number } {
  const grid = spinReels(STRIPS, ROWS, source);
  const wins: SlotWin[] = [];
  for (let line = 0; line < LINES.length; line++) {
    const win = lineWin(grid, line, multiplier);
    if (win) wins.push(win);
  }
  const scatters = grid.flat().filter((s) => s === 'S').length;
  if (scatters >= 3) {
    const pay = SCATTER_PAYS[Math.min(scatters, 5) - 3] as number;
    wins.push({ kind: 'scatter', symbol: 'S', count: scatters, units: pay * LINES.length * multiplier });
  }
  return { grid, wins, units: sumUnits(wins), scatters };
}

function play(source: FloatSource): SlotOutcome {
  const { scatters, ...first } = spin(source, 1);
  const freeSpins: SpinResult[] = [];
  if (scatters >= 3) {
    for (let i = 0; i < FREE_SPINS; i++) {
      const { scatters: _ignored, ...free } = spin(source, FREE_SPIN_MULTIPLIER);
      freeSpins.push(free);
    }
  }
  return { spin: first, freeSpins, units: freeSpins.reduce((sum, free) => sum + free.units, first.units) };
}

/** The chance of n scatters in view (n = 0..5): each reel shows at most one (its scatters are ≥ 3 apart). */
function scatterDistribution(): number[] {
  let distribution = [1];
  for (const strip of STRIPS) {
    const p = frequency(strip, 'S') * ROWS;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((q, n) => {
      next[n] = (next[n] ?? 0) + q * (1 - p);
      next[n + 1] = (next[n + 1] ?? 0) + q * p;
    });
    distribution = next;
  }
  return distribution;
}

/**
 * Exact: each payline sees every reel's symbols at the strip's frequencies, reels independent; a spin's expected
 * units are the lines' plus the scatter's, and a trigger adds 10 spins at ×2 of the same expectation.
 */
function exactRtp(): number {
  let perLine = 0;
  for (const symbol of PAYING) {
    const p = STRIPS.map((strip) => frequency(strip, symbol));
    const q = STRIPS.map((strip) => frequency(strip, [symbol, 'W']));
    for (let count = 3; count <= 5; count++) {
      let chance = p[0] as number;
      for (let reel = 1; reel < count; reel++) chance *= q[reel] as number;
      if (count < 5) chance *= 1 - (q[count] as number);
      perLine += chance * (MIRROR_FORTUNE_PAYS[symbol][count - 3] as number);
    }
  }
  const scatters = scatterDistribution();
  let scatterUnits = 0;
  let trigger = 0;
  for (let n = 3; n <= 5; n++) {
    scatterUnits += (scatters[n] ?? 0) * (SCATTER_PAYS[n - 3] as number) * LINES.length;
    trigger += scatters[n] ?? 0;
  }
  const spinUnits = perLine * LINES.length + scatterUnits;
  return (spinUnits * (1 + trigger * FREE_SPINS * FREE_SPIN_MULTIPLIER)) / LINES.length;
}

/**
 * Exact: a round pays when a line pays (decided by the first three reels: a run needs three from the left) or three
 * or more scatters show; every stop of the first three reels, each weighed by the chance the last two bring the
 * scatters missing.
 */
function exactHitFrequency(): number {
  const [r1, r2, r3, r4, r5] = STRIPS as [Symbol[], Symbol[], Symbol[], Symbol[], Symbol[]];
  const p4 = frequency(r4, 'S') * ROWS;
  const p5 = frequency(r5, 'S') * ROWS;
  /** The chance the last two reels show at least `missing` scatters. */
  const lastTwo = (missing: number) =>
    missing <= 0 ? 1 : missing === 1 ? 1 - (1 - p4) * (1 - p5) : missing === 2 ? p4 * p5 : 0;
  let hits = 0;
  for (let a = 0; a < r1.length; a++) {
    for (let b = 0; b < r2.length; b++) {
      for (let c = 0; c < r3.length; c++) {
        const grid = [windowAt(r1, a, ROWS), windowAt(r2, b, ROWS), windowAt(r3, c, ROWS)];
        const line = LINES.some((rows) => {
          const [x, y, z] = rows.slice(0, 3).map((row, reel) => grid[reel]?.[row] as Symbol);
          return x !== 'W' && x !== 'S' && (y === x || y === 'W') && (z === x || z === 'W');
        });
        const scatters = grid.flat().filter((s) => s === 'S').length;
        hits += line ? 1 : lastTwo(3 - scatters);
      }
    }
  }
  return hits / (r1.length * r2.length * r3.length);
}

export const MIRROR_FORTUNE: SlotMaths = {
  id: 'mirror-fortune',
  title: 'Mirror Fortune',
  category: 'video',
  reels: 5,
  rows: ROWS,
  unitsPerStake: LINES.length,
  maxFloats: 5 * (1 + FREE_SPINS),
  publishedRtpBp: 9590,
  publishedHitFrequencyBp: 3614,
  maxWinStakes: 1644,
  volatility: 'high',
  symbols: [...PAYING, 'W', 'S'],
  play,
  exactRtp,
  exactHitFrequency,
};

export const MIRROR_FORTUNE_LINES = LINES;
