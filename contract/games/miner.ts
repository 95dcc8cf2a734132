import { MINER_TILES } from '../fairness/outcomes';
import { binomial } from './combinatorics';
import { assertEdge, BP, type Bp, divFloor } from './multiplier';

/** Published on the miner page: 1 to 24 mines on 25 tiles, a 1% edge. */
export const MINER = { houseEdge: 100 as Bp, minMines: 1, maxMines: 24 } as const;

export type MinerConfig = { houseEdge: Bp; minMines: number; maxMines: number };

/** The cash-out multiplier after `revealed` safe tiles: (1 − edge) × C(25, k) / C(25 − mines, k), rounded down. */
export function minerMultiplier(mines: number, revealed: number, config: MinerConfig = MINER): Bp {
  assertEdge(config.houseEdge);
  if (!Number.isInteger(mines) || mines < config.minMines || mines > config.maxMines) {
    throw new RangeError(`Bad mine count: ${mines}`);
  }
  if (!Number.isInteger(revealed) || revealed < 0 || revealed > MINER_TILES - mines) {
    throw new RangeError(`Bad revealed count: ${revealed}`);
  }
  if (revealed === 0) return BP;
  return divFloor((BP - config.houseEdge) * binomial(MINER_TILES, revealed), binomial(MINER_TILES - mines, revealed));
}

/** Probability that `revealed` distinct tiles are all safe. */
export function minerSurvival(mines: number, revealed: number): number {
  return binomial(MINER_TILES - mines, revealed) / binomial(MINER_TILES, revealed);
}

/** The multiplier of a round that opens `tiles` in order and cashes out after all of them (0 on a mine). */
export function minerPayout(mines: readonly number[], tiles: readonly number[], config: MinerConfig = MINER): Bp {
  const hit = tiles.some((tile) => mines.includes(tile));
  return hit ? 0 : minerMultiplier(mines.length, new Set(tiles).size, config);
}
