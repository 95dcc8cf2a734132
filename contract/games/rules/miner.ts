/**
 * Miner's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../miner.ts.
 */
import { type BetSeeds, betFloats } from '../../fairness/bytes';
import { MINER_TILES, minerMines } from '../../fairness/outcomes';
import { binomial } from '../combinatorics';
import { assertEdge, BP, type Bp, divFloor, formatMultiplier } from '../multiplier';
import { BetRefused } from '../refusal';

/** Published on the miner page: 1 to 24 mines on 25 tiles, a 1% edge. */
export const MINER = { houseEdge: 100 as Bp, minMines: 1, maxMines: 24 } as const;

type MinerConfig = { houseEdge: Bp; minMines: number; maxMines: number };

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

// ---------------------------------------------------------------- a round (the server's and the demo's)

/** What a round keeps between steps (the server stores it as the round's private state). */
export interface MinerState {
  mines: number[];
  revealed: number[];
}

/** Places the mines from the round's draw; refuses a mine count outside the published range. */
export async function minerStart(seeds: BetSeeds, mines: number, config: MinerConfig = MINER): Promise<MinerState> {
  if (!Number.isInteger(mines) || mines < config.minMines || mines > config.maxMines) {
    throw new BetRefused('mines', 'mines_invalid', `Choose ${config.minMines} to ${config.maxMines} mines`);
  }
  return { mines: minerMines(await betFloats(seeds, mines), mines), revealed: [] };
}

/** Opens a tile: a mine loses (multiplier 0); the last safe tile clears the board (the round pays at once). */
export function minerStep(
  state: MinerState,
  tile: number,
  config: MinerConfig = MINER,
): { state: MinerState; multiplier: Bp; lost: boolean; cleared: boolean } {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINER_TILES)
    throw new BetRefused('tile', 'tile_invalid', 'No such tile');
  if (state.revealed.includes(tile)) throw new BetRefused('tile', 'tile_open', 'This tile is already open');
  const revealed = [...state.revealed, tile];
  if (state.mines.includes(tile)) return { state: { ...state, revealed }, multiplier: 0, lost: true, cleared: false };
  return {
    state: { ...state, revealed },
    multiplier: minerMultiplier(state.mines.length, revealed.length, config),
    lost: false,
    cleared: revealed.length === MINER_TILES - state.mines.length,
  };
}

/** A round may cash out once a tile is open. */
export const minerCanCashOut = (state: MinerState): boolean => state.revealed.length > 0;

/** What the next safe tile would pay, or null when no safe tile is left. */
function minerNextMultiplier(state: MinerState, config: MinerConfig = MINER): Bp | null {
  const next = state.revealed.length + 1;
  return next > MINER_TILES - state.mines.length ? null : minerMultiplier(state.mines.length, next, config);
}

/** The round as the player sees it; the mine tiles only once it has ended. */
export function minerOutcome(state: MinerState, ended: boolean, config: MinerConfig = MINER) {
  const next = ended ? null : minerNextMultiplier(state, config);
  return {
    mines: state.mines.length,
    revealed: state.revealed,
    next_multiplier: next === null ? null : formatMultiplier(next),
    ...(ended ? { mine_tiles: state.mines } : {}),
  };
}
