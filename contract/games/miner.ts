import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { minerMines } from '../fairness/outcomes';
import { parseStake, type StepGame } from './game';
import { formatMultiplier, payoutMinor } from './multiplier';
import { RoundConflict } from './refusal';
import { MINER, type MinerState, minerCanCashOut, minerOutcome, minerStart, minerStep } from './rules/miner';
import { type RoundVerifier, wholeNumberFlag } from './verifier';

// Miner as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/miner.ts).

/** POST /api/v2/games/miner/start: 1..24 mines on 25 tiles. Outcome while active: `{ revealed, next_multiplier }`. */
export const MinerStartBody = z.strictObject({ amount: PositiveAmount, mines: z.number().int().min(1).max(24) });
export type MinerStartBody = z.infer<typeof MinerStartBody>;
/**
 * POST /api/v2/games/miner/step: opens a tile 0..24 (left to right, top to bottom). A mine ends the round
 * (payout 0, `mine_tiles` shown); opening the last safe tile cashes out by itself.
 */
export const MinerStepBody = z.strictObject({
  tile: z.number().int().min(0).max(24),
  version: z.number().int().min(0),
});
export type MinerStepBody = z.infer<typeof MinerStepBody>;

/** Where a round's mines lie (0..24, left to right, top to bottom), recomputed from its seeds and its mine count. */
const MINER_VERIFIER: RoundVerifier<{ mines: number }, { mines: number[] }> = {
  flags: { mines: '<n> (miner)' },
  options: (flags) => ({ mines: wholeNumberFlag(flags, 'mines') }),
  draw: async (seeds, options) => ({ mines: minerMines(await betFloats(seeds, options.mines), options.mines) }),
  summary(draw) {
    const board = Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: 5 }, (_, column) => (draw.mines.includes(row * 5 + column) ? '*' : '.')).join(' '),
    );
    return `mines at tiles ${draw.mines.join(', ')} (0..24, left to right, top to bottom)\n${board.join('\n')}`;
  },
};

export const MINER_GAME = {
  kind: 'steps',
  id: 'miner',
  engineVersion: 1,
  limit: 'miner',
  body: MinerStartBody,
  stepBody: MinerStepBody,
  config: MINER,
  published: z.object({ house_edge: text(), min_mines: z.number().int(), max_mines: z.number().int() }),
  publish: () => ({
    house_edge: formatMultiplier(MINER.houseEdge),
    min_mines: MINER.minMines,
    max_mines: MINER.maxMines,
  }),
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount, mines: body.mines }),
  roundConfig: () => MINER,
  verifier: MINER_VERIFIER,
  move: (step) => ({ tile: step.tile }),
  async start(seeds, body) {
    const state = await minerStart(seeds, body.mines);
    return { state, outcome: minerOutcome(state, false) };
  },
  async step(_seeds, round, step) {
    const next = minerStep(round.state, step.tile);
    const ended = next.lost || next.cleared;
    return {
      state: next.state,
      outcome: minerOutcome(next.state, ended),
      multiplier: next.multiplier,
      payout: next.cleared ? payoutMinor(round.stake, next.multiplier) : 0n,
      ended,
    };
  },
  cashout(round) {
    if (!minerCanCashOut(round.state)) throw new RoundConflict(409, 'nothing_to_cash_out', 'Open a tile first');
    return {
      outcome: minerOutcome(round.state, true),
      multiplier: round.running,
      payout: payoutMinor(round.stake, round.running),
    };
  },
} as const satisfies StepGame<'miner', typeof MinerStartBody, typeof MinerStepBody, MinerState>;
