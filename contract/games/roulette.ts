import { z } from 'zod';
import { text } from '../api/text';
import { PositiveAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { roulettePocket } from '../fairness/outcomes';
import type { Currency } from '../money';
import { type OneShotGame, parseStake } from './game';
import { checkRouletteChips, ROULETTE, settleRouletteChips } from './rules/roulette';
import { onlyFloat, type RoundVerifier } from './verifier';

// Roulette as the registry holds it (game.ts): its request schemas and its round, built on its rules (rules/roulette.ts).

/** One roulette chip: a layout bet (RouletteBet) and its amount. */
export const RouletteChip = z.strictObject({
  bet: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('straight'), number: z.number().int().min(0).max(36) }),
    z.strictObject({
      kind: z.enum(['split', 'street', 'corner', 'line']),
      numbers: z.array(z.number().int().min(0).max(36)).min(2).max(6),
    }),
    z.strictObject({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
    z.strictObject({ kind: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  ]),
  amount: PositiveAmount,
});
export type RouletteChip = z.infer<typeof RouletteChip>;

/**
 * POST /api/v2/games/roulette/bet: several chips in one spin. The bet limit applies to the chips' total; `amount`
 * in the answer is that total. Outcome: `{ pocket, wins: [{ chip, multiplier, payout }] }`.
 */
export const RouletteBetBody = z.strictObject({ chips: z.array(RouletteChip).min(1).max(50) });
export type RouletteBetBody = z.infer<typeof RouletteBetBody>;

const placed = (body: RouletteBetBody, currency: Currency) =>
  body.chips.map((chip, i) => ({ bet: chip.bet, amountMinor: parseStake(chip.amount, currency, `chips.${i}.amount`) }));

/** The pocket of a round, recomputed from its seeds. */
const ROULETTE_VERIFIER: RoundVerifier<object, { pocket: number }> = {
  flags: {},
  options: () => ({}),
  draw: async (seeds) => ({ pocket: roulettePocket(onlyFloat(await betFloats(seeds, 1))) }),
  summary: (draw) => `pocket ${draw.pocket}`,
};

export const ROULETTE_GAME = {
  kind: 'one-shot',
  id: 'roulette',
  engineVersion: 1,
  limit: 'roulette',
  body: RouletteBetBody,
  config: ROULETTE,
  published: z.object({ pockets: z.number().int(), house_edge: text() }),
  publish: () => ({ pockets: ROULETTE.pockets, house_edge: (1 - ROULETTE.returnUnits / ROULETTE.pockets).toFixed(6) }),
  check: (body) => checkRouletteChips(body.chips),
  stake: (body, currency) => placed(body, currency).reduce((sum, chip) => sum + chip.amountMinor, 0n),
  params: (body) => ({ chips: body.chips }),
  roundConfig: () => ROULETTE,
  verifier: ROULETTE_VERIFIER,
  floats: () => 1,
  settle: ([f = 0], body, _stake, currency) => settleRouletteChips(placed(body, currency), f, currency),
} as const satisfies OneShotGame<'roulette', typeof RouletteBetBody>;
