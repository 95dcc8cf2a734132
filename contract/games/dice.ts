import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { diceRoll } from '../fairness/outcomes';
import { type OneShotGame, parseStake } from './game';
import { formatMultiplier, payoutMinor } from './multiplier';
import { BetRefused } from './refusal';
import { DICE, type DiceBet, dicePayout, diceWinChance, formatDiceRoll, validDiceBet } from './rules/dice';
import { onlyFloat, type RoundVerifier } from './verifier';

// Dice as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/dice.ts).

/**
 * POST /api/v2/games/dice/bet. `target` in hundredths (4950 = 49.50). Over wins when roll > target, under when
 * roll < target; the roll is 0.00..100.00 in hundredths. From a win chance c (hundredths): under → target = c,
 * over → target = 10000 − c. From a multiplier m: c = (100 − edge) / m. Chances 0.01%..98%.
 * Outcome: `{ roll, win_chance }`.
 */
export const DiceBetBody = z.strictObject({
  amount: PositiveAmount,
  target: z.number().int().min(0).max(10_000),
  direction: z.enum(['over', 'under']),
});
export type DiceBetBody = z.infer<typeof DiceBetBody>;

const choices = (body: DiceBetBody): DiceBet => ({ direction: body.direction, target: body.target });

/** The roll of a round, recomputed from its seeds. */
const DICE_VERIFIER: RoundVerifier<object, { roll: number }> = {
  flags: {},
  options: () => ({}),
  draw: async (seeds) => ({ roll: diceRoll(onlyFloat(await betFloats(seeds, 1))) }),
  summary: (draw) => `roll ${formatDiceRoll(draw.roll)}`,
};

export const DICE_GAME = {
  kind: 'one-shot',
  id: 'dice',
  engineVersion: 1,
  limit: 'dice',
  body: DiceBetBody,
  config: DICE,
  published: z.object({ house_edge: text(), min_win_chance: z.number().int(), max_win_chance: z.number().int() }),
  publish: () => ({
    house_edge: formatMultiplier(DICE.houseEdge),
    min_win_chance: DICE.minWinChance,
    max_win_chance: DICE.maxWinChance,
  }),
  check(body) {
    if (!validDiceBet(choices(body))) {
      const range = `${DICE.minWinChance / 100}% to ${DICE.maxWinChance / 100}%`;
      throw new BetRefused('target', 'target_invalid', `The win chance must be ${range}`);
    }
  },
  stake: (body, currency) => parseStake(body.amount, currency),
  params: (body) => ({ amount: body.amount, ...choices(body) }),
  roundConfig: () => DICE,
  verifier: DICE_VERIFIER,
  floats: () => 1,
  settle([f = 0], body, stake) {
    const bet = choices(body);
    const { roll, multiplier } = dicePayout(bet, f);
    return { outcome: { roll, win_chance: diceWinChance(bet) }, multiplier, payout: payoutMinor(stake, multiplier) };
  },
} as const satisfies OneShotGame<'dice', typeof DiceBetBody>;
