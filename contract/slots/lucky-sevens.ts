import { type SlotMaths, type SlotOutcome, type SlotWin, sumUnits } from './game';
import { buildStrip, type FloatSource, spinReels } from './reels';

/**
 * Lucky Sevens: a classic 3-reel slot paying on its centre line, in stakes: three sevens 100, three triple bars 40,
 * double bars 20, single bars 10, any three bars 5, three cherries 10, cherries on reels 1 and 2 pay 3, a cherry on
 * reel 1 pays 1 (the stake back: not a win to celebrate).
 */
type Symbol = '7' | 'BAR3' | 'BAR2' | 'BAR1' | 'CH' | '-';
const BARS: readonly Symbol[] = ['BAR3', 'BAR2', 'BAR1'];
const ROWS = 3;
const CENTRE = 1;

export const LUCKY_SEVENS_PAYS = {
  seven: 100,
  bar3: 40,
  bar2: 20,
  bar1: 10,
  anyBar: 5,
  cherry3: 10,
  cherry2: 3,
  cherry1: 1,
};

export const STRIPS: readonly (readonly Symbol[])[] = [
  buildStrip<Symbol>({ '7': 1, BAR3: 2, BAR2: 3, BAR1: 4, CH: 4, '-': 6 }, 31),
  buildStrip<Symbol>({ '7': 1, BAR3: 2, BAR2: 3, BAR1: 4, CH: 4, '-': 6 }, 32),
  buildStrip<Symbol>({ '7': 1, BAR3: 2, BAR2: 3, BAR1: 4, CH: 3, '-': 6 }, 33),
];

/** The centre line's pay in stakes, and what paid. */
function linePay(line: readonly Symbol[]): { symbol: string; count: number; pay: number } | null {
  const [a, b, c] = line;
  if (a === b && b === c) {
    if (a === '7') return { symbol: '7', count: 3, pay: LUCKY_SEVENS_PAYS.seven };
    if (a === 'BAR3') return { symbol: a, count: 3, pay: LUCKY_SEVENS_PAYS.bar3 };
    if (a === 'BAR2') return { symbol: a, count: 3, pay: LUCKY_SEVENS_PAYS.bar2 };
    if (a === 'BAR1') return { symbol: a, count: 3, pay: LUCKY_SEVENS_PAYS.bar1 };
    if (a === 'CH') return { symbol: a, count: 3, pay: LUCKY_SEVENS_PAYS.cherry3 };
  }
  if (line.every((s) => BARS.includes(s))) return { symbol: 'BAR', count: 3, pay: LUCKY_SEVENS_PAYS.anyBar };
  if (a === 'CH' && b === 'CH') return { symbol: 'CH', count: 2, pay: LUCKY_SEVENS_PAYS.cherry2 };
  if (a === 'CH') return { symbol: 'CH', count: 1, pay: LUCKY_SEVENS_PAYS.cherry1 };
  return null;
}

function play(source: FloatSource): SlotOutcome {
  const grid = spinReels(STRIPS, ROWS, source);
  const paid = linePay(grid.map((window) => window[CENTRE] as Symbol));
  const wins: SlotWin[] = paid
    ? [{ kind: 'line', line: 0, symbol: paid.symbol, count: paid.count, units: paid.pay }]
    : [];
  const units = sumUnits(wins);
  return { spin: { grid, wins, units }, freeSpins: [], units };
}

/** Exact: every combination of the three strips' stops. */
function exactRtp(): number {
  const [r1, r2, r3] = STRIPS as [Symbol[], Symbol[], Symbol[]];
  let units = 0;
  for (const a of r1) for (const b of r2) for (const c of r3) units += linePay([a, b, c])?.pay ?? 0;
  return units / (r1.length * r2.length * r3.length);
}

/** Exact: every combination of the three strips' stops that pays anything. */
function exactHitFrequency(): number {
  const [r1, r2, r3] = STRIPS as [Symbol[], Symbol[], Symbol[]];
  let hits = 0;
  for (const a of r1) for (const b of r2) for (const c of r3) if (linePay([a, b, c])) hits++;
  return hits / (r1.length * r2.length * r3.length);
}

export const LUCKY_SEVENS: SlotMaths = {
  id: 'lucky-sevens',
  title: 'Lucky Sevens',
  category: 'classic',
  reels: 3,
  rows: ROWS,
  unitsPerStake: 1,
  maxFloats: 3,
  publishedRtpBp: 9492,
  publishedHitFrequencyBp: 2961,
  maxWinStakes: 100,
  volatility: 'low',
  symbols: ['7', 'BAR3', 'BAR2', 'BAR1', 'CH', '-'],
  play,
  exactRtp,
  exactHitFrequency,
};
