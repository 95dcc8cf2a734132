import type { FloatSource } from './reels';

/** One paying combination of a spin, in the game's pay units (`unitsPerStake` units = the stake). */
export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  /** How many reels (in a row from the left) or scatters. */
  count: number;
  /** The payline (0-based), for a line win. */
  line?: number;
  /** How many ways pay, for a ways win. */
  ways?: number;
  units: number;
}

/** One spin's reels as they stopped (reel by reel, top row first) and what they paid. */
export interface SpinResult {
  grid: string[][];
  wins: SlotWin[];
  units: number;
}

/** A round: the paid spin and the free spins it triggered (each played from the same stream), with its total. */
export interface SlotOutcome {
  spin: SpinResult;
  freeSpins: SpinResult[];
  /** Every spin's units, free spins multiplied: the round pays stake × units / unitsPerStake, rounded down. */
  units: number;
}

export type Volatility = 'low' | 'medium' | 'high';

/** A studio slot's maths: its reels, paytable and exact return, pure and shared by the server, page and bench. */
export interface SlotMaths {
  id: string;
  title: string;
  category: 'video' | 'ways' | 'classic';
  reels: number;
  rows: number;
  /** What the stake is worth in pay units (10 lines, 25 coins, 1 for the classic's multipliers). */
  unitsPerStake: number;
  /** The most floats a round can draw (the server and the page draw this many, then play from them). */
  maxFloats: number;
  /** The return to player the studio publishes, in basis points; the exact return of the tables is within 0.2 pp. */
  publishedRtpBp: number;
  /** The published share of rounds that pay anything, in basis points: `exactHitFrequency` to 0.01 pp. */
  publishedHitFrequencyBp: number;
  /** The largest win a round can pay, in stakes (free spins included): every stop of every reel enumerated once. */
  maxWinStakes: number;
  volatility: Volatility;
  /** Every symbol the reels carry (the page draws each). */
  symbols: readonly string[];
  play(source: FloatSource): SlotOutcome;
  /** The exact expected return of a round (its paytable over every stop of every reel), as a fraction of the stake. */
  exactRtp(): number;
  /** The exact chance a round pays anything (every stop of the reels that decide it). */
  exactHitFrequency(): number;
}

/** A round's win in minor units: stake × units / unitsPerStake, rounded down (never in the player's favour). */
export function winOf(game: Pick<SlotMaths, 'unitsPerStake'>, stake: bigint, units: number): bigint {
  return (stake * BigInt(units)) / BigInt(game.unitsPerStake);
}

export const sumUnits = (wins: readonly SlotWin[]): number => wins.reduce((sum, win) => sum + win.units, 0);
